/**
 * Claims in words that the evidence must back: a sentence of a page, a
 * partial or a description in the sources that states
 * - an HTTP error status (`400`): the status must be published, or seen in
 *   client programs, for the endpoint the sentence names (any endpoint of the
 *   version when it names none);
 * - how a filter key compares ("since `filtering[last_sync]`", "like `eq`"):
 *   the comparison must be the key's operator, or one the public page lists
 *   for its field;
 * - a value, format or limit of a field that nothing public shows (a
 *   backticked name all of whose elements are "unpublished", with a number or
 *   a literal beside it);
 * - uniqueness, a generated code, endpoints said to require a name, and a
 *   statement about every list or endpoint (claims-kinds.ts);
 * unless the same sentence says that the platform does not document it, or
 * (`hedged`) its section does: one statement per section (h2/h3) of a page
 * says where that section's facts come from. A description of an element that
 * is itself not published needs no hedge: its mark says it. Requirements and
 * statements about a whole class must hold whatever the hedge.
 */
import type {OpenApiDocument} from '../browser-safe/openapi';
import type {ClaimsModel} from './claims-model';
import {kindClaims, type Claim} from './claims-kinds';
import {saysNotDocumented, sentences} from './claims-words';
import type {Element} from './elements';
import {leaf} from './match-names';

export {saysNotDocumented} from './claims-words';

/** Comparison words and the operators that say the same. */
const COMPARISONS: {words: RegExp; operators: string[]; says: string}[] = [
  {
    words: /\b(?:since|changed after|later than)\b|kể từ|sau thời điểm|từ thời điểm/i,
    operators: ['gte', 'gt', 'between'],
    says: '"since"',
  },
  {
    words: /\b(?:until|earlier than)\b|trước thời điểm|đến thời điểm/i,
    operators: ['lte', 'lt', 'between'],
    says: '"until"',
  },
  {
    words: /\b(?:same as|like|equals?)\s+`?eq`?|(?:như|giống|bằng)\s+`eq`/i,
    operators: ['eq', 'is'],
    says: '"like `eq`"',
  },
];

/** The text around a position: a comparison word counts only near the key it is about. */
const around = (text: string, index: number, length: number) =>
  text.slice(Math.max(0, index - 48), index + length + 48);

const FILTER_KEY = /\b(filtering|filter)\[([a-z0-9_]+)(?::([a-z_]+))?\]/g;
const STATUS = /`([45]\d\d)`|\bHTTP\s+([45]\d\d)\b/g;

/** Words of a section's statement that speak of answers: only such a statement covers a status the section states. */
const ANSWER_WORDS = /\b(?:answers?|status(?:es)?|responses?|errors?)\b|trả lời|trạng thái|phản hồi|lỗi/i;

/**
 * The claims of one unit of text (a paragraph, list item, table row or description) that no evidence backs.
 * `operations`: the operationIds the unit names (or the one it describes); `names`: its backticked names;
 * `hedge`: `true` when the unit needs no hedge (it describes an unpublished element), or the statement of its
 * section that says what the platform does not document (which covers a status only when it speaks of answers).
 */
export function unitClaims(
  model: ClaimsModel,
  text: string,
  operations: readonly string[],
  names: readonly string[],
  hedge: boolean | string = false,
  subject?: string,
): Claim[] {
  const own = saysNotDocumented(text);
  const covered = hedge !== false || own;
  const claims: Claim[] = kindClaims(model, text, covered, subject);
  const seen = new Set<string>();
  const unique = () => claims.filter((c) => !seen.has(c.token + c.message) && Boolean(seen.add(c.token + c.message)));
  if (hedge === true || own) return unique();
  const known =
    operations.length > 0 ? operations.map((id) => model.statuses.get(id) ?? new Set<number>()) : [model.allStatuses];
  for (const match of typeof hedge === 'string' && ANSWER_WORDS.test(hedge) ? [] : text.matchAll(STATUS)) {
    const code = Number(match[1] ?? match[2]);
    if (!known.some((set) => set.has(code))) {
      claims.push({
        token: String(code),
        message: `states status ${code}, which no public page or client program shows for ${operations.length ? operations.join(', ') : `API ${model.version}`}; say that the platform does not document it, or remove it`,
      });
    }
  }
  if (covered) return unique();
  for (const match of text.matchAll(FILTER_KEY)) {
    const [token, , field, operator] = match;
    const near = around(text, match.index ?? 0, token!.length);
    const said = COMPARISONS.find((c) => c.words.test(near));
    if (!said || !field) continue;
    const lists = (operations.length ? operations : [...model.filterOperators.keys()])
      .map((id) => model.filterOperators.get(id)?.get(field))
      .filter((s): s is Set<string> => !!s);
    const allowed = operator ? new Set([operator]) : new Set(lists.flatMap((s) => [...s]));
    if (allowed.size > 0 && !said.operators.some((op) => allowed.has(op))) {
      claims.push({
        token: token!,
        message: `says ${token} compares ${said.says}, but its operator${allowed.size > 1 ? 's are' : ' is'} ${[...allowed].join(', ')} (the public page's); say that the platform does not document the comparison, or state the operator`,
      });
    }
  }
  for (const sentence of sentences(text)) {
    if (saysNotDocumented(sentence)) continue;
    const inline = [...sentence.matchAll(/`([^`]+)`/g)].map((m) => m[1]!.trim()).filter((n) => names.includes(n));
    const specific =
      /\d/.test(sentence.replace(/`[^`]*`/g, '').replace(/\b(?:v?\d+\.\d+)\b/g, '')) ||
      inline.some((n) => !/^[a-z_][a-z0-9_.[\]:]*$/i.test(n));
    const silent = inline.filter((n) => model.unpublishedNames.has(leaf(n)));
    if (specific && silent.length > 0) {
      claims.push({
        token: silent[0]!,
        message: `states a value or limit of ${silent.join(', ')}, which no public page or client program shows; say that the platform does not document it`,
      });
    }
  }
  return unique();
}

/** The claims of the descriptions in the sources (both languages), each at the element it describes. */
export function sourceClaims(
  model: ClaimsModel,
  doc: OpenApiDocument,
  elements: readonly Element[],
): {segments: string[]; message: string}[] {
  const seen = new Set<string>();
  const problems: {segments: string[]; message: string}[] = [];
  for (const element of elements) {
    if (element.kind === 'enum' || element.kind === 'example') continue;
    const key = element.segments.join('/');
    if (seen.has(key)) continue;
    seen.add(key);
    let node: unknown = doc;
    for (const segment of element.segments)
      node = node && typeof node === 'object' ? (node as Record<string, unknown>)[segment] : undefined;
    if (!node || typeof node !== 'object') continue;
    const record = node as {
      description?: unknown;
      summary?: unknown;
      'x-en'?: {description?: unknown; summary?: unknown};
    };
    const texts = [record.summary, record.description, record['x-en']?.summary, record['x-en']?.description].filter(
      (t): t is string => typeof t === 'string',
    );
    const own = leaf(element.name);
    // An element not published says so in its own mark (or its operation's line): its description needs no hedge.
    const hedged = element.effective?.status === 'unpublished';
    // A mapping of values nothing public shows (`1` is female): the description must say it is not documented.
    const silentValues = new Set(
      elements
        .filter(
          (e) =>
            e.kind === 'enum' &&
            e.entry === element.entry &&
            e.context === element.name &&
            e.effective?.status === 'unpublished',
        )
        .map((e) => e.name),
    );
    for (const text of texts) {
      const mapped = [...text.matchAll(/`([^`]+)`/g)].map((m) => m[1]!).filter((v) => silentValues.has(v));
      if (mapped.length > 0 && !hedged && !saysNotDocumented(text)) {
        problems.push({
          segments: element.segments,
          message: `${mapped[0]}: the description gives the meaning of ${mapped.join(', ')}, values of ${element.name} that no public page or client program shows; say that the platform does not document them`,
        });
      }
      const names = [...text.matchAll(/`([^`]+)`/g)].map((m) => m[1]!.trim());
      const ids = [element.entry.operation.operationId ?? ''].filter(Boolean);
      for (const claim of unitClaims(
        {...model, unpublishedNames: new Set([...model.unpublishedNames].filter((n) => n !== own))},
        text,
        ids,
        names,
        hedged,
        ['body', 'response', 'parameter'].includes(element.kind) ? own : undefined,
      )) {
        problems.push({segments: element.segments, message: `${claim.token}: the description ${claim.message}`});
      }
    }
  }
  return problems;
}
