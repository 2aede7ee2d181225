/** The reader's CRM domain: what the field accepts, and how samples are rewritten. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {checkDomain, DOMAIN_PLACEHOLDER, personalise} from '../../src/lib/apiDomain';

test('a bare domain is accepted (lower-cased, outer spaces trimmed, optional port)', () => {
  assert.deepEqual(checkDomain('acme.crm.example'), {ok: true, domain: 'acme.crm.example'});
  assert.deepEqual(checkDomain('  CRM.Acme-Shop.vn \n'), {ok: true, domain: 'crm.acme-shop.vn'});
  assert.deepEqual(checkDomain('crm.acme.vn:8443'), {ok: true, domain: 'crm.acme.vn:8443'});
});

test('spaces, a scheme, a path and non-domains are refused with the reason', () => {
  const problems = Object.fromEntries(
    [
      '',
      'acme crm.example',
      'https://acme.crm.example',
      'http://acme.crm.example',
      'acme.crm.example/api/v6.1',
      'acme.crm.example?x=1',
      'localhost',
      '-acme.example',
      'acme..example',
      'user@acme.example',
      'acme.example:99999999',
    ].map((input) => [input, (checkDomain(input) as {problem?: string}).problem]),
  );
  assert.deepEqual(problems, {
    '': 'empty',
    'acme crm.example': 'space',
    'https://acme.crm.example': 'scheme',
    'http://acme.crm.example': 'scheme',
    'acme.crm.example/api/v6.1': 'path',
    'acme.crm.example?x=1': 'path',
    localhost: 'invalid',
    '-acme.example': 'invalid',
    'acme..example': 'invalid',
    'user@acme.example': 'invalid',
    'acme.example:99999999': 'invalid',
  });
});

test('personalise replaces every host placeholder and nothing else; no domain keeps the text', () => {
  const sample = `curl 'https://${DOMAIN_PLACEHOLDER}/api/v6.1/ticket' --header 'X-API-KEY: YOUR_API_KEY'\nHost: ${DOMAIN_PLACEHOLDER}`;
  assert.equal(
    personalise(sample, 'acme.crm.example'),
    "curl 'https://acme.crm.example/api/v6.1/ticket' --header 'X-API-KEY: YOUR_API_KEY'\nHost: acme.crm.example",
  );
  assert.equal(personalise(sample, null), sample);
});
