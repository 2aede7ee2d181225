/**
 * A field of an allOf body is read at its use, as the pages merge it. Its
 * required flag: a create body written as
 * `allOf: [shared input, {required: […]}]` requires what its other part lists,
 * and the evidence check compares that flag with the public page. On the real
 * 6.1 source, create_product requires product_name (ProductCreate's part) and
 * update_product does not (the same ProductInput); on scratch data, the list
 * taken away from the create part fails, naming the page. A later part that
 * restates a field of a shared input is that field's one element (6.0
 * create_account states published where update_account keeps its own
 * evidence), and the page keeps the field at its place in the input.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {apiVersions, loadApi} from '../../api/lib/model/load';
import {isObject} from '../../api/lib/browser-safe/json';
import {checkContext, checkElement} from '../../api/lib/evidence/check';
import {operationElements} from '../../api/lib/evidence/elements';
import {operations, type OpenApiDocument} from '../../api/lib/browser-safe/openapi';
import {fieldRows} from '../../api/lib/model/fields';

const siteDir = process.cwd();
const versions = apiVersions(siteDir);

function entryOf(doc: OpenApiDocument, operationId: string) {
  const entry = operations(doc).find((e) => e.operation.operationId === operationId);
  assert.ok(entry, `no operation ${operationId}`);
  return entry;
}

function fields(doc: OpenApiDocument, operationId: string, name: string) {
  return operationElements(doc, entryOf(doc, operationId)).filter((e) => e.kind === 'body' && e.name === name);
}

function field(doc: OpenApiDocument, operationId: string, name: string) {
  const [element] = fields(doc, operationId, name);
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

test('6.0: a create body that restates a shared input field has one element, with the evidence it states', () => {
  const doc = loadApi(siteDir, '6.0').document as OpenApiDocument;
  const created = fields(doc, 'create_account', 'country_id');
  assert.deepEqual(
    created.map((e) => e.effective?.status),
    ['published'],
  );
  assert.deepEqual(field(doc, 'update_account', 'country_id').effective, {status: 'derived', from: '4.0'});
  assert.equal(field(doc, 'update_account', 'account_manager').effective?.status, 'clients');
  const body = entryOf(doc, 'create_account').operation.requestBody as {content: {'application/json': {schema: never}}};
  const names = fieldRows(doc, body.content['application/json'].schema).map((row) => row.name);
  assert.equal(names.filter((n) => n === 'country_id').length, 1);
  assert.ok(names.indexOf('country_id') < names.indexOf('custom_fields'), 'country_id keeps its place in the input');
});
