/**
 * A version added the README's way ("Add a version") appears in every list
 * derived from versions.json: docs options, redirects, footer, landing cards,
 * llms.txt words; and the version check names what it still lacks.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {footer} from '../../config/footer';
import {versionIntroRedirects} from '../../config/redirects';
import {VERSION_INFO, versionCards, type VersionInfo} from '../../config/version-info';
import {LAST_VERSION, VERSIONS, versionOptions} from '../../config/versions';
import {rootIntro} from '../../plugins/llms-txt/words';
import {infoProblems} from '../../scripts/check-versions';
import {tempDir} from '../support/temp-dir';

const SCRATCH = '7.0';
const versions = [SCRATCH, ...VERSIONS];
const info: Record<string, VersionInfo> = {
  ...VERSION_INFO,
  [SCRATCH]: {
    apiPrefix: '/api/v7',
    purpose: {vi: 'Dành cho CRM 7.0.', en: 'For tenants on CRM 7.0.'},
    changes: {vi: 'Thử nghiệm.', en: 'A scratch version.'},
    firstRequest: {path: '/accounts', query: 'limit=20', page: 'account/list', authentication: 'intro'},
  },
};

test('a scratch version appears in every derived list', () => {
  assert.deepEqual(versionOptions(versions, LAST_VERSION)[SCRATCH], {
    label: SCRATCH,
    path: SCRATCH,
    banner: 'none',
    badge: true,
  });
  assert.ok(versionIntroRedirects(versions).some((r) => r.from === '/docs/7.0/intro' && r.to === '/docs/7.0'));
  const links = footer(versions).links as {items: {label: string; to?: string; href?: string}[]}[];
  assert.ok(
    links[0].items.some((i) => i.to === '/docs/7.0'),
    'footer: the docs of each version',
  );
  assert.ok(
    links[2].items.some((i) => i.href?.endsWith('/downloads/api/7.0/openapi.yaml')),
    'footer: the downloads of each version',
  );
  const cards = versionCards(versions, info);
  assert.deepEqual(
    cards.map((c) => c.version),
    [LAST_VERSION, ...VERSIONS.filter((v) => v !== LAST_VERSION).reverse(), SCRATCH],
  );
  assert.equal(cards.at(-1)!.to, '/docs/7.0');
  assert.match(rootIntro('en', cards), /covers four API versions: .* and 7\.0 \(`\/api\/v7`\)\./);
  assert.match(rootIntro('vi', cards), /có bốn phiên bản API: .* và 7\.0 \(`\/api\/v7`\)\./);
});

test('the version check names the entry a listed version lacks, and an entry of an unlisted one', () => {
  const site = tempDir('scratch-version-');
  assert.deepEqual(infoProblems(site, versions), [
    'versions.json lists 7.0, but config/version-info.ts has no entry for it',
  ]);
  assert.deepEqual(infoProblems(site, versions, info), []);
  assert.deepEqual(infoProblems(site, VERSIONS, info), [
    'config/version-info.ts has an entry for 7.0, which versions.json does not list',
  ]);
});
