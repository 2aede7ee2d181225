/**
 * The claims in words that need evidence or must hold for every member they
 * name, judged one sentence at a time:
 * - uniqueness ("unique within the CRM", "không được trùng"): some evidence
 *   (a public page's note, a client's tested comment) says so of the field;
 * - a code the CRM generates when it is left out ("tự sinh mã"): likewise;
 * - two or more endpoints said to require a name: each of them requires it;
 * - every list (every endpoint) takes or answers a name: each member does.
 * The first two hold when the sentence, or its section, says the platform
 * does not document it; the last two are read against the sources whatever
 * the hedge.
 */
import type {ClaimsModel, OperationFacts} from './claims-model';
import {
  EVERY_ENDPOINT,
  EVERY_LIST,
  GENERATED,
  LIST_OF_WORDS,
  LIST_WORDS,
  NOT_REQUIRED,
  REQUIRES,
  saysNotDocumented,
  sentences,
  UNIQUE,
} from './claims-words';

export type Claim = {token: string; message: string};

const METHOD_PATH = /(?:\b(GET|POST|PUT|PATCH|DELETE)\s+)?(\/api\/v[\d.]+\/[^\s`'")\],;?]*)/g;
const PLACEHOLDER = /^(?:\$?\{[^}]*\}|<[^>]*>|:[A-Za-z_]+|…|\.\.\.)$/;

/** The operations a sentence names: by method and path (`{id}` matches a placeholder) or by backticked operationId. */
function namedOperations(model: ClaimsModel, sentence: string): OperationFacts[] {
  const found = new Set<OperationFacts>();
  for (const m of sentence.matchAll(METHOD_PATH)) {
    const written = m[2]!.replace(/\/$/, '').split('/').filter(Boolean);
    for (const op of model.operations) {
      const template = op.entry.path.split('/').filter(Boolean);
      if (template.length !== written.length) continue;
      if (m[1] && m[1].toLowerCase() !== op.entry.method) continue;
      const same = template.every((t, i) => (/^\{.*\}$/.test(t) ? true : t === written[i] && !PLACEHOLDER.test(t)));
      // Without a method, a path names its GET (the others are named with theirs).
      if (
        same &&
        (m[1] ||
          op.entry.method === 'get' ||
          !model.operations.some((o) => o.entry.path === op.entry.path && o.entry.method === 'get'))
      )
        found.add(op);
    }
  }
  for (const m of sentence.matchAll(/`([a-z][a-z0-9_]*)`/g)) {
    const op = model.operations.find((o) => o.id === m[1]);
    if (op) found.add(op);
  }
  return [...found];
}

const backticked = (sentence: string) => [...sentence.matchAll(/`([^`]+)`/g)].map((m) => m[1]!.trim());
const names = (sentence: string) => backticked(sentence).filter((n) => /^[a-z][a-z0-9_]*(?:\[\])?$/i.test(n));

/** A claim that a field is unique or generated, when no evidence says so of it. */
function evidenced(
  kind: 'unique' | 'generated',
  model: ClaimsModel,
  sentence: string,
  subject: string | undefined,
): Claim | undefined {
  const named = names(sentence).filter((n) => !model.operations.some((o) => o.id === n));
  const said = named.length > 0 ? named : subject ? [subject] : [];
  const backed = model[kind];
  if (said.length > 0 ? said.some((n) => backed.has(n)) : backed.size > 0) return undefined;
  const what = said.length > 0 ? said.join(', ') : kind === 'unique' ? 'a code' : 'the code';
  const token = (kind === 'unique' ? UNIQUE : GENERATED).exec(sentence)?.[0] ?? what;
  const claim =
    kind === 'unique' ? `says ${what} must be unique` : `says the CRM generates ${what} when it is left out`;
  return {
    token,
    message: `${claim}, which no public page or client finding of API ${model.version} shows (api/evidence); cite the evidence, or say that the platform does not document it`,
  };
}

/** Endpoints said to require a name that their sources do not require. */
function requirements(model: ClaimsModel, sentence: string): Claim[] {
  if (!REQUIRES.test(sentence) || NOT_REQUIRED.test(sentence)) return [];
  const ops = namedOperations(model, sentence);
  if (ops.length < 2) return [];
  const wanted = names(sentence).filter((n) => model.operations.some((o) => o.takes.has(n)));
  return wanted.flatMap((name) => {
    const lacking = ops.filter((o) => !o.required.has(name));
    if (lacking.length === 0) return [];
    return [
      {
        token: name,
        message: `says ${ops.map((o) => o.label).join(', ')} require ${name}, but the source of API ${model.version} does not require it on ${lacking.map((o) => o.label).join(', ')}; name only the endpoints that require it`,
      },
    ];
  });
}

/** What a member does with a name: takes it (a parameter or body field) or answers it (a top-level key). */
const has = (op: OperationFacts, name: string) => op.takes.has(name) || (op.answer !== 'array' && op.answer.has(name));

/** A statement about every list (or every endpoint) against each member of that class. */
function classStatement(model: ClaimsModel, sentence: string): Claim[] {
  const lists = EVERY_LIST.test(sentence);
  // Every endpoint: only what it is said to require (what every endpoint takes or answers is no claim we read).
  if (!lists && !(EVERY_ENDPOINT.test(sentence) && REQUIRES.test(sentence) && !NOT_REQUIRED.test(sentence))) return [];
  const members = lists ? model.operations.filter((o) => o.list) : model.operations;
  const listed = LIST_OF_WORDS.exec(sentence)?.[0];
  const words = listed ? LIST_WORDS.filter((w) => new RegExp(`\\b${w}\\b`, 'i').test(listed)) : [];
  const said = [...new Set([...names(sentence), ...words])].filter((n) => model.operations.some((o) => has(o, n)));
  const claims: Claim[] = [];
  const cls = lists ? 'list' : 'endpoint';
  for (const name of said) {
    const lacking = members.filter((o) => (lists ? !has(o, name) : !o.required.has(name)));
    if (lacking.length === 0) continue;
    claims.push({
      token: name,
      message: `says every ${cls} of API ${model.version} has ${name}, but ${lacking.length} of ${members.length} do not (${lacking
        .slice(0, 4)
        .map((o) => o.label)
        .join(', ')}${lacking.length > 4 ? ', …' : ''}); name the ${cls}s it holds for`,
    });
  }
  // "every list answers {data, has_more}" against a list whose answer is a bare array.
  if (lists && /\{\s*data\b|`data`[^.;]{0,40}`has_more`|envelope|phong bì/i.test(sentence)) {
    const bare = members.filter((o) => o.answer === 'array');
    if (bare.length > 0 && !said.includes('has_more'))
      claims.push({
        token: 'data',
        message: `says every list of API ${model.version} answers an envelope, but ${bare.map((o) => o.label).join(', ')} answer${bare.length === 1 ? 's' : ''} a bare JSON array; name the lists it holds for`,
      });
  }
  return claims;
}

/**
 * The claims of these kinds in a unit of text. `hedged`: the unit's section says
 * where its facts come from (what is not documented), which covers uniqueness and
 * generated codes. `subject`: the field a description describes (a sentence that names none is about it).
 */
export function kindClaims(model: ClaimsModel, text: string, hedged: boolean, subject?: string): Claim[] {
  return sentences(text).flatMap((sentence) => {
    const silent = !hedged && !saysNotDocumented(sentence);
    return [
      ...(silent && UNIQUE.test(sentence) ? [evidenced('unique', model, sentence, subject)] : []),
      ...(silent && GENERATED.test(sentence) ? [evidenced('generated', model, sentence, subject)] : []),
      ...requirements(model, sentence),
      ...classStatement(model, sentence),
    ].filter((c): c is Claim => c !== undefined);
  });
}
