/**
 * Serving policy, discovery: every HTML response names the locale's llms.txt
 * in a `Link` header (rel="llms-txt"), the not-found pages included; other
 * files, and a doc URL answered with its Markdown twin, carry none. The MCP
 * server card is served from /.well-known/, the only dot folder served. Runs
 * against the preview server, nginx and Cloudflare's local runtime
 * (tests/support/policy-http.ts, with its named exceptions).
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {eachServer, excused} from '../support/policy-http';
import {
  LLMS_LINK,
  LLMS_LINK_NOT_FOUND,
  LLMS_LINK_PAGES,
  NO_LLMS_LINK_PATHS,
  REFERENCE,
  SERVER_CARD,
  SERVER_CARD_TOOLS,
  firstAsset,
} from '../support/policy';

eachServer(({get, head, target}) => {
  describe('Link: </llms.txt>; rel="llms-txt"', () => {
    test('pages name their locale’s llms.txt', async () => {
      for (const [p, locale] of LLMS_LINK_PAGES) {
        const res = await get(p);
        assert.equal(res.status, 200, p);
        assert.equal(res.headers.link, LLMS_LINK[locale], p);
        assert.equal((await head(p)).headers.link, LLMS_LINK[locale], `HEAD ${p}`);
      }
    });

    test('the not-found pages too, in their locale', async () => {
      for (const [p, locale] of LLMS_LINK_NOT_FOUND) {
        if (excused(target, 'not-found-link', p)) continue;
        const res = await get(p, {'Accept-Encoding': 'br, gzip'});
        assert.equal(res.status, 404, p);
        assert.equal(res.headers.link, LLMS_LINK[locale], p);
      }
    });

    test('no other file carries it, nor a doc URL answered with its Markdown twin', async () => {
      const html = (await get('/')).text();
      const asset = firstAsset(html, /\/assets\/js\/main\.[^/]+\.js$/);
      for (const p of [...NO_LLMS_LINK_PATHS, asset, `${REFERENCE}.md`]) {
        const res = await get(p);
        assert.equal(res.status, 200, p);
        if (!excused(target, 'twin-link', p)) assert.equal(res.headers.link, undefined, p);
      }
      if (excused(target, 'negotiation')) return;
      const twin = await get(REFERENCE, {Accept: 'text/markdown'});
      assert.match(String(twin.headers['content-type']), /^text\/markdown/);
      assert.equal(twin.headers.link, undefined, 'the negotiated twin');
    });
  });

  describe('the MCP server card', () => {
    test(`${SERVER_CARD}: JSON with the server's name, its command and its tools`, async () => {
      const res = await get(SERVER_CARD);
      assert.equal(res.status, 200);
      assert.match(String(res.headers['content-type']), /^application\/json/);
      const card = JSON.parse(res.text()) as {
        serverInfo: {name: string};
        transport: {type: string; command: string; args: string[]};
        tools: {name: string}[];
      };
      assert.equal(card.serverInfo.name, 'crm-api-docs');
      assert.equal(card.transport.type, 'stdio');
      assert.ok(card.transport.command && card.transport.args.includes('--site'), JSON.stringify(card.transport));
      assert.deepEqual(card.tools.map((t) => t.name).sort(), SERVER_CARD_TOOLS);
    });

    test('other dot paths stay hidden', async () => {
      for (const p of [
        '/.well-known/nope',
        '/.headers/security-headers.json',
        '/.well-known/../.headers/security-headers.json',
      ]) {
        if (excused(target, 'dot-files', p)) continue;
        const {status} = await get(p);
        assert.ok(status === 404 || status === 400, `${p}: ${status}`);
      }
    });
  });
});
