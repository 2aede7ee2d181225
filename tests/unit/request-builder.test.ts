/**
 * The request builder's engine: every filter operator of each version written
 * in that version's syntax, bodies with custom fields, the validation messages
 * in both locales, the URL state round trip, and a builder for every operation.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {localizedApi} from '../../api/lib/cache';
import {builderAjv, builderModel, requestSchema} from '../../api/lib/builder';
import {
  builderRequest,
  cleanValues,
  initialValues,
  type BuilderModel,
  type Input,
  type ParameterModel,
} from '../../api/lib/builder-model';
import {conditionsOf, filterValue, stateHash, valuesFromHash, type Condition} from '../../api/lib/builder-state';
import {checkBuilders} from '../../api/lib/check-builders';
import {findOperation, type OpenApiDocument} from '../../api/lib/openapi';
import {curlSample, httpSample, resolveSample} from '../../api/lib/samples';
import {queryString} from '../../api/lib/request';
import {installTranslateStub, setLocale} from '../support/translate-stub';

installTranslateStub();
type Messages = typeof import('../../src/components/ApiRequestBuilder/messages');
// Loaded after the stub is installed, so its `@docusaurus/Translate` import resolves to the stub.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const messages = require('../../src/components/ApiRequestBuilder/messages') as Messages;

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

/** The operators of a version's shared filter parameter, read from its source. */
function sharedOperators(d: OpenApiDocument, name: string): string[] {
  const schema = d.components?.parameters?.[name]?.schema as {
    propertyNames?: {pattern: string};
    additionalProperties?: {pattern: string};
  };
  const pattern = schema.propertyNames?.pattern ?? schema.additionalProperties?.pattern ?? '';
  return (/\(([^()]+)\)/.exec(pattern)?.[1] ?? '').split('|');
}

const query = (model: BuilderModel, values: Parameters<typeof builderRequest>[1]) =>
  queryString(builderRequest(model, values).query);

for (const version of ['6.0', '6.1']) {
  test(`${version}: every filter operator is written filtering[field:operator]=value`, () => {
    const operators = sharedOperators(doc(version), 'filtering');
    assert.deepEqual(operators, [
      'eq',
      'is',
      'in',
      'not_in',
      'contains',
      'between',
      'not_between',
      'gt',
      'gte',
      'lt',
      'lte',
    ]);
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
      messages.errorText({keyword: 'enum', instancePath: '/query/direction', params: {allowedValues: ['asc', 'desc']}}),
      messages.errorText({keyword: 'format', instancePath: '/body/birthdate', params: {format: 'date'}}),
      messages.errorText(
        {keyword: 'enum', instancePath: '/query/fields/0', params: {allowedValues: []}},
        'acount_code',
      ),
      messages.errorText({keyword: 'type', instancePath: '/query/limit', params: {type: 'integer'}}),
    ];
  };
  assert.deepEqual(texts('en'), [
    'Must be one of asc, desc.',
    'Not a date: write it as YYYY-MM-DD.',
    'Unknown field name: acount_code.',
    'Must be a whole number.',
  ]);
  assert.deepEqual(texts('vi'), [
    'Phải là một trong các giá trị asc, desc.',
    'Không phải ngày: hãy viết dạng YYYY-MM-DD.',
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
