/**
 * The marks say it once (issue 39, item 4; render/evidence-marks.ts): on a
 * fixture operation derived from another version, a field, value list or
 * status carries a mark only where its source is weaker than what the reader
 * already sees (or derived from another version where that matters); a list's
 * mark sits in its "Allowed values" label, before the values; the line under
 * the title counts the weaker details once, from SUMMARY_MIN on; the Markdown
 * twin and the MCP server's get_operation say the same.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Nodes as Node} from 'mdast';
import type {Json} from '../../api/lib/browser-safe/json';
import {operations, type OpenApiDocument} from '../../api/lib/browser-safe/openapi';
import type {Provenance} from '../../api/lib/evidence/status';
import {fieldRows, parameterRows, type FieldRow} from '../../api/lib/model/fields';
import type {Parameter} from '../../api/lib/browser-safe/openapi';
import {deref} from '../../api/lib/browser-safe/refs';
import {markCode, needsMark, operationEvidence, SUMMARY_MIN, type OperationEvidence} from '../../render/evidence-marks';
import {markWords} from '../../render/evidence';
import {operationMark, operationMarkText} from '../../render/evidence';
import {fieldList, fieldListMarkdown, flatten} from '../../render/field-list';
import {uiText} from '../../render/ui-text';
import {describeOperation} from '../../mcp/operations';

const derived60: Provenance = {status: 'derived', from: '6.0'};
const derived40: Provenance = {status: 'derived', from: '4.0'};
const published: Provenance = {status: 'published', page: 'account/detail'};
const clients: Provenance = {status: 'clients', calls: ['R013']};
const unpublished: Provenance = {status: 'unpublished'};

test('needsMark: weaker always; stronger or equal never; derived from another version only where it matters', () => {
  assert.equal(needsMark(published, derived60, true), false, 'a published field under a derived operation');
  assert.equal(needsMark(derived60, derived60, true), false, 'the same source');
  assert.equal(needsMark({status: 'clients', calls: ['R1']}, clients, true), false, 'client programs, other calls');
  assert.equal(needsMark(derived40, derived60, false), false, 'another version, nothing that matters');
  assert.equal(needsMark(derived40, derived60, true), true, 'another version, a required flag or values');
  assert.equal(needsMark(clients, derived60, false), true, 'client programs only, under a derived operation');
  assert.equal(needsMark(unpublished, published, false), true, 'not published, under a published operation');
  assert.equal(needsMark(derived60, published, false), true, 'derived, under a published operation');
  assert.equal(needsMark(undefined, published, true), false, 'no source of its own');
});

const ev = (p: Provenance) => p as unknown as Json;

/** One list operation derived from 6.0, shaped like 6.1's customer list. */
function fixture(extraUnpublished = true): OpenApiDocument {
  const children: Record<string, Json> = {
    id: {type: 'integer', 'x-evidence': ev(published)},
    first_name: {type: 'string', 'x-evidence': ev(unpublished)},
    title: {type: 'string'},
  };
  return {
    openapi: '3.1.0',
    info: {title: 'Fixture', version: '6.1'},
    servers: [{url: 'https://{your-domain}'}],
    paths: {
      '/accounts': {
        get: {
          operationId: 'list_accounts',
          'x-evidence': ev(derived60),
          parameters: [
            {
              name: 'fields',
              in: 'query',
              required: true,
              'x-evidence': ev(clients),
              schema: {type: 'array', items: {type: 'string', enum: ['id', 'account_code', 'account_name']}},
            },
            {
              name: 'sort',
              in: 'query',
              schema: {type: 'string', enum: ['id', 'email'], 'x-enum-evidence': ev(published)},
            },
            {
              name: 'status',
              in: 'query',
              schema: {type: 'string', enum: ['open', 'closed'], 'x-enum-evidence': ev(unpublished)},
            },
            {name: 'limit', in: 'query', 'x-evidence': ev(published), schema: {type: 'integer'}},
            {name: 'since', in: 'query', 'x-evidence': ev(derived40), schema: {type: 'string'}},
            {name: 'day', in: 'query', 'x-evidence': ev(derived40), schema: {type: 'string', format: 'date'}},
          ],
          responses: {
            '200': {
              description: 'ok',
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    properties: {
                      data: {
                        type: 'array',
                        items: {
                          type: 'object',
                          properties: {
                            id: {type: 'integer', 'x-evidence': ev(published)},
                            contacts: {
                              type: 'array',
                              'x-evidence': ev(published),
                              items: {type: 'object', properties: children},
                            },
                            ...(extraUnpublished
                              ? {
                                  extra: {
                                    type: 'object',
                                    'x-evidence': ev(unpublished),
                                    properties: {a: {type: 'string'}, b: {type: 'string'}},
                                  },
                                }
                              : {}),
                          },
                        },
                      },
                    },
                  },
                },
              },
            },
            '400': {description: 'refused', 'x-evidence': ev(clients)},
          },
        },
      },
    },
  } as unknown as OpenApiDocument;
}

const entryOf = (doc: OpenApiDocument) => operations(doc)[0]!;

function lists(doc: OpenApiDocument, evidence: OperationEvidence) {
  const entry = entryOf(doc);
  const params = (entry.operation.parameters ?? []).map((p) => deref(doc, p) as Parameter);
  const rows: FieldRow[] = params.flatMap((p) => parameterRows(doc, p));
  const schema = entry.operation.responses!['200']!.content!['application/json']!.schema;
  const taken = new Set<string>();
  const ui = uiText('en');
  return {
    query: fieldList(doc, ui, rows, {
      prefix: 'query',
      required: true,
      taken,
      marks: evidence.listMarks(['parameter', 'filter']),
    }),
    response: fieldList(doc, ui, fieldRows(doc, schema), {
      prefix: 'response-200',
      required: false,
      taken,
      marks: evidence.listMarks(['response'], '200'),
    }),
  };
}

/** name → its marks, for every field of a list. */
const marksOf = (items: ReturnType<typeof lists>['query']['items']) =>
  Object.fromEntries(flatten(items).map((i) => [i.p, {...(i.s ? {s: i.s} : {}), ...(i.vs ? {vs: i.vs} : {})}]));

test('a fixture operation: marks only where weaker, or derived elsewhere where it matters; a mark on an object covers its fields', () => {
  const doc = fixture();
  const evidence = operationEvidence(doc, entryOf(doc));
  const {query, response} = lists(doc, evidence);
  assert.deepEqual(marksOf(query.items), {
    fields: {s: 'c'}, // a required flag seen only in client programs
    sort: {}, // published values under a derived operation: stronger, no mark
    status: {vs: 'u'}, // the list, not the field
    limit: {}, // published: stronger
    since: {}, // derived from 4.0, nothing that matters
    day: {s: 'd:4.0'}, // derived from 4.0, with a format
  });
  assert.deepEqual(marksOf(response.items), {
    data: {},
    'data[].id': {},
    'data[].contacts': {},
    'data[].contacts[].id': {},
    'data[].contacts[].first_name': {s: 'u'},
    'data[].contacts[].title': {},
    'data[].extra': {s: 'u'},
    'data[].extra.a': {}, // covered by its object's mark
    'data[].extra.b': {},
  });
  assert.equal(evidence.errorMark('400'), 'c');
  assert.deepEqual(evidence.summary, {
    published: 5, // limit, data[].id, contacts, contacts[].id and contacts[].title (which inherits contacts')
    weaker: {clients: {fields: 1, values: 0, statuses: 1}, unpublished: {fields: 4, values: 1, statuses: 0}},
  });
});

/** The text of an mdast node, its breaks as " | ". */
function textOf(node: Node): string {
  if (node.type === 'break') return ' | ';
  if ('value' in node && typeof node.value === 'string')
    return node.type === 'inlineCode' ? `\`${node.value}\`` : node.value;
  if (node.type === 'emphasis') return `_${(node as unknown as {children: Node[]}).children.map(textOf).join('')}_`;
  return 'children' in node ? (node.children as Node[]).map(textOf).join('') : '';
}

test("a value list's mark sits in its label, before the values, in the twin as on the page", () => {
  const doc = fixture();
  const {query} = lists(doc, operationEvidence(doc, entryOf(doc)));
  for (const [locale, label] of [
    ['en', 'Allowed values (_not published_): `open`, `closed`'],
    ['vi', 'Giá trị cho phép (_không được công bố_): `open`, `closed`'],
  ] as const) {
    const twin = textOf(fieldListMarkdown(query, locale));
    assert.ok(twin.includes(label), `${locale}: ${twin}`);
    assert.ok(!/`closed` _/.test(twin), `${locale}: no mark after the last value`);
  }
});

test('the line under the title counts the weaker details once, from SUMMARY_MIN on', () => {
  const doc = fixture();
  const evidence = operationEvidence(doc, entryOf(doc));
  const summary = {counts: evidence.summary, version: '6.1'};
  const line = textOf(operationMark('en', evidence.operation!, {}, 'list_accounts', summary));
  assert.equal(line.split('Marked below').length - 1, 1, line);
  assert.ok(
    line.includes(
      'Marked below: 1 field and 1 status seen only in client programs; 4 fields and 1 list of allowed values not published.',
    ),
    line,
  );
  assert.ok(line.includes('5 of its fields are shown on the public pages of version 6.1.'), line);
  const said = operationMarkText('vi', evidence.operation!, summary);
  assert.ok(said.includes('Có dấu bên dưới: 1 trường và 1 mã trạng thái chỉ thấy ở chương trình tích hợp'), said);

  // Fewer weaker details than SUMMARY_MIN: the marks say it; the line does not count them.
  const few = fixture(false);
  const fewEvidence = operationEvidence(few, entryOf(few));
  fewEvidence.summary.weaker = {unpublished: {fields: SUMMARY_MIN - 1, values: 0, statuses: 0}};
  const short = operationMarkText('en', fewEvidence.operation!, {counts: fewEvidence.summary, version: '6.1'});
  assert.ok(!short.includes('Marked below'), short);
});

test("get_operation gives the page's marks and the line's count", () => {
  const doc = fixture();
  const described = describeOperation(doc, entryOf(doc), {origin: 'https://docs.test', version: '6.1', locale: 'en'});
  const params = Object.fromEntries(described.parameters.map((p) => [p.name, [p.evidence, p.enumEvidence]]));
  assert.deepEqual(params, {
    fields: ['seen in client programs only', undefined],
    sort: [undefined, undefined],
    status: [undefined, 'not published'],
    limit: [undefined, undefined],
    since: [undefined, undefined],
    day: ['derived from 4.0', undefined],
  });
  const response = described.responses[0]!.fields.filter((f) => f.evidence).map((f) => f.name);
  assert.deepEqual(response, ['data[].contacts[].first_name', 'data[].extra']);
  assert.deepEqual(described.errors, [
    {status: '400', description: 'refused', evidence: 'seen in client programs only'},
  ]);
  assert.ok(described.evidence?.says.includes('Marked below:'), described.evidence?.says);
});

test('a tested client pointer says so in its mark, in both locales: what a client tried is not what a client merely reads', () => {
  const tested: Provenance = {status: 'clients', calls: ['R013'], tested: true};
  assert.equal(markCode(clients), 'c');
  assert.equal(markCode(tested), 't');
  assert.equal(markWords('en', 't'), 'tested by a client program, not published');
  assert.match(markWords('vi', 't'), /đã gọi thử/);
  assert.notEqual(markWords('en', 't'), markWords('en', 'c'));
});
