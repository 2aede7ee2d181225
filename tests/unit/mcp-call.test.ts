/**
 * The pieces of the MCP server's call_operation that need no server: the
 * command line (--api-base, --allow-writes, CRM_API_BASE), the checks of the
 * API's address, the redaction of credentials, the names of wrong values and
 * the builder's words in both locales, the retry advice read from the retries
 * partial as a page shows it, and the API key's variable (config/mcp.ts)
 * against every version's key placeholder. tests/build/mcp-call.test.ts runs
 * the tools against Prism.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {credentialEnv, mcpApi} from '../../config/mcp';
import {MOCK_ORIGIN} from '../../config/mock';
import {VERSIONS, versionRoot} from '../../config/versions';
import {localizedApi} from '../../api/lib/model/cache';
import {defaultCredentials} from '../../api/lib/browser-safe/request';
import {fillPlaceholders, partialValues} from '../../api/lib/pages/partial-values';
import {ArgsError, callsFromArgs, parseArgs} from '../../mcp/args';
import {builderTranslate} from '../../mcp/builder-words';
import {fieldName} from '../../mcp/call';
import {adviceFrom} from '../../mcp/retry-policy';
import {apiTarget} from '../../mcp/target';
import fs from 'node:fs';

const ROOT = path.resolve(__dirname, '..', '..');

test('the API key variable of config/mcp.ts is the one every version names for its key placeholder', () => {
  for (const version of VERSIONS) {
    const [key] = defaultCredentials(localizedApi(ROOT, version, 'en'));
    assert.ok(key, `API ${version} has a default credential`);
    assert.equal(credentialEnv(key.placeholder), mcpApi.keyEnv, `API ${version}: ${key.placeholder}`);
  }
});

test('--api-base and --allow-writes: parsed beside the source; the address from CRM_API_BASE when the option is absent', () => {
  assert.deepEqual(parseArgs(['--site', 'https://d.example', '--api-base', MOCK_ORIGIN, '--allow-writes']), {
    kind: 'site',
    url: 'https://d.example',
    apiBase: MOCK_ORIGIN,
    allowWrites: true,
  });
  assert.deepEqual(parseArgs([`--api-base=${MOCK_ORIGIN}`]), {kind: 'build', dir: 'build', apiBase: MOCK_ORIGIN});
  assert.throws(() => parseArgs(['--api-base']), {message: '--api-base needs a URL'});
  assert.throws(() => parseArgs(['--api-base', 'http://127.0.0.1:1', '--api-base', 'http://127.0.0.1:2']), /once/);
  const none = callsFromArgs(['./build'], {});
  assert.deepEqual(none, {allowWrites: false});
  const fromEnv = callsFromArgs(['./build'], {[mcpApi.baseEnv]: 'https://crm.example.com'});
  assert.equal(fromEnv.target?.origin, 'https://crm.example.com');
  assert.equal(fromEnv.target?.local, false);
  const option = callsFromArgs(['--api-base', MOCK_ORIGIN, '--allow-writes'], {
    [mcpApi.baseEnv]: 'https://crm.example.com',
  });
  assert.equal(option.target?.origin, MOCK_ORIGIN, 'the option wins over the variable');
  assert.equal(option.target?.local, true);
  assert.equal(option.allowWrites, true);
});

test('a bad API address is one line naming the option or the variable', () => {
  const cases: [string, RegExp][] = [
    ['crm.example.com', /^--api-base needs an address such as http:\/\/127\.0\.0\.1:4010/],
    ['ftp://crm.example.com', /^--api-base needs an http\(s\) address/],
    ['https://crm.example.com/api/v6.1', /^--api-base is the API's address without a path/],
    ['https://crm.example.com/?a=1', /without a path/],
    ['https://user:pass@crm.example.com', /takes no user name or password: the key comes from CRM_API_KEY/],
    ['http://crm.example.com', /must be https:\/\/ for a computer other than this one/],
  ];
  for (const [base, message] of cases) {
    assert.throws(
      () => callsFromArgs(['--api-base', base], {}),
      (error: unknown) => error instanceof ArgsError && message.test(error.message) && !error.message.includes('\n'),
      base,
    );
  }
  assert.throws(() => callsFromArgs([], {[mcpApi.baseEnv]: 'http://crm.example.com'}), /: CRM_API_BASE must be https/);
  for (const ok of ['https://crm.example.com/', 'http://localhost:4010', 'http://[::1]:4010'])
    assert.doesNotThrow(() => apiTarget(ok, '--api-base', {}), ok);
});

test('redact: every credential value read, in every form a text may carry it, becomes its variable name', () => {
  const key = 'k3y+with/odd"chars';
  const target = apiTarget('https://crm.example.com', '--api-base', {
    [mcpApi.keyEnv]: key,
    CRM_CALL_CENTER_SECRET: 's3cret',
    CRM_OTHER: 'x',
  });
  assert.equal(target.credential('YOUR_CALL_CENTER_SECRET'), 's3cret');
  const text = `a ${key} b ${encodeURIComponent(key)} c ${JSON.stringify(key)} d s3cret e x`;
  assert.equal(
    target.redact(text),
    'a [CRM_API_KEY] b [CRM_API_KEY] c "[CRM_API_KEY]" d [CRM_CALL_CENTER_SECRET] e x',
    'a variable never read (CRM_OTHER) is left alone',
  );
  assert.equal(target.credential('YOUR_NOTHING'), undefined);
});

test('fieldName: a JSON pointer as the request writes it', () => {
  assert.equal(fieldName('/body/contacts/0/phone'), 'body.contacts[0].phone');
  assert.equal(fieldName('/query/filtering/status:eq'), 'query.filtering[status:eq]');
  assert.equal(fieldName('/query/fields/2'), 'query.fields[2]');
  assert.equal(fieldName('/body'), 'body');
  assert.equal(fieldName(''), '');
});

test("builderTranslate: the builder panel's words, Vietnamese from i18n/vi/code.json, English its own", () => {
  const message = {id: 'api.builder.error.maximum', message: 'Must be at most {limit}.'};
  assert.equal(builderTranslate('en')(message, {limit: 100}), 'Must be at most 100.');
  const code = JSON.parse(fs.readFileSync(path.join(ROOT, 'i18n/vi/code.json'), 'utf8')) as Record<
    string,
    {message: string}
  >;
  assert.equal(builderTranslate('vi')(message, {limit: 100}), code[message.id]!.message.replace('{limit}', '100'));
  assert.notEqual(builderTranslate('vi')(message, {limit: 100}), 'Must be at most 100.');
});

test('adviceFrom: the retries partial of every version and locale gives a rule per status, the waits and the resend rows', () => {
  for (const version of VERSIONS) {
    for (const locale of ['vi', 'en'] as const) {
      const partial = fillPlaceholders(
        fs.readFileSync(path.join(ROOT, 'partials', locale, 'retries.mdx'), 'utf8'),
        partialValues(version),
      ).replace(/<\/?ForVersions[^>]*>/g, '');
      const where = `${version} ${locale}`;
      const guide = `https://docs.example${versionRoot(version)}#retries`;
      const busy = adviceFrom(partial, guide, 503, 'POST');
      assert.match(busy.rule ?? '', /^`502 [^`]*`, `503 [^`]*`, `504 [^`]*`: \S/, where);
      assert.equal(busy.wait?.length, 4, `${where}: the four waiting rules`);
      assert.match(busy.wait![0]!, /Retry-After/, where);
      assert.ok(
        (busy.resend ?? []).length >= 2 && busy.resend!.every((r) => r.includes('`POST`')),
        `${where}: ${busy.resend}`,
      );
      assert.equal(busy.guide, guide);
      assert.match(adviceFrom(partial, guide, 429, 'GET').rule ?? '', /^`429 Too Many Requests`: \S/, where);
      assert.match(adviceFrom(partial, guide, 429, 'GET').resend?.[0] ?? '', /^`GET`: \S/, where);
      assert.match(adviceFrom(partial, guide, 500, 'PUT').rule ?? '', /^`500 Internal Server Error`: \S/, where);
      assert.doesNotMatch(
        adviceFrom(partial, guide, undefined, 'GET').rule ?? '',
        /`\d{3}/,
        `${where}: no answer at all`,
      );
      assert.ok(adviceFrom(partial, guide, undefined, 'GET').rule, where);
    }
  }
  assert.deepEqual(
    adviceFrom('# A page\n\nNo rules here.\n', 'G', 503, 'GET'),
    {guide: 'G'},
    'no table: the guide alone',
  );
});
