/** The slice of OpenAPI 3.1 this project uses, and helpers to walk operations. */
import {isObject, type Json, type JsonObject} from './json';

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export type Schema = JsonObject & {
  $ref?: string;
  type?: string | string[];
  format?: string;
  contentMediaType?: string;
  description?: string;
  properties?: {[name: string]: Schema};
  required?: string[];
  items?: Schema;
  allOf?: Schema[];
  additionalProperties?: boolean | Schema;
  enum?: Json[];
  default?: Json;
};

export type Example = JsonObject & {summary?: string; value?: Json};

export type MediaType = JsonObject & {schema?: Schema; example?: Json; examples?: {[name: string]: Example}};

export type Parameter = JsonObject & {
  $ref?: string;
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  description?: string;
  style?: string;
  explode?: boolean;
  schema?: Schema;
  example?: Json;
};

export type RequestBody = JsonObject & {$ref?: string; required?: boolean; content?: {[type: string]: MediaType}};

export type Response = JsonObject & {$ref?: string; description?: string; content?: {[type: string]: MediaType}};

export type SecurityRequirement = {[scheme: string]: string[]};

export type SecurityScheme = JsonObject & {
  type: string;
  in?: 'header' | 'query' | 'cookie';
  name?: string;
  description?: string;
  /** The literal shown in code samples, e.g. YOUR_API_KEY. */
  'x-placeholder'?: string;
  /** The Postman collection variable that holds the credential, e.g. apiKey. */
  'x-postman-variable'?: string;
};

export type Operation = JsonObject & {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: RequestBody;
  responses?: {[status: string]: Response};
  security?: SecurityRequirement[];
  'x-doc'?: string;
};

export type Tag = JsonObject & {name: string; description?: string; 'x-displayName'?: string};

/** The convention guides an operation's page links to when they concern it (see render.ts). */
export const GUIDES = [
  'identifiers',
  'pagination',
  'fields',
  'filtering',
  'customFields',
  'duplicates',
  'retries',
] as const;
export type Guide = (typeof GUIDES)[number];

/** Per-version doc targets: doc id plus anchor, e.g. `needed_info#errors`; the guides and the sources page are optional. */
export type DocTargets = {auth: string; errors: string; sources?: string} & Partial<Record<Guide, string>>;

export type OpenApiDocument = JsonObject & {
  openapi: string;
  info: JsonObject & {title: string; version: string; 'x-docs'?: DocTargets};
  servers?: (JsonObject & {url: string})[];
  security?: SecurityRequirement[];
  tags?: Tag[];
  paths: {[path: string]: {[method: string]: Operation}};
  components?: JsonObject & {
    schemas?: {[name: string]: Schema};
    parameters?: {[name: string]: Parameter};
    responses?: {[name: string]: Response};
    securitySchemes?: {[name: string]: SecurityScheme};
  };
};

export type OperationEntry = {path: string; method: HttpMethod; operation: Operation; segments: string[]};

/** Every operation of the document, in document order. */
export function operations(doc: OpenApiDocument): OperationEntry[] {
  return Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
    HTTP_METHODS.filter((method) => isObject(item?.[method])).map((method) => ({
      path,
      method,
      operation: item[method] as Operation,
      segments: ['paths', path, method],
    })),
  );
}

export function findOperation(doc: OpenApiDocument, operationId: string): OperationEntry | undefined {
  return operations(doc).find((entry) => entry.operation.operationId === operationId);
}
