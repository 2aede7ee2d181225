/**
 * Agreements that span several elements: the values of an enum against the
 * values the evidence lists for that field, and the version's filter
 * operators (the head's root `x-operators`, which the operators table
 * shows) against the operators its conventions publish.
 */
import {isObject, type Json} from '../browser-safe/json';
import {declaredOperators, operatorUses, splitFilterKey} from '../model/conventions';
import type {OpenApiDocument, Parameter, Schema} from '../browser-safe/openapi';
import {normalize} from '../model/fields';
import {CONVENTIONS_PAGE, describe, endpointOf, evidencePage, type Context, type EvidenceProblem} from './context';
import type {Element} from './elements';
import {cleanName, type EvidenceEndpoint} from './endpoint';
import type {EvidencePage} from './load';
import {conventionsName, leaf} from './match-names';
import {notInFacts} from './near';
import type {Provenance} from './status';

/** Field names: the values of a `fields`-like parameter (`fields=a,b`) are the names of the fields it returns. */
const FIELD_LISTS = /^(?:fields|custom_field_list)$/;
const SORT_FIELDS = /^(?:sort|sort_by)$/;

/** The values a page lists for a field: its own `values`, a page enum named after it, or the fields and sort keys it shows. */
export function valuesOnPage(page: EvidencePage, element: Element, endpoint?: EvidenceEndpoint): string[] | undefined {
  const owner = leaf(element.context ?? '');
  const endpoints = endpoint ? [endpoint] : page.endpoints;
  if (FIELD_LISTS.test(owner)) {
    const names = endpoints.flatMap((e) => [...e.selectable.map((p) => p.name), ...e.response].map(leaf));
    return names.length > 0 ? names : undefined;
  }
  if (SORT_FIELDS.test(owner)) {
    const names = endpoints.flatMap((e) => e.sort);
    return names.length > 0 ? names : undefined;
  }
  for (const e of endpoints) {
    const param = [...e.query, ...e.body].find((p) => leaf(p.name) === owner && p.values);
    if (param?.values) return param.values;
  }
  const named = page.enums.find((en) => {
    const name = cleanName(en.name);
    return name !== undefined && (leaf(name) === owner || name === element.context);
  });
  return named?.values;
}

function evidenceValues(
  ctx: Context,
  element: Element,
  pointer: Extract<Provenance, {status: 'published'}>,
): string[] | undefined {
  const page = evidencePage(ctx, pointer.page);
  if (!page) return undefined;
  const endpoint = element.own ? undefined : endpointOf(page, element.entry, pointer);
  return valuesOnPage(page, element, endpoint);
}

/** Per enum (an element's allowed values): the values no evidence shows, and the published values the source lacks. */
export function enumProblems(ctx: Context, elements: readonly Element[]): EvidenceProblem[] {
  const groups = new Map<string, Element[]>();
  for (const element of elements.filter((e) => e.kind === 'enum')) {
    const key = `${element.entry.segments.join('/')}|${element.context}|${element.segments.join('/')}`;
    groups.set(key, [...(groups.get(key) ?? []), element]);
  }
  const problems: EvidenceProblem[] = [];
  for (const group of groups.values()) {
    const first = group[0]!;
    const pointer = first.effective;
    const values = group.map((e) => e.name);
    const say = (message: string) =>
      problems.push({
        segments: first.segments,
        message: `${describe(first).replace(/value \S+ of/, 'the values of')}: ${message}`,
      });
    if (first.error) {
      say(first.error);
      continue;
    }
    if (!pointer) continue;
    if (pointer.status === 'published') {
      if (pointer.page === CONVENTIONS_PAGE) {
        const conventions = ctx.evidence.versions.get(ctx.version)?.conventions ?? {};
        const missing = values.filter((v) => !conventionsName(conventions, v));
        if (missing.length) say(`${missing.join(', ')} not in the conventions of ${ctx.version}`);
        continue;
      }
      const page = evidencePage(ctx, pointer.page);
      if (!page?.found) {
        // A page the facts file lacks, or that was not found, is said once, by the element that writes it (check.ts).
        const own = first.own?.status === 'published' && first.own.page === pointer.page;
        if (own && !page) say(notInFacts(pointer.page, ctx.version, ctx.evidence.versions.get(ctx.version)));
        else if (own) say(`page ${pointer.page} was not found on the platform's site: it publishes nothing`);
        continue;
      }
      const listed = evidenceValues(ctx, first, pointer);
      if (!listed) {
        say(
          `page ${pointer.page} lists no values for ${first.context} (give them x-enum-evidence: derived, clients or unpublished)`,
        );
        continue;
      }
      const unknown = values.filter((v) => !listed.includes(v));
      if (unknown.length) say(`${unknown.join(', ')} not on page ${pointer.page} (it lists ${listed.join(', ')})`);
      const owner = leaf(first.context ?? '');
      // `fields` takes top-level names: a page's row for a nested field (`quote_details.*.price`) is not one.
      const selectable = FIELD_LISTS.test(owner)
        ? (first.own ? page.endpoints : [endpointOf(page, first.entry, pointer)]).flatMap(
            (e) => e?.selectable.filter((p) => !p.name.includes('.')).map((p) => leaf(p.name)) ?? [],
          )
        : SORT_FIELDS.test(owner)
          ? []
          : listed;
      const missing = selectable.filter((v) => !values.includes(v));
      if (missing.length) say(`page ${pointer.page} also lists ${[...new Set(missing)].join(', ')}`);
    } else if (pointer.status === 'derived') {
      const twins = ctx.twins.get(pointer.from)?.get(first.entry.operation.operationId ?? '') ?? [];
      const theirs = twins.filter((t) => t.kind === 'enum' && leaf(t.context ?? '') === leaf(first.context ?? ''));
      const missing = values.filter((v) => !theirs.some((t) => t.name === v && t.effective?.status === 'published'));
      if (missing.length)
        say(`derived from ${pointer.from}, where ${missing.join(', ')} is not a published value of ${first.context}`);
    } else if (pointer.status === 'clients') {
      const calls = ctx.evidence.calls.filter((c) => pointer.calls.includes(c.id));
      const missing = values.filter((v) => !calls.some((c) => c.raw.includes(v)));
      if (missing.length) say(`no call of ${pointer.calls.join(', ')} shows ${missing.join(', ')}`);
    }
  }
  return problems;
}

/** The operators a version's conventions publish: `filter_operators` ({op}), `operators_seen_*` or `operators` ({op: meaning}). */
export function publishedOperators(conventions: Record<string, unknown>): {path: string; operators: string[]}[] {
  const found: {path: string; operators: string[]}[] = [];
  const visit = (node: unknown, path: string) => {
    if (!isObject(node as Json)) return;
    for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
      const here = path ? `${path}.${key}` : key;
      if (/operators/i.test(key)) {
        const list = Array.isArray(value)
          ? value.flatMap((v) =>
              isObject(v as Json) && typeof (v as {op?: unknown}).op === 'string'
                ? [(v as {op: string}).op]
                : typeof v === 'string'
                  ? [v.split(/\s/)[0]!]
                  : [],
            )
          : isObject(value as Json)
            ? Object.keys(value as object)
            : [];
        if (list.length) found.push({path: here, operators: list});
      } else visit(value, here);
    }
  };
  visit(conventions, '');
  return found;
}

/** Backticked literals of a text: the values it names. */
const literals = (text: string) => [...text.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);

export function operatorProblems(ctx: Context, elements: readonly Element[]): EvidenceProblem[] {
  void elements;
  const declared = declaredOperators(ctx.doc);
  const uses = operatorUses(ctx.doc)
    .map((u) => u.operator)
    .filter(Boolean);
  if (!declared) {
    return uses.length > 0
      ? [
          {
            segments: [],
            message: `the lists of ${ctx.version} take filter operators (${uses.join(', ')}) but the head declares no root x-operators (each operator's meaning)`,
          },
        ]
      : [];
  }
  const problems: EvidenceProblem[] = [];
  const names = Object.keys(declared.operators);
  const undeclared = uses.filter((op) => !names.includes(op));
  if (undeclared.length)
    problems.push({
      segments: declared.segments,
      message: `operators ${undeclared.join(', ')} are used by lists but not declared here`,
    });
  const conventions = ctx.evidence.versions.get(ctx.version)?.conventions ?? {};
  const published = publishedOperators(conventions);
  const all = [...new Set(published.flatMap((p) => p.operators))];
  const file = ctx.evidence.versions.get(ctx.version)?.file;
  for (const [operator, raw] of Object.entries(declared.operators)) {
    const segments = [...declared.segments, operator];
    const description = isObject(raw) && typeof raw.description === 'string' ? raw.description : '';
    if (!all.includes(operator) && !(isObject(raw) && isObject(raw['x-evidence']))) {
      problems.push({
        segments,
        message: `operator ${operator}: the conventions of ${ctx.version} (${file}) do not list it; give it an x-evidence`,
      });
    }
    // A value the meaning names must be one every key with this operator accepts.
    for (const value of literals(description)) {
      for (const use of filterKeysWith(ctx.doc, operator)) {
        if (use.enum && !use.enum.map(String).includes(value)) {
          problems.push({
            segments,
            message: `operator ${operator}: its meaning names \`${value}\`, which ${use.name} does not accept (${use.enum.join(', ')})`,
          });
        }
      }
    }
  }
  for (const {path, operators} of published) {
    const lacking = operators.filter((op) => !names.includes(op));
    if (lacking.length)
      problems.push({
        segments: declared.segments,
        message: `the conventions of ${ctx.version} (${file}, ${path}) list ${lacking.join(', ')}, which x-operators lacks`,
      });
  }
  return problems;
}

/** Every filter key of the version with this operator, and the values its schema allows. */
function filterKeysWith(doc: OpenApiDocument, operator: string): {name: string; enum?: Json[]}[] {
  const out: {name: string; enum?: Json[]}[] = [];
  for (const [name, parameter] of Object.entries(doc.components?.parameters ?? {})) {
    const schema = normalize(doc, (parameter as Parameter).schema as Schema);
    for (const [key, property] of Object.entries(schema.properties ?? {})) {
      if (splitFilterKey(key).operator !== operator) continue;
      const p = normalize(doc, property);
      out.push({name: `${name}[${key}]`, ...(Array.isArray(p.enum) ? {enum: p.enum} : {})});
    }
  }
  return out;
}
