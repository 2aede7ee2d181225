/**
 * The rules of the prose check, one unit (paragraph, list item, table row,
 * heading, code block) at a time: API paths (prose-paths.ts), `filtering[…]`
 * keys, backticked API names, and JSON blocks (prose-json.ts). A unit that
 * names another version (its number, or the page is a what-changed page
 * against it) may use that version's names too: pages compare versions.
 */
import {splitFilterKey} from '../model/conventions';
import {saysNotDocumented, unitClaims} from '../evidence/claims';
import type {OperationEntry} from '../browser-safe/openapi';
import {jsonBlockProblems} from './prose-json';
import {
  closest,
  describeOperation,
  filterAccepts,
  filterFields,
  filterOperators,
  OPERATORS,
  type FilterSet,
  type Found,
  type ProseModel,
  type ProseProblem,
} from './prose-model';
import {locateToken, type Piece, type ProsePage, type Unit} from '../pages/prose-parse';
import {pathMentions, twinPaths, type PathMention} from './prose-paths';

export type PageContext = {
  /** The page (or partial) file, relative to the site directory. */
  file: string;
  page: ProsePage;
  /** The version the page belongs to (a partial: the version of the pages that include it). */
  model: ProseModel;
  /** Every version, for paths with another version's prefix. */
  models: readonly ProseModel[];
  /** Versions the whole page compares with (`<ApiChanges from="…">`). */
  compared: readonly string[];
};

const FILTER = /filtering\[([^\]\n]*)\]/g;
const NAME = /^[a-z0-9_]+(?:\[\])?(?:\.[a-z0-9_]+(?:\[\])?)*$/;
/** Words that stand for any field or operator in `filtering[field:operator]`. */
const PLACEHOLDERS = new Set(['field', 'fields', 'operator', 'op', '...', '…']);

const isPlaceholderWord = (word: string, pattern: RegExp) => !pattern.test(word) || PLACEHOLDERS.has(word);

function mentionsVersion(text: string, version: string): boolean {
  return new RegExp(`(?<![\\w.])${version.replace(/\./g, '\\.')}(?![\\w]|\\.\\d)`).test(text);
}

const snakeNames = new WeakMap<ProseModel, string[]>();
function snakeNamesOf(model: ProseModel): string[] {
  const cached = snakeNames.get(model) ?? [...model.names].filter((n) => /^[a-z0-9_]+$/.test(n) && n.includes('_'));
  snakeNames.set(model, cached);
  return cached;
}

/** The filter sets a `filtering[…]` key is read against, and how to name them in a message. */
type Scope = {sets: FilterSet[]; name: string};

function filterScope(
  ctx: PageContext,
  context: readonly ProseModel[],
  endpoints: OperationEntry[],
  around?: PathMention,
): Scope | {problem: string} {
  const setsOf = (model: ProseModel, entries: readonly OperationEntry[]) =>
    model.filters.filter((s) => entries.some((e) => e.path === s.entry.path && e.method === s.entry.method));
  if (around?.model && around.operations.length > 0) {
    const sets = setsOf(around.model, around.operations);
    const name = around.operations.map(describeOperation).join(', ');
    return sets.length > 0 ? {sets, name} : {problem: `${name} takes no filtering parameter`};
  }
  const named = setsOf(ctx.model, endpoints);
  if (named.length > 0)
    return {sets: named, name: [...new Set(named.map((s) => describeOperation(s.entry)))].join(', ')};
  const sets = context.flatMap((m) => m.filters);
  if (sets.length === 0) return {problem: `API ${ctx.model.version} has no filtering parameter`};
  return {sets, name: `API ${context.map((m) => m.version).join(' or ')}`};
}

function filterProblem(
  key: string,
  scope: Scope,
  model: ProseModel,
): {message: string; suggestions: string[]} | undefined {
  const hasOperator = key.includes(':');
  const {field, operator} = hasOperator ? splitFilterKey(key) : {field: key, operator: ''};
  const anyField = isPlaceholderWord(field, /^[a-z0-9_]+$/);
  const anyOperator = hasOperator && isPlaceholderWord(operator, /^[a-z_]+$/);
  if (anyField && anyOperator) return undefined;
  const wanted = anyOperator ? undefined : operator;
  if (scope.sets.some((s) => filterAccepts(s, anyField ? '' : field, wanted, model.names))) return undefined;
  const keysOf = (f: string) =>
    [...new Set(scope.sets.flatMap((s) => filterOperators(s, f, model.names)))].map((o) => (o ? `${f}:${o}` : f));
  const fields = [...new Set(scope.sets.flatMap((s) => filterFields(s, model.names)))];
  if (!anyField && !fields.includes(field)) {
    const keys = closest(field, fields).map((f) => {
      const accepted = keysOf(f);
      return accepted.find((k) => k === `${f}:${operator}`) ?? accepted[0];
    });
    return {message: `${field} is no filter field of ${scope.name}`, suggestions: keys.map((k) => `filtering[${k}]`)};
  }
  if (anyField) {
    const operators = [...new Set(scope.sets.flatMap((s) => s.keys.map((k) => k.operator)))].filter(Boolean);
    return hasOperator
      ? {
          message: `no filter of ${scope.name} takes the operator ${operator}`,
          suggestions: closest(operator, operators),
        }
      : {message: `a filtering key without an operator is accepted by no operation of ${scope.name}`, suggestions: []};
  }
  const accepted = keysOf(field);
  return {
    message: hasOperator
      ? `${scope.name} accepts ${field} only as ${accepted.join(', ')}, not with ${operator}`
      : `filtering[${field}] has no operator; ${scope.name} accepts ${accepted.join(', ')}`,
    suggestions: accepted.slice(0, 3).map((k) => `filtering[${k}]`),
  };
}

function filterFindings(
  ctx: PageContext,
  unit: Unit,
  context: readonly ProseModel[],
  mentions: readonly PathMention[],
  endpoints: OperationEntry[],
): Found[] {
  return unit.pieces.flatMap((piece) =>
    [...piece.value.matchAll(FILTER)].flatMap((m): Found[] => {
      const around = mentions.find(
        (p) => p.piece === piece && m.index >= p.index && m.index < p.index + p.length && !p.problem,
      );
      const scope = filterScope(ctx, context, endpoints, around);
      const found =
        'problem' in scope ? {message: scope.problem, suggestions: []} : filterProblem(m[1], scope, ctx.model);
      return found ? [{piece, token: m[0], kind: 'filter', ...found}] : [];
    }),
  );
}

/**
 * The names a page's own sample code defines or uses as code: functions it
 * calls or defines (`hash_equals(`), variables it assigns or dereferences
 * (`page.has_more`, `$secret =`), never a quoted key or a member it sets.
 */
function codeIdentifiers(page: ProsePage): Set<string> {
  const code = page.units.flatMap((u) =>
    u.pieces.filter((p) => (p.kind === 'code' && p.lang !== 'json') || p.kind === 'inline'),
  );
  const patterns = [/(?<![\w$.'"])\$?([A-Za-z_]\w*)\s*(?:=(?!=)|\.(?=[A-Za-z_]))/g, /(?<![\w$'"])([A-Za-z_]\w*)\s*\(/g];
  return new Set(code.flatMap((p) => patterns.flatMap((pattern) => [...p.value.matchAll(pattern)].map((m) => m[1]))));
}

/** A file name (`claude_desktop_config.json`) is no API name. */
const FILE_NAME = /\.(json|ya?ml|md|mdx|txt|js|mjs|ts|py|php|sh|env|csv|xml|html)$/;

function nameFindings(ctx: PageContext, unit: Unit, context: readonly ProseModel[], own: Set<string>): Found[] {
  const known = (segment: string) =>
    own.has(segment) ||
    context.some((m) =>
      segment.endsWith('_') ? [...m.names].some((n) => n.startsWith(segment)) : m.names.has(segment),
    );
  return unit.pieces
    .filter((piece) => piece.kind === 'inline')
    .flatMap((piece): Found[] => {
      const token = piece.value.trim();
      if (OPERATORS.includes(token) && ctx.model.filters.length > 0 && !context.some((m) => m.names.has(token))) {
        const operators = OPERATORS.filter((o) => ctx.model.names.has(o));
        const message = `${token} is no filter operator of API ${ctx.model.version}, which has ${operators.join(', ')}`;
        return [{piece, token, kind: 'filter', message, suggestions: closest(token, operators)}];
      }
      if (!NAME.test(token) || !token.includes('_') || !/[a-z]/.test(token) || FILE_NAME.test(token)) return [];
      const unknown = token
        .split('.')
        .map((segment) => segment.replace('[]', ''))
        .find((segment, i) => (i > 0 || segment.includes('_')) && !known(segment));
      if (unknown === undefined) return [];
      return [
        {
          piece,
          token,
          kind: 'name',
          message: `${unknown} is no parameter, property, enum value or operationId of API ${ctx.model.version}`,
          suggestions: closest(unknown, snakeNamesOf(ctx.model)),
        },
      ];
    });
}

/** Whether a path of another version is named where versions are compared (see pathFindings). */
function comparing(ctx: PageContext, mentions: readonly PathMention[], compared: readonly ProseModel[]) {
  const ownPath = mentions.some((m) => m.model === ctx.model && !m.prefix && !m.problem);
  return (mention: PathMention) =>
    mention.model === undefined ||
    mention.model === ctx.model ||
    mention.prefix ||
    ownPath ||
    compared.includes(mention.model);
}

/**
 * Path problems; a path of another version is one unless the unit compares
 * versions: it names that version, also names a path of the page's version,
 * or the page is a what-changed page against it.
 */
function pathFindings(
  ctx: PageContext,
  mentions: readonly PathMention[],
  allowed: (m: PathMention) => boolean,
): Found[] {
  return mentions.flatMap((mention): Found[] => {
    const base = {piece: mention.piece, token: mention.token, kind: 'path' as const, at: mention.written};
    if (mention.problem) return [{...base, ...mention.problem}];
    const other = mention.model;
    if (!other || allowed(mention)) return [];
    const twins = twinPaths(other, ctx.model, mention.operations);
    return [
      {
        ...base,
        message: `${mention.token} is a path of API ${other.version}, not of ${ctx.model.version} (this page's version); a sentence that compares versions names the other version`,
        suggestions: [...new Set(twins)].slice(0, 3),
      },
    ];
  });
}

/** A unit's prose, inline code in backticks. */
const proseOf = (unit: Unit) =>
  unit.pieces
    .filter((p) => p.kind === 'text' || p.kind === 'inline')
    .map((p) => (p.kind === 'inline' ? `\`${p.value}\`` : p.value))
    .join('');

/**
 * Per unit, the statement of its section that says where the section's facts
 * come from: a unit of an h2 or h3 section (or of the page's lead) that says the
 * platform does not document something covers that section; one in an h2's lead
 * (before its first h3) covers its h3 sections too. One statement per section,
 * not one per sentence; a status is covered only by a statement about answers
 * (evidence/claims.ts).
 */
function sectionHedges(units: readonly Unit[]): Map<Unit, string> {
  const sectionOf = new Map<Unit, {h2: number; h3: number}>();
  const said = new Map<string, string>();
  let h2 = 0;
  let h3 = 0;
  units.forEach((unit, index) => {
    if (unit.depth !== undefined && unit.depth <= 2) [h2, h3] = [index + 1, 0];
    else if (unit.depth === 3) h3 = index + 1;
    sectionOf.set(unit, {h2, h3});
    const text = proseOf(unit);
    const key = `${h2}:${h3}`;
    if (unit.depth === undefined && saysNotDocumented(text)) said.set(key, `${said.get(key) ?? ''} ${text}`);
  });
  const hedges = new Map<Unit, string>();
  for (const unit of units) {
    const {h2: a, h3: b} = sectionOf.get(unit)!;
    const statement = [said.get(`${a}:${b}`), b ? said.get(`${a}:0`) : undefined].filter(Boolean).join(' ');
    if (statement) hedges.set(unit, statement);
  }
  return hedges;
}

/** Statements the evidence does not back (api/lib/evidence/claims.ts), on the unit's first text piece. */
function claimFindings(
  ctx: PageContext,
  unit: Unit,
  endpoints: readonly OperationEntry[],
  hedge: string | undefined,
): Found[] {
  const claims = ctx.model.claims;
  const pieces = unit.pieces.filter((p) => p.kind === 'text' || p.kind === 'inline');
  if (!claims || pieces.length === 0) return [];
  const text = pieces.map((p) => (p.kind === 'inline' ? `\`${p.value}\`` : p.value)).join('');
  const names = pieces.filter((p) => p.kind === 'inline').map((p) => p.value.trim());
  const ids = [...new Set(endpoints.map((e) => e.operation.operationId ?? ''))].filter(Boolean);
  return unitClaims(claims, text, ids, names, hedge ?? false).map((claim) => {
    const piece = pieces.find((p) => p.value.includes(claim.token)) ?? pieces[0]!;
    return {piece, token: claim.token, kind: 'claim' as const, message: claim.message, suggestions: []};
  });
}

/** Everything wrong in one unit. */
function unitFindings(ctx: PageContext, unit: Unit, own: Set<string>, hedge: string | undefined): Found[] {
  const mentions = unit.pieces.flatMap((piece) => pathMentions(piece, ctx.models));
  const prose = unit.pieces
    .filter((p) => p.kind === 'text' || p.kind === 'inline')
    .map((p) => p.value)
    .join(' ');
  const compared = ctx.models.filter(
    (m) => m !== ctx.model && (ctx.compared.includes(m.version) || mentionsVersion(prose, m.version)),
  );
  const allowed = comparing(ctx, mentions, compared);
  const others = mentions.filter((m) => m.model && m.model !== ctx.model && !m.problem && allowed(m));
  const context = [...new Set([ctx.model, ...compared, ...others.map((m) => m.model as ProseModel)])];
  const endpoints = [
    ...mentions.filter((m) => m.model === ctx.model).flatMap((m) => m.operations),
    ...unit.pieces.flatMap((p) => (p.kind === 'inline' ? [ctx.model.operationIds.get(p.value.trim())] : [])),
  ].filter((e): e is OperationEntry => e !== undefined);
  return [
    ...pathFindings(ctx, mentions, allowed),
    ...filterFindings(ctx, unit, context, mentions, endpoints),
    ...nameFindings(ctx, unit, context, own),
    ...claimFindings(ctx, unit, endpoints, hedge),
    ...unit.pieces
      .filter((p) => p.kind === 'code' && p.lang === 'json')
      .flatMap((p) => jsonBlockProblems(ctx.model, p)),
  ];
}

/** Every problem of a parsed page, placed at its line and column. */
export function pageProblems(ctx: PageContext): ProseProblem[] {
  const cursors = new Map<Piece, Map<string, number>>();
  const place = (found: Found): ProseProblem => {
    const seen = cursors.get(found.piece) ?? new Map<string, number>();
    cursors.set(found.piece, seen);
    const search = found.at ?? found.token;
    const {line, column, next} = locateToken(ctx.page, found.piece, search, seen.get(search) ?? 0);
    seen.set(search, next);
    const {piece: _piece, at: _at, ...rest} = found;
    void _piece;
    void _at;
    return {file: ctx.file, line, column, ...rest, version: ctx.model.version};
  };
  const own = codeIdentifiers(ctx.page);
  const hedges = sectionHedges(ctx.page.units);
  const problems = ctx.page.units.flatMap((unit) => unitFindings(ctx, unit, own, hedges.get(unit)).map(place));
  // A link whose text is its URL names the same path twice, at the same place.
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = `${p.line}:${p.column} ${p.token} ${p.message}`;
    return !seen.has(key) && Boolean(seen.add(key));
  });
}
