/**
 * API paths in prose and code: `/api/v6.1/…`, with or without a method, a
 * host (`https://{your-domain}`) or a query string. A path must be a path
 * template of its prefix's version (`{id}` segments match any value), with
 * that method when one is written; `…/`, `…` and a prefix followed only by
 * placeholders mention the start of paths. A path of another version is
 * allowed where the sentence compares versions (it names that version, or
 * the page is a what-changed page against it), and only if it exists there.
 */
import {matchOperations, sides, type Pair} from '../versions/match';
import type {OperationEntry} from '../browser-safe/openapi';
import {closest, isPlaceholder, matchingPaths, pathSegments, type PathTemplate, type ProseModel} from './prose-model';
import type {Piece} from '../pages/prose-parse';

const METHODS = 'GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS';
const SEGMENT = `/(?:<[^>/\\s]*>|:?[\\w{}$.…-]*)`;
const PATH = new RegExp(
  `(?:\\b(${METHODS})\\s+["'\`]?)?(?:https?://[^\\s/"'\`]+)?(/api/v\\d+(?:\\.\\d+)?)((?:${SEGMENT})*)(\\?[^\\s"'\`<>)]*)?`,
  'g',
);

export type PathMention = {
  piece: Piece;
  /** Where the whole match (method, host, path, query) starts in the piece's value, and its length. */
  index: number;
  length: number;
  /** The method (when written) and the path, without host and query: `GET /api/v6.1/accounts`. */
  token: string;
  /** The path alone, as written. */
  written: string;
  method?: string;
  /** The version whose prefix the path has (undefined: no version has it). */
  model?: ProseModel;
  /** A prefix mention: the path is only the start of paths. */
  prefix: boolean;
  /** The operations it names (empty for a prefix mention or a path that does not exist). */
  operations: OperationEntry[];
  problem?: {message: string; suggestions: string[]};
};

/** The version (of those given) whose prefix a written prefix is. */
const modelOf = (prefix: string, models: readonly ProseModel[]) => models.find((m) => m.prefix === prefix);

const display = (template: PathTemplate, method?: string) => (method ? `${method} ${template.path}` : template.path);

function closestPaths(model: ProseModel, written: string, method?: string): string[] {
  const candidates = model.paths.filter((t) => !method || t.methods.has(method));
  return closest(
    written,
    (candidates.length > 0 ? candidates : model.paths).map((t) => t.path),
  ).map((p) => (method ? `${method} ${p}` : p));
}

function evaluate(mention: PathMention, models: readonly ProseModel[]): void {
  const {model, written} = mention;
  if (!model) {
    const known = models.map((m) => `${m.prefix} (${m.version})`).join(', ');
    mention.problem = {message: `no API version has the prefix of ${written}: ${known}`, suggestions: []};
    return;
  }
  const ellipsis = /(\.\.\.|…)$/.test(written);
  const path = written.replace(/\/?(\.\.\.|…)$/, '');
  const segments = pathSegments(path);
  const rest = segments.slice(pathSegments(model.prefix).length);
  mention.prefix = ellipsis || written.endsWith('/') || rest.every(isPlaceholder);
  if (mention.prefix) {
    if (rest.every(isPlaceholder) || matchingPaths(model, segments, true).length > 0) return;
    mention.problem = {
      message: `no path of API ${model.version} starts with ${path}/`,
      suggestions: closestPaths(model, path),
    };
    return;
  }
  const templates = matchingPaths(model, segments);
  if (templates.length === 0) {
    mention.problem = {
      message: `API ${model.version} has no path ${path}`,
      suggestions: closestPaths(model, path, mention.method),
    };
    return;
  }
  const method = mention.method;
  const withMethod = method ? templates.filter((t) => t.methods.has(method)) : templates;
  if (withMethod.length === 0) {
    const has = templates.flatMap((t) => [...t.methods.keys()].map((m) => display(t, m)));
    mention.problem = {
      message: `API ${model.version} has no ${method} ${path}, only ${has.join(', ')}`,
      suggestions: [...new Set([...closestPaths(model, path, method), ...has])].slice(0, 3),
    };
    return;
  }
  mention.operations = withMethod.flatMap((t) => (method ? [t.methods.get(method)!] : [...t.methods.values()]));
}

/** The API paths a piece names, each checked against its prefix's version. */
export function pathMentions(piece: Piece, models: readonly ProseModel[]): PathMention[] {
  return [...piece.value.matchAll(PATH)].map((m) => {
    const raw = `${m[2]}${m[3]}`;
    const written = /(\.\.\.|…)$/.test(raw) ? raw : raw.replace(/\.+$/, '');
    const mention: PathMention = {
      piece,
      index: m.index,
      length: m[0].length,
      token: m[1] ? `${m[1]} ${written}` : written,
      written,
      ...(m[1] ? {method: m[1]} : {}),
      model: modelOf(m[2], models),
      prefix: false,
      operations: [],
    };
    evaluate(mention, models);
    return mention;
  });
}

const pairCache = new WeakMap<ProseModel, Map<string, Pair[]>>();

/** The page version's twins of another version's operations (by operationId, then by page; see versions/match.ts). */
export function twinPaths(from: ProseModel, to: ProseModel, entries: readonly OperationEntry[]): string[] {
  const byTarget = pairCache.get(from) ?? new Map<string, Pair[]>();
  pairCache.set(from, byTarget);
  const pairs = byTarget.get(to.version) ?? matchOperations(sides(from.doc), sides(to.doc));
  byTarget.set(to.version, pairs);
  return entries.flatMap((entry) =>
    pairs
      .filter((pair) => pair.before.entry.path === entry.path && pair.before.entry.method === entry.method)
      .map((pair) => `${pair.after.ref.method} ${pair.after.ref.path}`),
  );
}
