/**
 * Examples follow their page's rules (a step of the API check, beside check-examples.ts, which validates the
 * operations' examples against their schemas):
 * - a schema's own `example` and `examples` fit the schema's type and format, and a string the schema documents as
 *   a Unix timestamp holds digits, not a date;
 * - custom-field values follow the write rule of their version (custom-field-rules.ts) in request examples, the
 *   `<ApiRequest>` blocks, ```json request="…"``` blocks and ```http``` requests of the pages (both locales) and
 *   the workflows' steps, and its read rule in response examples and ```json response="…"``` blocks.
 * Each problem names the file, the line and the rule.
 */
import fs from 'node:fs';
import path from 'node:path';
import type Ajv2020 from 'ajv/dist/2020';
import {stepsOf, workflowsOf, loadWorkflows} from '../workflows/arazzo';
import {createAjv} from '../model/ajv';
import {docFiles} from '../pages/doc-files';
import {blockRequest, scanPage, templatePattern} from './check-requests';
import {
  CUSTOM_FIELD_RULES,
  customFieldBreaks,
  customFieldDefinitions,
  type Definitions,
  type Direction,
  type VersionRules,
} from './custom-field-rules';
import {isObject, toPointer, type Json, type JsonObject} from '../browser-safe/json';
import {findOperation, operations, type OpenApiDocument} from '../browser-safe/openapi';
import type {Problem} from '../model/problems';
import {inlineRefs} from '../browser-safe/refs';
import {docsDir, LOCALES} from '../pages/site';
import {stepRequest} from '../workflows/workflow-request';

type Located = {segments: string[]; message: string};

/** The version's custom-field definitions and the rule table they are held to. */
type Rules = {fields: Definitions; table: Readonly<Record<string, VersionRules>>};

const SUCCESS = /^2\d\d$/;

/** Every example of a media object: `example` and each named `examples[*].value`, with their segments. */
function mediaExamples(media: JsonObject, segments: string[]): {segments: string[]; value: Json}[] {
  const named = isObject(media.examples)
    ? Object.entries(media.examples).flatMap(([name, e]) =>
        isObject(e) && 'value' in e ? [{segments: [...segments, 'examples', name, 'value'], value: e.value}] : [],
      )
    : [];
  return ['example' in media ? [{segments: [...segments, 'example'], value: media.example}] : [], named].flat();
}

function mediaOf(owner: Json | undefined, segments: string[]): {segments: string[]; media: JsonObject}[] {
  if (!isObject(owner) || !isObject(owner.content)) return [];
  return Object.entries(owner.content).flatMap(([type, media]) =>
    isObject(media) ? [{segments: [...segments, 'content', type], media}] : [],
  );
}

/** The custom-field rule on the operations' request (write) and success response (read) examples. */
function operationExamples(version: string, doc: OpenApiDocument, rules: Rules): Located[] {
  return operations(doc).flatMap(({path: apiPath, operation, segments}) => {
    const sides: {direction: Direction; owner: Json | undefined; at: string[]}[] = [
      {direction: 'write', owner: operation.requestBody as Json, at: [...segments, 'requestBody']},
      ...Object.entries(operation.responses ?? {})
        .filter(([status]) => SUCCESS.test(status))
        .map(([status, r]) => ({direction: 'read' as const, owner: r as Json, at: [...segments, 'responses', status]})),
    ];
    return sides.flatMap(({direction, owner, at}) =>
      mediaOf(owner, at).flatMap(({segments: s, media}) =>
        mediaExamples(media, s).flatMap(({segments: e, value}) =>
          customFieldBreaks(version, rules.fields, apiPath, direction, value, rules.table).map((b) => ({
            segments: [...e, ...b.segments],
            message: `example ${b.at}: ${b.message}`,
          })),
        ),
      ),
    );
  });
}

const SCHEMA_KEYS = ['items', 'additionalProperties', 'not', 'contains'];
const SCHEMA_LISTS = ['allOf', 'oneOf', 'anyOf', 'prefixItems'];

/** Every schema node (not through `$ref`) under a start, with its segments. */
function schemaNodes(node: Json | undefined, segments: string[], out: {segments: string[]; schema: JsonObject}[]) {
  if (!isObject(node) || typeof node.$ref === 'string') return;
  out.push({segments, schema: node});
  if (isObject(node.properties))
    for (const [name, p] of Object.entries(node.properties)) schemaNodes(p, [...segments, 'properties', name], out);
  for (const key of SCHEMA_KEYS) schemaNodes(node[key], [...segments, key], out);
  for (const key of SCHEMA_LISTS)
    if (Array.isArray(node[key])) node[key].forEach((s, i) => schemaNodes(s, [...segments, key, String(i)], out));
}

/** The schemas of a document: its components and every schema an operation writes inline. */
function allSchemas(doc: OpenApiDocument): {segments: string[]; schema: JsonObject}[] {
  const out: {segments: string[]; schema: JsonObject}[] = [];
  const components = (doc.components ?? {}) as JsonObject;
  if (isObject(components.schemas))
    for (const [name, s] of Object.entries(components.schemas)) schemaNodes(s, ['components', 'schemas', name], out);
  if (isObject(components.parameters))
    for (const [name, p] of Object.entries(components.parameters))
      if (isObject(p)) schemaNodes(p.schema, ['components', 'parameters', name, 'schema'], out);
  for (const {operation, segments} of operations(doc)) {
    (operation.parameters ?? []).forEach((p, i) => {
      if (isObject(p)) schemaNodes(p.schema as Json, [...segments, 'parameters', String(i), 'schema'], out);
    });
    const owners: [Json | undefined, string[]][] = [
      [operation.requestBody as Json, [...segments, 'requestBody']],
      ...Object.entries(operation.responses ?? {}).map(([s, r]): [Json | undefined, string[]] => [
        r as Json,
        [...segments, 'responses', s],
      ]),
    ];
    for (const [owner, at] of owners)
      for (const {segments: m, media} of mediaOf(owner, at)) schemaNodes(media.schema, [...m, 'schema'], out);
  }
  return out;
}

const UNIX_WORDS = /unix/i;

/** A schema's own `example`/`examples` fit it; a string it documents as a Unix timestamp holds digits. */
function schemaExamples(ajv: Ajv2020, doc: OpenApiDocument): Located[] {
  return allSchemas(doc).flatMap(({segments, schema}) => {
    const values: {segments: string[]; value: Json}[] = [
      ...('example' in schema ? [{segments: [...segments, 'example'], value: schema.example}] : []),
      ...(Array.isArray(schema.examples)
        ? schema.examples.map((value, i) => ({segments: [...segments, 'examples', String(i)], value}))
        : []),
    ];
    if (values.length === 0) return [];
    // `example` and `examples` are annotations: ajv validates nothing with them.
    const validate = ajv.compile(inlineRefs(doc, schema) as JsonObject);
    const en = isObject(schema['x-en']) ? schema['x-en'].description : undefined;
    const unixText =
      (schema.type === 'string' || (Array.isArray(schema.type) && schema.type.includes('string'))) &&
      UNIX_WORDS.test(`${String(schema.description ?? '')} ${String(en ?? '')}`);
    return values.flatMap(({segments: s, value}) => [
      ...(validate(value)
        ? []
        : (validate.errors ?? []).map((e) => ({
            segments: s,
            message:
              `example does not fit its field's type and format: ${e.instancePath || '(root)'} ${e.message ?? ''}`.trim(),
          }))),
      ...(unixText && typeof value === 'string' && !/^\d+$/.test(value)
        ? [
            {
              segments: s,
              message: `example ${JSON.stringify(value)} is a date string; the field is documented as Unix seconds`,
            },
          ]
        : []),
    ]);
  });
}

type CodeBlock = {line: number; label: string; apiPath: string; direction: Direction; source: string};

/**
 * The code blocks of a page that show a body: ```json request="op"``` and ```json response="op 200"``` (by their
 * operation), and ```http``` requests of the version (by method and path), with the body after the blank line.
 */
function codeBlocks(doc: OpenApiDocument, text: string): CodeBlock[] {
  const lines = text.split('\n');
  const blocks: CodeBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^\s*(```+)(json|http)\b\s*(.*)$/.exec(lines[i]!);
    if (!open) continue;
    let end = i + 1;
    while (end < lines.length && !lines[end]!.trim().startsWith(open[1]!)) end += 1;
    const body = lines.slice(i + 1, end);
    const line = i + 1;
    i = end;
    if (open[2] === 'json') {
      const meta = /\b(request|response)="([^"\s]+)[^"]*"/.exec(open[3]!);
      const entry = meta ? findOperation(doc, meta[2]!) : undefined;
      if (meta && entry)
        blocks.push({
          line,
          label: `json block of ${meta[2]}`,
          apiPath: entry.path,
          direction: meta[1] === 'request' ? 'write' : 'read',
          source: body.join('\n'),
        });
      continue;
    }
    const request = /^\s*([A-Z]+)\s+(\/\S*?)(?:\?\S*)?\s+HTTP/.exec(body[0] ?? '');
    const entry = request
      ? operations(doc).find((e) => e.method.toUpperCase() === request[1] && templatePattern(e.path).test(request[2]!))
      : undefined;
    const blank = body.findIndex((l) => l.trim() === '');
    if (request && entry && blank > 0)
      blocks.push({
        line,
        label: `${request[1]} ${request[2]}`,
        apiPath: entry.path,
        direction: 'write',
        source: body.slice(blank + 1).join('\n'),
      });
  }
  return blocks;
}

/** The custom-field rule on the pages' requests and JSON blocks, in every locale. */
function pageExamples(siteDir: string, version: string, doc: OpenApiDocument, rules: Rules): Problem[] {
  const rel = (file: string) => path.relative(siteDir, file).split(path.sep).join('/');
  return LOCALES.flatMap((locale) =>
    docFiles(docsDir(siteDir, version, locale)).flatMap((absolute) => {
      const text = fs.readFileSync(absolute, 'utf8');
      const file = rel(absolute);
      const found: Problem[] = [];
      const report = (line: number, label: string, apiPath: string, direction: Direction, value: Json | undefined) => {
        for (const b of customFieldBreaks(version, rules.fields, apiPath, direction, value, rules.table))
          found.push({file, pointer: '', line, message: `${label} ${b.at}: ${b.message}`});
      };
      // A workflow step's block shows the workflow's values: they are checked in the workflow's file.
      for (const block of scanPage(text, file).blocks.filter((b) => !b.step)) {
        const request = blockRequest(doc, version, [], block);
        if (!('problem' in request))
          report(block.line, request.label, request.entry.path, 'write', request.values.body);
      }
      for (const block of codeBlocks(doc, text)) {
        let value: Json;
        try {
          value = JSON.parse(block.source) as Json;
        } catch {
          continue; // the prose check reports a JSON block that does not parse; an http body may be no JSON
        }
        report(block.line, block.label, block.apiPath, block.direction, value);
      }
      return found;
    }),
  );
}

/** The custom-field write rule on every step of the version's workflows. */
function workflowExamples(siteDir: string, version: string, doc: OpenApiDocument, rules: Rules): Problem[] {
  return loadWorkflows(siteDir, version).flatMap((file) =>
    workflowsOf(file).flatMap((workflow, w) =>
      stepsOf(workflow).flatMap((step, s) => {
        const {entry, values} = stepRequest(doc, version, workflow, step);
        if (!entry) return [];
        const at = ['workflows', String(w), 'steps', String(s)];
        return customFieldBreaks(version, rules.fields, entry.path, 'write', values.body, rules.table).map((b) => ({
          file: file.file,
          pointer: toPointer([...at, 'requestBody', 'payload', ...b.segments]),
          line:
            file.lineOf(toPointer([...at, 'requestBody', 'payload', ...b.segments])) ??
            file.lineOf(toPointer([...at, 'requestBody'])) ??
            file.lineOf(toPointer(at)),
          message: `workflow ${String(workflow.workflowId)} step ${String(step.stepId)} body ${b.at}: ${b.message}`,
        }));
      }),
    ),
  );
}

export function checkExampleRules(
  siteDir: string,
  version: string,
  doc: OpenApiDocument,
  table: Readonly<Record<string, VersionRules>> = CUSTOM_FIELD_RULES,
): (Located | Problem)[] {
  const rules: Rules = {fields: customFieldDefinitions(doc), table};
  return [
    ...schemaExamples(createAjv(), doc),
    ...operationExamples(version, doc, rules),
    ...pageExamples(siteDir, version, doc, rules),
    ...workflowExamples(siteDir, version, doc, rules),
  ];
}
