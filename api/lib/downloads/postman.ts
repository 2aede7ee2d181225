/**
 * A Postman collection (schema v2.1) of a localized OpenAPI document: one
 * request per operation, in one folder per (first) tag; the base URL and each
 * credential are collection variables ({{baseUrl}}, {{apiKey}}, …).
 */
import type {Json} from '../browser-safe/json';
import {operations, type OpenApiDocument, type OperationEntry} from '../browser-safe/openapi';
import {exampleRequests, queryString, type Credential, type Pair} from '../browser-safe/request';

export const POSTMAN_SCHEMA = 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json';
export const BASE_URL_VARIABLE = 'baseUrl';

type KeyValue = {key: string; value: string};
export type PostmanRequestItem = {
  name: string;
  request: {
    method: string;
    description?: string;
    header: (KeyValue & {type: 'text'})[];
    url: {raw: string; host: string[]; path: string[]; query?: KeyValue[]; variable?: KeyValue[]};
    body?: {mode: 'raw'; raw: string; options: {raw: {language: 'json'}}};
  };
};
export type PostmanFolder = {name: string; description?: string; item: PostmanRequestItem[]};
export type PostmanCollection = {
  info: {name: string; description?: string; schema: string};
  variable: KeyValue[];
  item: PostmanFolder[];
};

const variable = (name: string) => `{{${name}}}`;

function credentialPairs(credentials: Credential[], where: Credential['in']): Pair[] {
  return credentials.filter((c) => c.in === where).map((c): Pair => [c.name, variable(c.variable)]);
}

function requestItem(doc: OpenApiDocument, entry: OperationEntry): PostmanRequestItem {
  const [example] = exampleRequests(doc, entry);
  const query = [...credentialPairs(example.credentials, 'query'), ...example.query];
  const segments = entry.path
    .split('/')
    .filter(Boolean)
    .map((s) => s.replace(/^\{(.+)\}$/, ':$1'));
  const search = queryString(query);
  const cookies = credentialPairs(example.credentials, 'cookie').map(([k, v]) => `${k}=${v}`);
  const headers: Pair[] = [
    ...credentialPairs(example.credentials, 'header'),
    ...(cookies.length ? [['Cookie', cookies.join('; ')] as Pair] : []),
    ...example.headers,
  ];
  return {
    name: entry.operation.summary ?? entry.operation.operationId ?? `${example.method} ${entry.path}`,
    request: {
      method: example.method,
      description: entry.operation.description,
      header: headers.map(([key, value]) => ({key, value, type: 'text' as const})),
      url: {
        raw: `${variable(BASE_URL_VARIABLE)}/${segments.join('/')}${search ? `?${search}` : ''}`,
        host: [variable(BASE_URL_VARIABLE)],
        path: segments,
        ...(query.length ? {query: query.map(([key, value]) => ({key, value}))} : {}),
        ...(Object.keys(example.pathValues).length
          ? {variable: Object.entries(example.pathValues).map(([key, value]) => ({key, value}))}
          : {}),
      },
      ...(example.body === undefined
        ? {}
        : {
            body: {
              mode: 'raw' as const,
              raw: JSON.stringify(example.body as Json, null, 2),
              options: {raw: {language: 'json' as const}},
            },
          }),
    },
  };
}

function folders(doc: OpenApiDocument): PostmanFolder[] {
  const byTag = new Map<string, PostmanRequestItem[]>();
  for (const entry of operations(doc)) {
    const tag = entry.operation.tags?.[0] ?? 'default';
    byTag.set(tag, [...(byTag.get(tag) ?? []), requestItem(doc, entry)]);
  }
  return [...byTag].map(([tag, item]) => {
    const declared = doc.tags?.find((t) => t.name === tag);
    return {name: declared?.['x-displayName'] ?? tag, description: declared?.description, item};
  });
}

function credentialVariables(doc: OpenApiDocument): KeyValue[] {
  const all = operations(doc).flatMap((entry) => exampleRequests(doc, entry)[0].credentials);
  const unique = new Map(all.map((c) => [c.variable, c.placeholder]));
  return [...unique].map(([key, value]) => ({key, value}));
}

export function postmanCollection(doc: OpenApiDocument): PostmanCollection {
  return {
    info: {
      name: `${doc.info.title} ${doc.info.version}`,
      description: doc.info.description as string | undefined,
      schema: POSTMAN_SCHEMA,
    },
    variable: [{key: BASE_URL_VARIABLE, value: doc.servers?.[0]?.url ?? ''}, ...credentialVariables(doc)],
    item: folders(doc),
  };
}
