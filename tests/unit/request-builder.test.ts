/**
 * The request builder's engine: every filter operator of each version written
 * in that version's syntax, bodies with custom fields, the validation messages
 * in both locales, the URL state round trip, and a builder for every operation;
 * the form starting from the documented example, value patterns and operators
 * in words, ranges of exactly two values (a gap is an error, never dropped),
 * and Send (send.ts) against a local server: a response, nothing listening, a
 * CORS block and a timeout.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {localizedApi} from '../../api/lib/model/cache';
import {builderAjv, builderModel, builderModule, requestSchema} from '../../api/lib/requests/builder';
import {
  builderRequest,
  cleanValues,
  conditionGap,
  conditionsOf,
  filterValue,
  fixedLength,
  initialValues,
  patternShape,
  type BuilderModel,
  type Condition,
  type Filter,
  type Input,
  type ParameterModel,
} from '../../api/lib/browser-safe/builder-model';
import {stateHash, valuesFromHash} from '../../api/lib/browser-safe/builder-state';
import {checkBuilders} from '../../api/lib/checks/check-builders';
import {exampleValues} from '../../api/lib/requests/example-values';
import {operationFilters} from '../../api/lib/model/conventions';
import {findOperation, operations, type OpenApiDocument} from '../../api/lib/browser-safe/openapi';
import {curlSample, httpSample, resolveSample} from '../../api/lib/browser-safe/samples';
import {queryString} from '../../api/lib/browser-safe/request';
import {installTranslateStub, setLocale, translate} from '../support/translate-stub';
import * as words from '../../api/lib/browser-safe/builder-messages';
import {checkAddress, sendSample} from '../../src/components/ApiRequestBuilder/send';

installTranslateStub();
type Messages = typeof import('../../src/components/ApiRequestBuilder/messages');
// Loaded after the stub is installed, so its `@docusaurus/Translate` import resolves to the stub.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const messages = require('../../src/components/ApiRequestBuilder/messages') as Messages;
/** A schema error in the builder's words, in the locale setLocale() chose (the panel's translate, stubbed). */
const errorText = (error: words.SchemaError, value?: unknown) => words.errorText(error, value, translate);

const SITE = process.cwd();
const doc = (version: string, locale: 'vi' | 'en' = 'en') => localizedApi(SITE, version, locale);

function modelOf(version: string, id: string): BuilderModel {
  const d = doc(version);
  const entry = findOperation(d, id);
  assert.ok(entry, `${version} ${id}`);
  return builderModel(d, entry, version);
}

const parameter = (model: BuilderModel, name: string): ParameterModel => {
  const found = model.parameters.find((p) => p.name === name);
  assert.ok(found, `${model.id} has ${name}`);
  return found;
};

/** The operators of a version's shared parameter (4.0's custom_fields), read from its key pattern. */
function sharedOperators(d: OpenApiDocument, name: string): string[] {
  const schema = d.components?.parameters?.[name]?.schema as {
    propertyNames?: {pattern: string};
    additionalProperties?: {pattern: string};
  };
  const pattern = schema.propertyNames?.pattern ?? schema.additionalProperties?.pattern ?? '';
  return (/\(([^()]+)\)/.exec(pattern)?.[1] ?? '').split('|');
}

/** Every operator a version's lists accept, read from its source: the keys they declare and their key patterns. */
function versionOperators(d: OpenApiDocument): string[] {
  const found = operationFilters(d).flatMap((f) => [...f.keys.map((k) => k.operator), ...f.patternOperators]);
  return [...new Set(found.filter(Boolean))].sort();
}

const query = (model: BuilderModel, values: Parameters<typeof builderRequest>[1]) =>
  queryString(builderRequest(model, values).query);

for (const version of ['6.0', '6.1']) {
  test(`${version}: every filter operator is written filtering[field:operator]=value`, () => {
    const operators = versionOperators(doc(version));
    // Read from the source (its list may change with the source; each one is checked below).
    for (const operator of ['eq', 'in', 'between', 'gte']) assert.ok(operators.includes(operator), operator);
    const filter = {
      syntax: 'key' as const,
      fields: [
        {
          name: 'status',
          operators: operators.map((operator) => ({operator, input: {kind: 'scalar', types: ['string']} as Input})),
        },
      ],
    };
    const model: BuilderModel = {
      id: 'x',
      version,
      method: 'GET',
      path: '/x',
      server: 'https://{your-domain}',
      credentials: [],
      parameters: [
        {
          name: 'filtering',
          in: 'query',
          required: false,
          style: 'deepObject',
          explode: true,
          input: {kind: 'map', values: {kind: 'scalar', types: []}},
          role: {kind: 'filter', filter},
        },
      ],
    };
    for (const operator of operators) {
      const list = ['in', 'not_in', 'between', 'not_between'].includes(operator);
      const condition: Condition = {field: 'status', operator, value: list ? [1, 2] : 1};
      const filtering = filterValue(filter, [condition]);
      const expected = list
        ? `filtering[status:${operator}][]=1&filtering[status:${operator}][]=2`
        : `filtering[status:${operator}]=1`;
      assert.equal(query(model, {query: {filtering: filtering!}}), expected, operator);
      assert.deepEqual(conditionsOf(filter, filtering), [condition], `${operator}: back to the condition`);
    }
  });
}

test('6.1: the customer list filters by field:operator keys read from its source, several conditions', () => {
  const model = modelOf('6.1', 'list_accounts');
  const role = parameter(model, 'filtering').role;
  assert.equal(role?.kind, 'filter');
  if (role?.kind !== 'filter' || role.filter.syntax !== 'key') return;
  const created = role.filter.fields.find((f) => f.name === 'created_at');
  assert.ok(created?.operators.some((o) => o.operator === 'between' && o.input.kind === 'array'));
  const filtering = filterValue(role.filter, [
    {field: 'relation_id', operator: 'eq', value: 2},
    {field: 'email', operator: 'contains', value: '@hoamai.example'},
  ]);
  assert.equal(
    query(model, {query: {fields: ['account_code', 'account_name'], filtering: filtering!}}),
    'fields=account_code,account_name&filtering[relation_id:eq]=2&filtering[email:contains]=%40hoamai.example',
  );
  const fields = parameter(model, 'fields').role;
  assert.ok(fields?.kind === 'fields' && fields.names.includes('account_code'));
});

test('4.0: custom-field conditions are written custom_fields[code]=operator|value, every operator of its source', () => {
  const operators = sharedOperators(doc('4.0'), 'custom_fields');
  assert.deepEqual(operators, ['>', '>=', '<', '<=', 'like', '=']);
  const model = modelOf('4.0', 'list_accounts');
  const role = parameter(model, 'custom_fields').role;
  assert.ok(role?.kind === 'filter' && role.filter.syntax === 'value');
  if (role?.kind !== 'filter') return;
  assert.deepEqual(role.filter.syntax === 'value' && role.filter.operators, operators);
  assert.equal(
    model.parameters.some((p) => p.name === 'filtering'),
    false,
    '4.0 has no filtering parameter',
  );
  for (const operator of operators) {
    const condition = {field: 'hang_the', operator, value: 'vang'};
    const value = filterValue(role.filter, [condition]);
    assert.deepEqual(value, {hang_the: `${operator}|vang`});
    assert.equal(
      query(model, {query: {custom_fields: value!}}),
      `custom_fields[hang_the]=${encodeURIComponent(`${operator}|vang`)}`,
    );
    assert.deepEqual(conditionsOf(role.filter, value), [condition]);
  }
  assert.ok(
    model.parameters.some((p) => p.name === 'page'),
    '4.0 pages with page and limit',
  );
});

test("bodies: custom fields keep each version's shape (an object keyed by field name or code), empty parts drop out", () => {
  for (const [version, id] of [
    ['6.0', 'create_account'],
    ['6.1', 'create_account'],
    ['4.0', 'create_account'],
  ] as const) {
    const model = modelOf(version, id);
    assert.ok(model.body, `${version} ${id} has a body`);
    const walk = (input: Input): Input[] =>
      input.kind === 'object'
        ? input.properties.flatMap((p) => (p.name === 'custom_fields' ? [p.input] : walk(p.input)))
        : [];
    const [custom] = walk(model.body.input);
    assert.equal(custom?.kind, 'map', `${version}: custom_fields is a name → value map`);
  }
  const model = modelOf('6.0', 'create_account');
  const values = {
    body: {
      account_name: 'Công ty Hoa Mai',
      contacts: [],
      custom_fields: {field_1: 'Khách sỉ'},
      email: undefined as never,
    },
  };
  const request = builderRequest(model, values);
  assert.deepEqual(request.body, {account_name: 'Công ty Hoa Mai', custom_fields: {field_1: 'Khách sỉ'}});
  const http = httpSample(resolveSample(request, model.server));
  assert.match(
    http,
    /^POST \/api\/v6\/accounts HTTP\/1\.1\nHost: \{your-domain\}\nX-API-KEY: YOUR_API_KEY\nContent-Type: application\/json\n\n\{/,
  );
  assert.match(http, /"custom_fields": \{\n {4}"field_1": "Khách sỉ"\n {2}\}/);
  assert.deepEqual(initialValues(model), {body: {}});
});

test("validation: each problem in the reader's language, at its input", () => {
  const d = doc('6.0');
  const entry = findOperation(d, 'create_account')!;
  const model = builderModel(d, entry, '6.0');
  const validate = builderAjv().compile(requestSchema(d, entry));
  const data = {
    path: {},
    query: {},
    headers: {},
    ...cleanValues(model, {body: {email: 'not-an-email', custom_fields: {field_1: 'a'}, nope: 1}}),
  };
  assert.equal(validate(data), false);
  const run = (locale: string) => {
    setLocale(locale);
    return messages.problemsOf(validate.errors as never, () => undefined);
  };
  const en = run('en');
  const at = (problems: typeof en, pointer: string) => problems.filter((p) => p.pointer === pointer).map((p) => p.text);
  assert.deepEqual(at(en, '/body/account_name'), ['Required.']);
  assert.deepEqual(at(en, '/body/email'), ['Not an email address.']);
  assert.deepEqual(at(en, '/body'), ['Unknown field name: nope.']);
  const vi = run('vi');
  assert.deepEqual(at(vi, '/body/account_name'), ['Bắt buộc.']);
  assert.deepEqual(at(vi, '/body/email'), ['Không phải địa chỉ email.']);
  assert.deepEqual(at(vi, '/body'), ['Tên trường không tồn tại: nope.']);
  const texts = (locale: string) => {
    setLocale(locale);
    return [
      errorText({keyword: 'enum', instancePath: '/query/direction', params: {allowedValues: ['asc', 'desc']}}),
      errorText({keyword: 'format', instancePath: '/body/birthdate', params: {format: 'date'}}),
      errorText({keyword: 'enum', instancePath: '/query/fields/0', params: {allowedValues: []}}, 'acount_code'),
      errorText({keyword: 'type', instancePath: '/query/limit', params: {type: 'integer'}}),
    ];
  };
  assert.deepEqual(texts('en'), [
    'Must be one of asc, desc.',
    'Not a date: write it as YYYY-MM-DD, such as 2025-03-01.',
    'Unknown field name: acount_code.',
    'Must be a whole number.',
  ]);
  assert.deepEqual(texts('vi'), [
    'Phải là một trong các giá trị asc, desc.',
    'Không phải ngày: hãy viết dạng YYYY-MM-DD, ví dụ 2025-03-01.',
    'Tên trường không tồn tại: acount_code.',
    'Phải là số nguyên.',
  ]);
  setLocale('en');
});

test('6.1: a fields name the records do not have is an unknown field name', () => {
  const d = doc('6.1');
  const entry = findOperation(d, 'list_accounts')!;
  const validate = builderAjv().compile(requestSchema(d, entry));
  assert.equal(validate({path: {}, query: {fields: ['account_code', 'acount_name']}, headers: {}}), false);
  setLocale('en');
  const problems = messages.problemsOf(validate.errors as never, () => 'acount_name');
  assert.deepEqual(problems, [{pointer: '/query/fields/1', text: 'Unknown field name: acount_name.'}]);
});

test('URL state: the values survive the hash round trip; other operations and junk are ignored', () => {
  const values = {
    query: {
      fields: ['account_code'],
      filtering: {'created_at:between': ['2025-03-01 00:00:00', '2025-03-31 23:59:59']},
    },
    body: {note: 'a&b #1 = "x"'},
  };
  const hash = stateHash('list_accounts', values);
  assert.match(hash, /^#request=list_accounts:/);
  assert.deepEqual(valuesFromHash(hash, 'list_accounts'), values);
  assert.equal(valuesFromHash(hash, 'create_account'), undefined);
  assert.equal(valuesFromHash('#request=list_accounts:%7Bnot json', 'list_accounts'), undefined);
  assert.equal(
    valuesFromHash('#request=list_accounts:%7B%22apiKey%22%3A1%7D', 'list_accounts'),
    undefined,
    'only path, query, headers, body',
  );
  assert.equal(valuesFromHash('#parameters', 'list_accounts'), undefined);
});

test('the cURL of a composed 6.1 list request', () => {
  const model = modelOf('6.1', 'list_accounts');
  const request = builderRequest(model, {
    query: {fields: ['account_code'], filtering: {'relation_id:eq': 2}, limit: 50},
  });
  assert.equal(
    curlSample(resolveSample(request, 'https://acme.crm.example')),
    "curl --globoff --request GET 'https://acme.crm.example/api/v6.1/accounts?fields=account_code&filtering[relation_id:eq]=2&limit=50' \\\n  --header 'X-API-KEY: YOUR_API_KEY'",
  );
});

test('every operation of every version has a request builder that accepts its documented example', () => {
  for (const version of ['4.0', '6.0', '6.1'])
    assert.deepEqual(checkBuilders(doc(version, 'vi'), version), [], version);
});

/** Every input of a model: parameters (filter operators' value inputs too) and the body, nested ones included. */
function inputsOf(model: BuilderModel): Input[] {
  const walk = (input: Input): Input[] => [
    input,
    ...(input.kind === 'object' ? input.properties.flatMap((p) => walk(p.input)) : []),
    ...(input.kind === 'array' ? walk(input.items) : []),
    ...(input.kind === 'map' ? walk(input.values) : []),
  ];
  return [
    ...model.parameters.flatMap((p) => [
      ...walk(p.input),
      ...(p.role?.kind === 'filter' && p.role.filter.syntax === 'key'
        ? p.role.filter.fields.flatMap((f) => f.operators.flatMap((o) => walk(o.input)))
        : []),
    ]),
    ...(model.body ? walk(model.body.input) : []),
  ];
}

const allModels = () =>
  ['4.0', '6.0', '6.1'].flatMap((version) => {
    const d = doc(version);
    return operations(d).map((entry) => builderModel(d, entry, version));
  });

test('the form starts from the documented example (the plugin ships it in the model), not from an empty form', () => {
  const d = doc('6.1');
  const entry = findOperation(d, 'list_accounts')!;
  const example = exampleValues(d, entry);
  assert.ok(example.query?.fields, 'the list example has fields');
  const source = builderModule(builderAjv(), d, entry, '6.1', example);
  const model = JSON.parse(/export const model = (.*);\n$/.exec(source)![1]) as BuilderModel;
  assert.deepEqual(model.example, example);
  assert.deepEqual(initialValues(model), example);
  const validate = builderAjv().compile(requestSchema(d, entry));
  assert.equal(validate({path: {}, query: {}, headers: {}, ...cleanValues(model, initialValues(model))}), true);
});

test('every value pattern of the three versions has words (a shape and an example): no error shows a regex', () => {
  const patterns = new Set(
    allModels().flatMap((m) => inputsOf(m).flatMap((i) => (i.kind === 'scalar' && i.pattern ? [i.pattern] : []))),
  );
  assert.ok(patterns.size > 0);
  for (const pattern of patterns) {
    assert.ok(
      patternShape(pattern),
      `PATTERN_SHAPES (api/lib/browser-safe/builder-model.ts) has no words for ${pattern}`,
    );
    for (const locale of ['en', 'vi']) {
      setLocale(locale);
      const text = errorText({keyword: 'pattern', instancePath: '/x', params: {pattern}});
      assert.ok(!text.includes(pattern) && !/\\d|\^|\$/.test(text), `${locale}: ${text}`);
    }
  }
  setLocale('en');
  assert.equal(
    errorText({
      keyword: 'pattern',
      instancePath: '/query/filtering/created_at:gte',
      params: {pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$'},
    }),
    'Write it as YYYY-MM-DD hh:mm:ss, such as 2025-03-01 08:30:00.',
  );
  setLocale('vi');
  assert.equal(
    errorText({keyword: 'pattern', instancePath: '/x', params: {pattern: '^\\d{2}/\\d{2}/\\d{4}$'}}),
    'Hãy viết dạng DD/MM/YYYY, ví dụ 01/03/2025.',
  );
  assert.equal(
    errorText({keyword: 'pattern', instancePath: '/x', params: {pattern: '^[a-z]+$'}}),
    'Giá trị không đúng dạng mà trường này nhận.',
  );
  setLocale('en');
});

test('a range (between, not_between) takes exactly two values in every version; a missing one is an error, never dropped silently', () => {
  let ranges = 0;
  for (const model of allModels()) {
    for (const p of model.parameters) {
      if (p.role?.kind !== 'filter' || p.role.filter.syntax !== 'key') continue;
      for (const f of p.role.filter.fields)
        for (const o of f.operators.filter((x) => x.operator.endsWith('between'))) {
          ranges += 1;
          assert.equal(fixedLength(o.input), 2, `${model.version} ${model.id} ${f.name}:${o.operator}`);
        }
    }
  }
  assert.ok(ranges > 10, `ranges found: ${ranges}`);

  const model = modelOf('6.1', 'list_accounts');
  const role = parameter(model, 'filtering').role;
  assert.ok(role?.kind === 'filter');
  const filter: Filter = role.filter;
  const gap = (condition: Condition) => conditionGap(filter, condition);
  assert.deepEqual(gap({field: '', operator: '', value: undefined}), {kind: 'field'});
  assert.deepEqual(gap({field: 'relation_id', operator: 'eq', value: undefined}), {kind: 'value'});
  assert.deepEqual(gap({field: 'relation_id', operator: 'in', value: ['']}), {kind: 'value'});
  assert.deepEqual(gap({field: 'created_at', operator: 'between', value: undefined}), {kind: 'values', count: 2});
  assert.deepEqual(gap({field: 'created_at', operator: 'between', value: ['2025-03-01 00:00:00', '']}), {
    kind: 'values',
    count: 2,
  });
  const whole: Condition = {
    field: 'created_at',
    operator: 'between',
    value: ['2025-03-01 00:00:00', '2025-03-31 23:59:59'],
  };
  assert.equal(gap(whole), undefined);
  assert.equal(gap({field: 'relation_id', operator: 'eq', value: 2}), undefined);
  // An incomplete condition never reaches the request: it is left out, and the builder shows its gap instead.
  assert.equal(
    filterValue(filter, [{field: 'created_at', operator: 'between', value: ['2025-03-01 00:00:00', '']}]),
    undefined,
  );
  assert.equal(
    query(model, {query: {filtering: filterValue(filter, [whole])!}}),
    'filtering[created_at:between][]=2025-03-01%2000:00:00&filtering[created_at:between][]=2025-03-31%2023:59:59',
  );
  setLocale('en');
  assert.equal(
    messages.gapText({kind: 'values', count: 2}),
    'Enter both values, the start and the end of the range, or remove this condition.',
  );
  setLocale('vi');
  assert.equal(messages.gapText({kind: 'field'}), 'Hãy chọn một trường, hoặc xóa điều kiện này.');
  setLocale('en');
});

test('operators read as words with the token beside, in both locales, for every operator of every version', () => {
  setLocale('en');
  assert.equal(messages.operatorLabel('gte'), 'at least (gte)');
  assert.equal(messages.operatorLabel('lte'), 'at most (lte)');
  assert.equal(messages.operatorLabel('between'), 'between', 'words that are the token are not said twice');
  assert.equal(messages.operatorLabel('not_between'), 'not between (not_between)');
  assert.equal(messages.operatorLabel('in'), 'one of (in)');
  assert.equal(messages.operatorLabel('>='), 'at least (>=)');
  assert.equal(messages.operatorLabel(''), '(no operator)');
  setLocale('vi');
  assert.equal(messages.operatorLabel('gte'), 'lớn hơn hoặc bằng (gte)');
  setLocale('en');
  const tokens = new Set(
    allModels().flatMap((m) =>
      m.parameters.flatMap((p) =>
        p.role?.kind !== 'filter'
          ? []
          : p.role.filter.syntax === 'value'
            ? p.role.filter.operators
            : p.role.filter.fields.flatMap((f) => f.operators.map((o) => o.operator)),
      ),
    ),
  );
  for (const token of tokens) {
    setLocale('vi');
    assert.notEqual(messages.operatorLabel(token), token, `operator "${token}" has no words (messages.ts)`);
  }
  setLocale('en');
});

test('Send: the mock address is an origin; plain http only to this computer (mixed content, the CSP)', () => {
  assert.deepEqual(checkAddress(' http://127.0.0.1:4010 '), {ok: true, origin: 'http://127.0.0.1:4010'});
  assert.deepEqual(checkAddress('http://localhost:4010/'), {ok: true, origin: 'http://localhost:4010'});
  assert.deepEqual(checkAddress('https://mock.acme.example'), {ok: true, origin: 'https://mock.acme.example'});
  assert.deepEqual(checkAddress(''), {ok: false, problem: 'empty'});
  assert.deepEqual(checkAddress('127.0.0.1:4010'), {ok: false, problem: 'url'});
  assert.deepEqual(checkAddress('ftp://127.0.0.1'), {ok: false, problem: 'url'});
  assert.deepEqual(checkAddress('http://127.0.0.1:4010/api/v6.1'), {ok: false, problem: 'path'});
  assert.deepEqual(checkAddress('http://192.168.1.20:4010'), {ok: false, problem: 'insecure'});
});

test('Send: status, readable headers, the body (JSON indented) and the time; nothing listening, a blocked answer and a timeout each said apart', async () => {
  const seen: {method?: string; url?: string; key?: string; cookie?: string; body: string}[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      seen.push({
        method: req.method,
        url: req.url,
        key: req.headers['x-api-key'] as string,
        cookie: req.headers.cookie,
        body,
      });
      if (req.url?.startsWith('/slow')) return; // never answers
      res.writeHead(201, 'Created', {'Content-Type': 'application/json', 'X-Request-Id': 'r-1'});
      res.end('{"id":7,"name":"Hoa Mai"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const model = modelOf('6.1', 'create_account');
    const request = builderRequest(model, {body: {account_name: 'Hoa Mai'}});
    const sample = resolveSample(request, origin);
    const sent = {
      ...sample,
      headers: sample.headers.map(([k, v]): [string, string] => [k, v.replace('YOUR_API_KEY', 'k-123')]),
    };
    const result = await sendSample(sent);
    assert.equal(result.kind, 'response');
    if (result.kind !== 'response') return;
    assert.equal(result.status, 201);
    assert.equal(result.statusText, 'Created');
    assert.deepEqual(
      result.headers.filter(([k]) => k === 'content-type' || k === 'x-request-id'),
      [
        ['content-type', 'application/json'],
        ['x-request-id', 'r-1'],
      ],
    );
    assert.equal(result.body, '{\n  "id": 7,\n  "name": "Hoa Mai"\n}');
    assert.ok(result.ms >= 0 && Number.isInteger(result.ms));
    assert.deepEqual(seen[0], {
      method: 'POST',
      url: '/api/v6.1/account',
      key: 'k-123',
      cookie: undefined,
      body: JSON.stringify({account_name: 'Hoa Mai'}),
    });

    const closed = await new Promise<number>((resolve) => {
      const probe = http.createServer().listen(0, '127.0.0.1', () => {
        const {port} = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const nothing = await sendSample({...sample, url: `http://127.0.0.1:${closed}/api/v6.1/accounts`});
    assert.deepEqual(
      {...nothing, ms: 0},
      {kind: 'failed', reason: 'unreachable', origin: `http://127.0.0.1:${closed}`, ms: 0},
    );

    // A browser rejects a CORS request whose answer it may not read, while the no-cors look at the root arrives.
    const corsOnly: typeof fetch = (input, init) =>
      init?.mode === 'no-cors' ? fetch(input, init) : Promise.reject(new TypeError('Failed to fetch'));
    const blocked = await sendSample(sample, {fetch: corsOnly});
    assert.equal(blocked.kind === 'failed' && blocked.reason, 'blocked');

    const slow = await sendSample({...sample, url: `${origin}/slow`}, {timeoutMs: 300});
    assert.equal(slow.kind === 'failed' && slow.reason, 'timeout');
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});
