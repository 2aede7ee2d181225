/**
 * What the claims check (claims.ts, claims-kinds.ts) compares the words with,
 * read once per version: the error statuses and filter comparisons the
 * evidence backs, the names nothing public shows, the fields whose uniqueness
 * or generated value some evidence states, and per operation what it requires
 * and answers (for claims about a list of endpoints or a whole class).
 */
import {FILTER_PARAMETERS, operationParameters, splitFilterKey} from '../model/conventions';
import {normalize} from '../model/fields';
import {operations, type OpenApiDocument, type OperationEntry, type Schema} from '../browser-safe/openapi';
import {documentElements, type Element} from './elements';
import {loadEvidence} from './load';
import {leaf} from './match-names';

/** One operation as the class and requirement claims read it. */
export type OperationFacts = {
  id: string;
  /** `GET /api/v6.1/accounts` */
  label: string;
  entry: OperationEntry;
  /** A GET that answers many records (`list_…`, a JSON array, or a `data` array). */
  list: boolean;
  /** Names a request must carry: required parameters (query, path, header) and required body fields. */
  required: Set<string>;
  /** Every parameter and top-level body field name it takes. */
  takes: Set<string>;
  /** The top-level keys of its success answer, or `array` for a bare JSON array. */
  answer: Set<string> | 'array';
};

export type ClaimsModel = {
  version: string;
  /** Error statuses with evidence (published or seen in clients), per operationId and for the whole version. */
  statuses: Map<string, Set<number>>;
  allStatuses: Set<number>;
  /** Per operationId and field of its filter parameter: the operators of its keys, and those its public page lists. */
  filterOperators: Map<string, Map<string, Set<string>>>;
  /** Backticked names whose every element in the version has no evidence. */
  unpublishedNames: Set<string>;
  /** Field names some evidence of the version says are unique (a public page, a client's tested comment). */
  unique: Set<string>;
  /** Field names some evidence says the CRM fills in when they are left out. */
  generated: Set<string>;
  operations: OperationFacts[];
};

const SUPPORTED = new Set(['published', 'clients', 'derived']);

/** Words of the evidence that say a value is unique / generated. */
const UNIQUE_EVIDENCE = /\bunique\b|duplicate|already exists|duy nhất|trùng|tồn tại/i;
const GENERATED_EVIDENCE =
  /\b(?:auto-?generat\w*|generat\w+ by the (?:CRM|platform|server))\b|tự sinh|tự động (?:sinh|tạo)/i;

function answerOf(doc: OpenApiDocument, entry: OperationEntry): Set<string> | 'array' {
  const responses = (entry.operation.responses ?? {}) as Record<string, {content?: Record<string, {schema?: Schema}>}>;
  const ok = Object.keys(responses).find((s) => /^2\d\d$/.test(s));
  const schema = normalize(doc, ok ? responses[ok]?.content?.['application/json']?.schema : undefined);
  const type = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (type.includes('array') || (schema.items && !schema.properties)) return 'array';
  return new Set(Object.keys(schema.properties ?? {}));
}

function operationFacts(doc: OpenApiDocument): OperationFacts[] {
  return operations(doc).map((entry) => {
    const parameters = operationParameters(doc, entry);
    const body = normalize(
      doc,
      (entry.operation.requestBody as {content?: Record<string, {schema?: Schema}>} | undefined)?.content?.[
        'application/json'
      ]?.schema,
    );
    const required = new Set([
      ...parameters.filter((p) => p.required).map((p) => p.name),
      ...((body.required as string[] | undefined) ?? []),
    ]);
    const takes = new Set([...parameters.map((p) => p.name), ...Object.keys(body.properties ?? {})]);
    const answer = answerOf(doc, entry);
    const id = entry.operation.operationId ?? '';
    const data = answer !== 'array' && answer.has('data');
    const list =
      entry.method === 'get' && (id.startsWith('list_') || answer === 'array' || (data && answer.has('has_more')));
    return {id, label: `${entry.method.toUpperCase()} ${entry.path}`, entry, list, required, takes, answer};
  });
}

/** Field names that a text of the evidence says something about (backticked or snake_case words). */
const namesIn = (text: string) => new Set(text.match(/[a-z][a-z0-9]*(?:_[a-z0-9]+)+/g) ?? []);

function evidenceSaying(siteDir: string, version: string, versions: readonly string[], words: RegExp): Set<string> {
  const evidence = loadEvidence(siteDir, versions);
  const found = new Set<string>();
  for (const page of evidence.versions.get(version)?.pages ?? [])
    for (const note of page.notes) if (words.test(note)) namesIn(note).forEach((n) => found.add(n));
  for (const call of evidence.calls.filter((c) => c.version === version)) {
    const said = call.comments.filter((c) => words.test(c));
    if (said.length === 0) continue;
    // A comment about a duplicate is about the codes the call sends or looks up, and the names it writes itself.
    [...call.body, ...call.query].filter((n) => /_code$/.test(n)).forEach((n) => found.add(n));
    said.forEach((c) => namesIn(c).forEach((n) => found.add(n)));
  }
  return found;
}

export function claimsModel(
  siteDir: string,
  version: string,
  doc: OpenApiDocument,
  versions: readonly string[],
): ClaimsModel {
  const elements = documentElements(doc);
  const evidence = loadEvidence(siteDir, versions).versions.get(version);
  const statuses = new Map<string, Set<number>>();
  const allStatuses = new Set<number>();
  const filterOperators = new Map<string, Map<string, Set<string>>>();
  const byName = new Map<string, Set<string>>();
  for (const element of elements) {
    const id = element.entry.operation.operationId ?? '';
    const status = element.effective?.status ?? 'unpublished';
    if (element.kind === 'error' && SUPPORTED.has(status)) {
      const code = Number(element.name);
      if (!statuses.has(id)) statuses.set(id, new Set());
      statuses.get(id)!.add(code);
      allStatuses.add(code);
    }
    if (element.kind === 'filter') {
      const match = /^([a-z_]+)\[([^\]]+)\]$/.exec(element.name);
      if (match && FILTER_PARAMETERS.includes(match[1]!)) {
        const {field, operator} = splitFilterKey(match[2]!);
        const fields = filterOperators.get(id) ?? new Map<string, Set<string>>();
        filterOperators.set(id, fields);
        const set = fields.get(field) ?? new Set<string>();
        fields.set(field, set);
        if (operator) set.add(operator);
        pageOperators(element, evidence?.pages ?? [], field).forEach((op) => set.add(op));
      }
    }
    if (['parameter', 'body', 'response', 'filter'].includes(element.kind)) {
      const name = leaf(element.name);
      if (!byName.has(name)) byName.set(name, new Set());
      byName.get(name)!.add(status);
    }
  }
  const unpublishedNames = new Set([...byName].filter(([, s]) => s.size === 1 && s.has('unpublished')).map(([n]) => n));
  // A status some client program of the version handles is evidence for a sentence that names no endpoint.
  for (const call of loadEvidence(siteDir, versions).calls.filter((c) => c.version === version)) {
    for (const match of call.errorHandling.matchAll(/\b[45]\d\d\b/g)) allStatuses.add(Number(match[0]));
  }
  return {
    version,
    statuses,
    allStatuses,
    filterOperators,
    unpublishedNames,
    unique: evidenceSaying(siteDir, version, versions, UNIQUE_EVIDENCE),
    generated: evidenceSaying(siteDir, version, versions, GENERATED_EVIDENCE),
    operations: operationFacts(doc),
  };
}

/** The operators the operation's public page lists for a filter field. */
function pageOperators(
  element: Element,
  pages: readonly {page: string; endpoints: {key: string; filters: {field: string; operators: string[]}[]}[]}[],
  field: string,
): string[] {
  const pointer = element.effective;
  if (pointer?.status !== 'published') return [];
  const page = pages.find((p) => p.page === pointer.page);
  return page?.endpoints.flatMap((e) => e.filters.filter((f) => f.field === field).flatMap((f) => f.operators)) ?? [];
}
