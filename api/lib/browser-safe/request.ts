/**
 * The example request of an operation, built from its examples: path values,
 * query pairs serialized by each parameter's style, headers, credentials and
 * body. Code samples and the Postman collection are both made from it.
 */
import {isObject, type Json} from './json';
import type {OpenApiDocument, OperationEntry, Parameter, SecurityRequirement, SecurityScheme} from './openapi';
import {deref} from './refs';

export type Pair = [string, string];

export type Credential = {
  scheme: string;
  in: 'header' | 'query' | 'cookie';
  name: string;
  /** Literal shown in code samples, e.g. YOUR_API_KEY. */
  placeholder: string;
  /** Postman collection variable, e.g. apiKey. */
  variable: string;
};

export type ExampleRequest = {
  method: string;
  /** The path template, e.g. /api/v6.1/ticket/{id}. */
  path: string;
  pathValues: Record<string, string>;
  query: Pair[];
  headers: Pair[];
  credentials: Credential[];
  body?: Json;
  /** The body example's summary, when the operation has several. */
  summary?: string;
};

function scalar(value: Json): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Query pairs of one parameter value, following its `style` and `explode`. */
export function serializeQuery(parameter: Parameter, value: Json): Pair[] {
  const {name} = parameter;
  const style = parameter.style ?? 'form';
  const explode = parameter.explode ?? style === 'form';
  if (style === 'deepObject' && isObject(value)) {
    return Object.entries(value).flatMap(([key, item]): Pair[] =>
      Array.isArray(item)
        ? item.map((v): Pair => [`${name}[${key}][]`, scalar(v)])
        : [[`${name}[${key}]`, scalar(item)]],
    );
  }
  if (Array.isArray(value)) {
    return explode ? value.map((v): Pair => [name, scalar(v)]) : [[name, value.map(scalar).join(',')]];
  }
  if (isObject(value)) {
    return explode
      ? Object.entries(value).map(([k, v]): Pair => [k, scalar(v)])
      : [
          [
            name,
            Object.entries(value)
              .flatMap(([k, v]) => [k, scalar(v)])
              .join(','),
          ],
        ];
  }
  return [[name, scalar(value)]];
}

/**
 * A parameter's example as the reader sends it, unencoded: a query parameter's
 * one value (`id,account_code` for a `form` array with `explode: false`), or its
 * pairs when it sends several (`extension[]=100&extension[]=101`,
 * `custom_fields[hang_the]==|vang`); a path or header value as the `simple`
 * style writes it (an array's items joined by commas). Never JSON.
 */
export function sentExample(parameter: Parameter, value: Json): string {
  if (parameter.in === 'query') {
    const pairs = serializeQuery(parameter, value);
    const [only] = pairs;
    if (pairs.length === 1 && only[0] === parameter.name) return only[1];
    return pairs.map(([k, v]) => `${k}=${v}`).join('&');
  }
  if (Array.isArray(value)) return value.map(scalar).join(',');
  if (isObject(value)) {
    const entries = Object.entries(value);
    return parameter.explode
      ? entries.map(([k, v]) => `${k}=${scalar(v)}`).join(',')
      : entries.flatMap(([k, v]) => [k, scalar(v)]).join(',');
  }
  return scalar(value);
}

/** Readable percent-encoding for query strings: keeps , [ ] : as they are. */
export function encodeQueryPart(text: string): string {
  return encodeURIComponent(text)
    .replace(/%2C/gi, ',')
    .replace(/%5B/gi, '[')
    .replace(/%5D/gi, ']')
    .replace(/%3A/gi, ':');
}

export function queryString(pairs: readonly Pair[]): string {
  return pairs.map(([k, v]) => `${encodeQueryPart(k)}=${encodeQueryPart(v)}`).join('&');
}

export function fillPath(template: string, values: Record<string, string>): string {
  return template.replace(/\{([^}]+)\}/g, (whole, name: string) =>
    name in values ? encodeURIComponent(values[name]) : whole,
  );
}

function exampleOf(parameter: Parameter): Json | undefined {
  if ('example' in parameter) return parameter.example;
  const first = isObject(parameter.examples) ? Object.values(parameter.examples)[0] : undefined;
  return isObject(first) ? first.value : undefined;
}

/** The credentials of the operation's first security requirement (apiKey schemes). */
export function credentialsOf(doc: OpenApiDocument, entry: OperationEntry): Credential[] {
  return requirementCredentials(doc, (entry.operation.security ?? doc.security ?? [])[0] ?? {});
}

/** The credentials of the document's default security requirement: what most operations send (the auth header). */
export function defaultCredentials(doc: OpenApiDocument): Credential[] {
  return requirementCredentials(doc, (doc.security ?? [])[0] ?? {});
}

function requirementCredentials(doc: OpenApiDocument, requirement: SecurityRequirement): Credential[] {
  return Object.keys(requirement).map((scheme) => {
    const definition = doc.components?.securitySchemes?.[scheme] as SecurityScheme | undefined;
    if (!definition || definition.type !== 'apiKey' || !definition.in || !definition.name) {
      throw new Error(`security scheme "${scheme}" must be a declared apiKey scheme with "in" and "name"`);
    }
    return {
      scheme,
      in: definition.in,
      name: definition.name,
      placeholder: definition['x-placeholder'] ?? `YOUR_${scheme.toUpperCase()}`,
      variable: definition['x-postman-variable'] ?? scheme,
    };
  });
}

function bodyExamples(doc: OpenApiDocument, entry: OperationEntry): {summary?: string; value: Json}[] {
  if (!entry.operation.requestBody) return [];
  const media = deref(doc, entry.operation.requestBody).content?.['application/json'];
  if (!media) return [];
  const named = Object.values(media.examples ?? {}).map((e) => ({summary: e.summary, value: e.value ?? null}));
  return named.length > 0 ? named : 'example' in media ? [{value: media.example ?? null}] : [];
}

/** One example request per body example (or one when the operation has no body). */
export function exampleRequests(doc: OpenApiDocument, entry: OperationEntry): ExampleRequest[] {
  const parameters = (entry.operation.parameters ?? []).map((p) => deref(doc, p));
  const withValue = parameters.flatMap((p) => {
    const value = exampleOf(p);
    return value === undefined ? [] : [{parameter: p, value}];
  });
  const base: ExampleRequest = {
    method: entry.method.toUpperCase(),
    path: entry.path,
    pathValues: Object.fromEntries(
      withValue.filter((x) => x.parameter.in === 'path').map((x) => [x.parameter.name, scalar(x.value)]),
    ),
    query: withValue.filter((x) => x.parameter.in === 'query').flatMap((x) => serializeQuery(x.parameter, x.value)),
    headers: withValue.filter((x) => x.parameter.in === 'header').map((x): Pair => [x.parameter.name, scalar(x.value)]),
    credentials: credentialsOf(doc, entry),
  };
  const bodies = bodyExamples(doc, entry);
  if (bodies.length === 0) return [base];
  return bodies.map((body) => ({
    ...base,
    headers: [...base.headers, ['Content-Type', 'application/json']],
    body: body.value,
    summary: bodies.length > 1 ? body.summary : undefined,
  }));
}
