/**
 * A body field's required flag is read at its use: a create body written as
 * `allOf: [shared input, {required: […]}]` requires what its other part lists,
 * and the evidence check compares that flag with the public page. On the real
 * 6.1 source, create_product requires product_name (ProductCreate's part) and
 * update_product does not (the same ProductInput); on scratch data, the list
 * taken away from the create part fails, naming the page.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {apiVersions, loadApi} from '../../api/lib/load';
import {isObject} from '../../api/lib/json';
import {checkContext, checkElement} from '../../api/lib/evidence/check';
import {operationElements} from '../../api/lib/evidence/elements';
import {operations, type OpenApiDocument} from '../../api/lib/openapi';

const siteDir = process.cwd();
const versions = apiVersions(siteDir);

function field(doc: OpenApiDocument, operationId: string, name: string) {
  const entry = operations(doc).find((e) => e.operation.operationId === operationId);
  assert.ok(entry, `no operation ${operationId}`);
  const element = operationElements(doc, entry).find((e) => e.kind === 'body' && e.name === name);
  assert.ok(element, `${operationId} has no body field ${name}`);
  return element;
}

test('6.1: a field of a shared input is required where the create body lists it in another allOf part', () => {
  const doc = loadApi(siteDir, '6.1').document as OpenApiDocument;
  assert.equal(field(doc, 'create_product', 'product_name').required, true);
  assert.equal(field(doc, 'update_product', 'product_name').required, false);
  const ctx = checkContext({siteDir, version: '6.1', doc, versions});
  assert.ok(ctx);
  assert.deepEqual(checkElement(ctx, field(doc, 'create_product', 'product_name')), []);
});

test('scratch: without the create part required list, the page that requires the field fails', () => {
  const doc = structuredClone(loadApi(siteDir, '6.1').document) as OpenApiDocument;
  const create = doc.components?.schemas?.ProductCreate;
  assert.ok(isObject(create) && Array.isArray(create.allOf));
  for (const part of create.allOf) if (isObject(part)) delete part.required;
  const element = field(doc, 'create_product', 'product_name');
  assert.equal(element.required, false);
  const ctx = checkContext({siteDir, version: '6.1', doc, versions});
  assert.ok(ctx);
  const problems = checkElement(ctx, element);
  assert.equal(problems.length, 1, problems.join('\n'));
  assert.match(
    problems[0]!,
    /product_name: required is false in the source, true on .*api-facts-6\.1\.json page product\/create/,
  );
});
