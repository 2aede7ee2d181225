/**
 * Whether the site's URL (`brand.siteUrl`, config/brand.ts) is one readers can
 * reach. Every absolute link the build writes starts with it: the prompts of
 * the page actions, the links of the copied Markdown and the twins, llms.txt,
 * the MCP configuration and the mock command. A host reserved for examples
 * and tests (`.example`, `.test`, `.invalid`, `example.com`…), a local name
 * or an IP literal makes all of them dead ends, so `scripts/build.sh` (what
 * `npm run build`, and so a deploy, runs) stops on one with one line naming
 * the file and the setting, unless `SITE_PREVIEW=1` says the build is a
 * preview (`npm start` and `npm test` say so); a preview build with such a
 * URL still prints a warning.
 *
 *   npx tsx scripts/site-url.ts check     exit 1 on a placeholder unless SITE_PREVIEW=1
 */
import {fileURLToPath} from 'node:url';
import {brand} from '../config/brand';

/** Top-level names no public site uses: RFC 2606 and 6761, mDNS, ICANN's private-use name, home networks. */
const RESERVED_TLDS = ['example', 'test', 'invalid', 'localhost', 'local', 'internal', 'lan', 'home', 'corp'];
/** Second-level names reserved for documentation (RFC 2606). */
const RESERVED_DOMAINS = ['example.com', 'example.net', 'example.org', 'home.arpa'];

/** Why `url` is no URL a reader can reach, or undefined when it may be. */
export function placeholderReason(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'it is not a URL';
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return `its scheme is ${parsed.protocol}`;
  const host = parsed.hostname.toLowerCase().replace(/\.$/, '');
  if (host.startsWith('[') || /^\d+(\.\d+){3}$/.test(host)) return `its host ${host} is an IP address`;
  if (!host.includes('.')) return `its host ${host} is a local name`;
  const tld = host.slice(host.lastIndexOf('.') + 1);
  if (RESERVED_TLDS.includes(tld)) return `its host ends in .${tld}, a name reserved for examples, tests or local use`;
  const domain = RESERVED_DOMAINS.find((d) => host === d || host.endsWith(`.${d}`));
  if (domain) return `its host is under ${domain}, a domain reserved for documentation`;
  return undefined;
}

export type Verdict = {ok: boolean; message?: string};

/** What the build does with `url`: go on, go on with a warning (a preview), or stop with one line. */
export function siteUrlVerdict(url: string, env: NodeJS.ProcessEnv = process.env): Verdict {
  const reason = placeholderReason(url);
  if (!reason) return {ok: true};
  if (env.SITE_PREVIEW === '1') {
    return {
      ok: true,
      message:
        `WARNING: preview build: config/brand.ts sets siteUrl to ${url} (${reason}). The page actions' prompts, ` +
        'the Markdown links, llms.txt, the MCP configuration and the mock command point there: do not deploy this build.',
    };
  }
  return {
    ok: false,
    message:
      `config/brand.ts: siteUrl is ${url}, which no reader can reach (${reason}): set it to the docs site's real URL ` +
      '(https://docs.your-company.com), or run SITE_PREVIEW=1 npm run build for a preview build.',
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [command] = process.argv.slice(2);
  if (command !== 'check') {
    console.error('usage: npx tsx scripts/site-url.ts check');
    process.exit(2);
  }
  const verdict = siteUrlVerdict(brand.siteUrl);
  if (verdict.message) console.error(verdict.message);
  process.exit(verdict.ok ? 0 : 1);
}
