/**
 * Where call_operation sends requests: one origin, given at start
 * (`--api-base`, else $CRM_API_BASE), and nothing else. An address with a
 * path, a query, a user name or a password is refused, and so is plain
 * http:// to another computer (the key would travel in clear); http:// to
 * this computer is the mock (or a server of the reader's own). The
 * credentials come from the environment (CRM_API_KEY, CRM_<NAME> for a
 * credential whose placeholder is YOUR_<NAME>); every value the server reads
 * is remembered so that no answer, log line or error ever shows it.
 */
import {credentialEnv, mcpApi} from '../config/mcp';
import {MOCK_ORIGIN} from '../config/mock';
import {brand} from '../config/brand';
import {ArgsError} from './errors';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

export type ApiTarget = {
  /** The one origin requests go to: `https://crm.example.com`, `http://127.0.0.1:4010`. */
  origin: string;
  /** On this computer (http:// allowed; a missing credential is sent as its placeholder, which the mock accepts). */
  local: boolean;
  /** The value of a credential from the environment, by its placeholder (remembered for redaction). */
  credential: (placeholder: string) => string | undefined;
  /** The text with every credential value the server has read replaced by its variable's name, `[CRM_API_KEY]`. */
  redact: (text: string) => string;
};

/** Checks an address (`from`: the option or the variable that gave it, for the message) and reads credentials from `env`. */
export function apiTarget(base: string, from: string, env: NodeJS.ProcessEnv): ApiTarget {
  const example = `${MOCK_ORIGIN} (the mock server) or ${brand.apiHost.pattern} (your CRM)`;
  let url: URL;
  try {
    url = new URL(base.trim());
  } catch {
    throw new ArgsError(`${from} needs an address such as ${example}, got "${base}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new ArgsError(`${from} needs an http(s) address such as ${example}, got "${base}"`);
  if (url.username !== '' || url.password !== '')
    throw new ArgsError(`${from} takes no user name or password: the key comes from ${mcpApi.keyEnv}`);
  if (url.pathname !== '/' || url.search !== '' || url.hash !== '')
    throw new ArgsError(
      `${from} is the API's address without a path (each operation's path, /api/…, is added), such as ${example}; got "${base}"`,
    );
  const local = LOOPBACK.has(url.hostname);
  if (url.protocol === 'http:' && !local)
    throw new ArgsError(
      `${from} must be https:// for a computer other than this one (the API key would travel in clear), got "${base}"`,
    );
  /** Every credential value read so far, with its variable's name; the longest first (one may hold another). */
  const read = new Map<string, string>();
  const remember = (name: string) => {
    const value = env[name];
    if (value) read.set(value, name);
    return value || undefined;
  };
  remember(mcpApi.keyEnv);
  return {
    origin: url.origin,
    local,
    credential: (placeholder) => remember(credentialEnv(placeholder)),
    redact(text) {
      let out = text;
      for (const [value, name] of [...read].sort(([a], [b]) => b.length - a.length)) {
        for (const form of new Set([value, encodeURIComponent(value), JSON.stringify(value).slice(1, -1)]))
          out = out.split(form).join(`[${name}]`);
      }
      return out;
    },
  };
}
