/**
 * Loads one API version: the head `api/<version>/openapi.yaml` merged with the
 * fragments `api/<version>/resources/*.yaml` into one OpenAPI document. Keeps,
 * for every path item key and component, the file it came from, so problems
 * can name the source file, the JSON pointer and the line.
 */
import fs from 'node:fs';
import path from 'node:path';
import {LineCounter, parseDocument, isMap, isNode, isSeq, type Document} from 'yaml';
import {brand} from '../../../config/brand';
import {fromPointer, isObject, toPointer, type Json, type JsonObject} from '../browser-safe/json';
import type {OpenApiDocument} from '../browser-safe/openapi';
import type {Problem} from './problems';

export const API_DIR = 'api';
const HEAD_FILE = 'openapi.yaml';
const RESOURCES_DIR = 'resources';
const FRAGMENT_KEYS = new Set(['paths', 'components', 'tags']);
/** Order of the merged document's top-level keys. */
const ROOT_ORDER = ['openapi', 'info', 'servers', 'security', 'tags', 'paths', 'components'];

type SourceFile = {file: string; yaml: Document.Parsed; lines: LineCounter};

export type LoadedApi = {
  version: string;
  siteDir: string;
  document: OpenApiDocument;
  /** Problems found while loading (YAML errors, duplicate keys, misplaced keys). */
  problems: Problem[];
  /** The source file and line of a pointer into the merged document. */
  locate(pointer: string): {file: string; line?: number};
  /** Every source file, relative to the site directory. */
  files: string[];
};

/** The versions that have an `api/<version>/openapi.yaml`, sorted. */
export function apiVersions(siteDir: string): string[] {
  const dir = path.join(siteDir, API_DIR);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, {withFileTypes: true})
    .filter((e) => e.isDirectory() && fs.existsSync(path.join(dir, e.name, HEAD_FILE)))
    .map((e) => e.name)
    .sort();
}

/** The source files of a version (absolute): the head first, then fragments in name order. */
export function sourceFiles(siteDir: string, version: string): string[] {
  const dir = path.join(siteDir, API_DIR, version);
  const resources = path.join(dir, RESOURCES_DIR);
  const fragments = fs.existsSync(resources)
    ? fs
        .readdirSync(resources)
        .filter((name) => /\.ya?ml$/.test(name))
        .sort()
        .map((name) => path.join(resources, name))
    : [];
  return [path.join(dir, HEAD_FILE), ...fragments];
}

function readSource(siteDir: string, absolute: string, problems: Problem[]): {source: SourceFile; value: Json} {
  const file = path.relative(siteDir, absolute).split(path.sep).join('/');
  const lines = new LineCounter();
  const exists = fs.existsSync(absolute);
  if (!exists) problems.push({file, pointer: '', message: 'file not found'});
  const yaml = parseDocument(exists ? fs.readFileSync(absolute, 'utf8') : '{}', {lineCounter: lines, uniqueKeys: true});
  for (const error of yaml.errors) {
    problems.push({file, pointer: '', line: error.linePos?.[0].line, message: `YAML: ${error.message.split('\n')[0]}`});
  }
  return {source: {file, yaml, lines}, value: (yaml.errors.length ? {} : yaml.toJS()) as Json};
}

/** The YAML node at a path, stepping into maps by key and sequences by index. */
function nodeAt(source: SourceFile, segments: string[]): unknown {
  let node: unknown = source.yaml.contents;
  for (const segment of segments) {
    if (isSeq(node)) node = node.get(Number(segment), true);
    else if (isMap(node)) node = node.get(segment, true);
    else return undefined;
  }
  return node;
}

/** Line of a pointer in a YAML source (the deepest existing node on the way). */
function lineOf(source: SourceFile, segments: string[]): number | undefined {
  for (let n = segments.length; n >= 0; n--) {
    const node = nodeAt(source, segments.slice(0, n));
    if (isNode(node) && node.range) return source.lines.linePos(node.range[0]).line;
  }
  return undefined;
}

/** Line of a JSON pointer (`#/workflows/0/steps/1`) in any parsed YAML document. */
export function lineOfPointer(yaml: Document.Parsed, lines: LineCounter, pointer: string): number | undefined {
  return lineOf({file: '', yaml, lines}, fromPointer(pointer));
}

type Claim = {file: string; source: string[]};

class Origins {
  private readonly claims = new Map<string, Claim>();
  constructor(private readonly head: string) {}
  owner(key: string): string | undefined {
    return this.claims.get(key)?.file;
  }
  /** `key` (a merged-document pointer) comes from `file`, where it sits at `source`. */
  claim(key: string, file: string, source: string[] = fromPointer(key)): void {
    this.claims.set(key, {file, source});
  }
  /** The file owning the longest claimed prefix of a pointer, and the pointer's segments in that file. */
  find(pointer: string): Claim {
    const segments = fromPointer(pointer);
    for (let n = segments.length; n > 0; n--) {
      const claim = this.claims.get(toPointer(segments.slice(0, n)));
      if (claim) return {file: claim.file, source: [...claim.source, ...segments.slice(n)]};
    }
    return {file: this.head, source: segments};
  }
}

/** Entries of `target[group]` are claimed one by one; a second definition is a problem naming both files. */
function mergeMap(
  target: JsonObject,
  incoming: JsonObject,
  prefix: string[],
  file: string,
  origins: Origins,
  problems: Problem[],
): void {
  for (const [key, value] of Object.entries(incoming)) {
    const pointer = toPointer([...prefix, key]);
    const owner = origins.owner(pointer);
    if (owner) {
      problems.push({file, pointer, message: `defined twice: in ${owner} and in ${file}`});
      continue;
    }
    target[key] = value;
    origins.claim(pointer, file);
  }
}

function child(parent: JsonObject, key: string): JsonObject {
  if (!isObject(parent[key])) parent[key] = {};
  return parent[key] as JsonObject;
}

/** paths.<path>.<method|key> and components.<section>.<name> are the merge units. */
function mergeFragment(
  doc: JsonObject,
  fragment: JsonObject,
  file: string,
  origins: Origins,
  problems: Problem[],
): void {
  for (const [path, item] of Object.entries(isObject(fragment.paths) ? fragment.paths : {})) {
    if (isObject(item)) mergeMap(child(child(doc, 'paths'), path), item, ['paths', path], file, origins, problems);
  }
  for (const [section, entries] of Object.entries(isObject(fragment.components) ? fragment.components : {})) {
    if (isObject(entries)) {
      mergeMap(child(child(doc, 'components'), section), entries, ['components', section], file, origins, problems);
    }
  }
  mergeTags(doc, fragment, file, origins, problems);
}

function mergeTags(doc: JsonObject, fragment: JsonObject, file: string, origins: Origins, problems: Problem[]): void {
  const tags = Array.isArray(fragment.tags) ? fragment.tags : [];
  const target = (Array.isArray(doc.tags) ? doc.tags : (doc.tags = [])) as Json[];
  for (const [index, tag] of tags.entries()) {
    if (!isObject(tag)) continue;
    const namePointer = `tag:${String(tag.name)}`;
    const owner = origins.owner(namePointer);
    if (owner) {
      problems.push({
        file,
        pointer: toPointer(['tags', index]),
        message: `tag "${String(tag.name)}" defined twice: in ${owner} and in ${file}`,
      });
      continue;
    }
    origins.claim(namePointer, file, []);
    origins.claim(toPointer(['tags', target.length]), file, ['tags', String(index)]);
    target.push(tag);
  }
}

/** Fragments hold only paths, components and tags. */
function checkFragmentKeys(fragment: JsonObject, file: string, problems: Problem[]): void {
  for (const key of Object.keys(fragment)) {
    if (!FRAGMENT_KEYS.has(key)) {
      problems.push({
        file,
        pointer: toPointer([key]),
        message: `a resource file holds only ${[...FRAGMENT_KEYS].join(', ')}`,
      });
    }
  }
}

/**
 * The head's servers marked `x-brand-host` get their URL and the reader's
 * domain variable from config/brand.ts; `x-brand-host` holds the variable's text.
 */
export function applyBrand(doc: JsonObject): void {
  if (!Array.isArray(doc.servers)) return;
  const variable = brand.apiHost.placeholder.replace(/^\{|\}$/g, '');
  doc.servers = doc.servers.map((server) => {
    if (!isObject(server) || !isObject(server['x-brand-host'])) return server;
    const {'x-brand-host': text, ...rest} = server;
    return {
      url: brand.apiHost.pattern,
      ...rest,
      variables: {[variable]: {default: brand.apiHost.exampleDomain, ...(text as JsonObject)}},
    };
  });
}

function ordered(doc: JsonObject): JsonObject {
  const keys = [...ROOT_ORDER.filter((k) => k in doc), ...Object.keys(doc).filter((k) => !ROOT_ORDER.includes(k))];
  return Object.fromEntries(keys.map((k) => [k, doc[k]]));
}

/** Merges head + fragments of one version. Never throws on bad sources: see `problems`. */
export function loadApi(siteDir: string, version: string): LoadedApi {
  const problems: Problem[] = [];
  const [headPath, ...fragmentPaths] = sourceFiles(siteDir, version);
  const head = readSource(siteDir, headPath, problems);
  const origins = new Origins(head.source.file);
  const sources = new Map([[head.source.file, head.source]]);
  const doc: JsonObject = {};
  const headValue = isObject(head.value) ? head.value : {};
  for (const [key, value] of Object.entries(headValue)) {
    if (!FRAGMENT_KEYS.has(key)) doc[key] = value;
  }
  mergeFragment(doc, headValue, head.source.file, origins, problems);
  for (const fragmentPath of fragmentPaths) {
    const fragment = readSource(siteDir, fragmentPath, problems);
    sources.set(fragment.source.file, fragment.source);
    const value = isObject(fragment.value) ? fragment.value : {};
    checkFragmentKeys(value, fragment.source.file, problems);
    mergeFragment(doc, value, fragment.source.file, origins, problems);
  }
  applyBrand(doc);
  doc.paths ??= {};
  const lineIn = (file: string, segments: string[]) => {
    const source = sources.get(file);
    return source ? lineOf(source, segments) : undefined;
  };
  const locate = (pointer: string) => {
    const {file, source} = origins.find(pointer);
    return {file, line: lineIn(file, source)};
  };
  for (const problem of problems)
    problem.line ??= problem.pointer ? lineIn(problem.file, fromPointer(problem.pointer)) : undefined;
  return {version, siteDir, document: ordered(doc) as OpenApiDocument, problems, locate, files: [...sources.keys()]};
}
