/**
 * The checks behind samples.test.ts are not vacuous: a request read back from
 * the wire passes the request builder's validator and matches its page exactly
 * when it is the page's request, and a dropped, renamed, retyped or added part
 * is named. No mock and no build: requests are made by hand from the sources.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {localizedApi} from '../../api/lib/model/cache';
import {findOperation} from '../../api/lib/browser-safe/openapi';
import {exampleRequests, type ExampleRequest} from '../../api/lib/browser-safe/request';
import {resolveSample} from '../../api/lib/browser-safe/samples';
import type {Arrival} from '../support/recorder';
import {expectedOf, firstDifference, requestValidator, splitTarget, valuesOf} from '../support/request-check';

const SITE_DIR = path.resolve('.');
const validate = requestValidator();

/** What the wire carries for a request, as a faithful client sends it. */
function arrivalOf(request: ExampleRequest): Arrival {
  const sample = resolveSample(request, 'http://127.0.0.1:1');
  return {
    method: sample.method,
    target: sample.target,
    headers: Object.fromEntries(sample.headers.map(([k, v]) => [k.toLowerCase(), v])),
    body: sample.body === undefined ? '' : JSON.stringify(sample.body),
    status: 200,
    responseHeaders: {},
    responseBody: '',
  };
}

function problemsOf(version: string, operationId: string, arrival: Arrival): string[] {
  const doc = localizedApi(SITE_DIR, version, 'en');
  const entry = findOperation(doc, operationId)!;
  const {problems, ...values} = valuesOf(doc, entry, arrival, ['secret']);
  return [...problems, ...validate(doc, entry, values)];
}

function firstRequest(version: string, operationId: string): ExampleRequest {
  const doc = localizedApi(SITE_DIR, version, 'en');
  return exampleRequests(doc, findOperation(doc, operationId)!)[0];
}

test('a page request read back from the wire is valid and matches its page', () => {
  for (const [version, id] of [
    ['6.1', 'list_accounts'],
    ['6.1', 'call_center_inbound_call'],
    ['6.1', 'create_account'],
    ['6.0', 'list_purchase_orders'],
    ['4.0', 'list_products'],
  ] as const) {
    const request = firstRequest(version, id);
    const arrival = arrivalOf(request);
    assert.deepEqual(problemsOf(version, id, arrival), [], `${version} ${id}`);
    assert.equal(firstDifference(expectedOf(request), arrival), undefined, `${version} ${id}`);
  }
});

test('deepObject lists and comma lists are read back typed', () => {
  const doc = localizedApi(SITE_DIR, '6.1', 'en');
  const entry = findOperation(doc, 'list_accounts')!;
  const arrival = {
    ...arrivalOf(firstRequest('6.1', 'list_accounts')),
    target:
      '/api/v6.1/accounts?fields=id,email&filtering[id:in][]=4&filtering[id:in][]=5&filtering[created_at:between][]=2025-01-01%2000:00:00&filtering[created_at:between][]=2025-02-01%2000:00:00&limit=2',
  };
  const values = valuesOf(doc, entry, arrival, []);
  assert.deepEqual(values.query, {
    fields: ['id', 'email'],
    filtering: {'id:in': [4, 5], 'created_at:between': ['2025-01-01 00:00:00', '2025-02-01 00:00:00']},
    limit: 2,
  });
  assert.deepEqual(splitTarget('/a%20b+c?x=a+b&y=%5B1%5D').query, [
    ['x', 'a b'],
    ['y', '[1]'],
  ]);
});

test('the validator names a missing, misspelt, mistyped or extra part', () => {
  const base = arrivalOf(firstRequest('6.1', 'list_accounts'));
  const withTarget = (target: string) => ({...base, target});
  const between = (values: string[]) =>
    withTarget(`/api/v6.1/accounts?fields=id&${values.map((v) => `filtering[created_at:between][]=${v}`).join('&')}`);
  assert.match(problemsOf('6.1', 'list_accounts', withTarget('/api/v6.1/accounts?limit=2')).join(), /fields/);
  assert.match(problemsOf('6.1', 'list_accounts', withTarget('/api/v6.1/accounts?fields=id&limit=x')).join(), /limit/);
  assert.match(problemsOf('6.1', 'list_accounts', withTarget('/api/v6.1/accounts?fields=id&limt=2')).join(), /limt/);
  assert.match(problemsOf('6.1', 'list_accounts', withTarget('/api/v6.1/accounts?fields=nope')).join(), /fields/);
  assert.match(problemsOf('6.1', 'list_accounts', between(['2025-01-01%2000:00:00'])).join(), /fewer than 2/);
  const inbound = arrivalOf(firstRequest('6.1', 'call_center_inbound_call'));
  assert.match(
    problemsOf('6.1', 'call_center_inbound_call', {
      ...inbound,
      target: inbound.target.replace(/&extension\[\]=[^&]*/g, ''),
    }).join(),
    /extension\[\]/,
  );
  const create = arrivalOf(firstRequest('6.1', 'create_account'));
  const body = JSON.parse(create.body) as Record<string, unknown>;
  assert.match(
    problemsOf('6.1', 'create_account', {...create, body: JSON.stringify({...body, acount_name: 'x'})}).join(),
    /acount_name/,
  );
  assert.match(problemsOf('6.1', 'create_account', {...create, body: '{"account_name":'}).join(), /not JSON/);
});

test('the comparison with the page names the first difference', () => {
  const request = firstRequest('6.1', 'list_accounts');
  const arrival = arrivalOf(request);
  const expected = expectedOf(request);
  assert.match(firstDifference(expected, {...arrival, method: 'POST'}) ?? '', /^method: expected GET, got POST/);
  assert.match(
    firstDifference(expected, {...arrival, target: arrival.target.split('?')[0]}) ?? '',
    /^query pair 1: expected fields=/,
  );
  assert.match(
    firstDifference(expected, {...arrival, headers: {}}) ?? '',
    /^header X-API-KEY: expected "YOUR_API_KEY", got none/,
  );
  const create = firstRequest('6.1', 'create_account');
  const created = arrivalOf(create);
  assert.match(
    firstDifference(expectedOf(create), {...created, body: created.body.replace(/"KH/, '"XX')}) ?? '',
    /^body \/[a-z_]+: expected "KH/,
  );
  assert.match(firstDifference(expectedOf(create), {...created, body: ''}) ?? '', /^body: expected JSON, got no body/);
});
