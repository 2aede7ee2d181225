/**
 * Code samples of one example request, in the five languages the pages show.
 * Every sample sends the same request, to the host pattern of config/brand.ts,
 * with the literal credential placeholders (YOUR_API_KEY…).
 */
import type {Json} from './json';
import {fillPath, queryString, type ExampleRequest, type Pair} from './request';

/** What a sample needs: the request resolved against a server URL. */
export type Sample = {method: string; url: string; host: string; target: string; headers: Pair[]; body?: Json};

export function resolveSample(request: ExampleRequest, server: string): Sample {
  const credentialQuery = request.credentials.filter((c) => c.in === 'query').map((c): Pair => [c.name, c.placeholder]);
  const credentialHeaders = request.credentials
    .filter((c) => c.in === 'header')
    .map((c): Pair => [c.name, c.placeholder]);
  const cookies = request.credentials.filter((c) => c.in === 'cookie').map((c) => `${c.name}=${c.placeholder}`);
  const query = queryString([...credentialQuery, ...request.query]);
  const target = `${fillPath(request.path, request.pathValues)}${query ? `?${query}` : ''}`;
  return {
    method: request.method,
    url: `${server.replace(/\/$/, '')}${target}`,
    host: server.replace(/^[a-z]+:\/\//i, '').replace(/\/.*$/, ''),
    target,
    headers: [
      ...credentialHeaders,
      ...(cookies.length ? [['Cookie', cookies.join('; ')] as Pair] : []),
      ...request.headers,
    ],
    body: request.body,
  };
}

function json(value: Json, indent = 2): string {
  return JSON.stringify(value, null, indent);
}

/** Indents every line but the first. */
function hang(value: string, pad: string): string {
  return value.split('\n').join(`\n${pad}`);
}

/**
 * The request target as a person reads it: each run of percent-encoded UTF-8 that spells non-ASCII letters
 * shown as those letters (`q=H%E1%BB%93%20Ch%C3%AD%20Minh` reads `q=Hồ%20Chí%20Minh`), the IRI of the same
 * request, which a client encodes back byte for byte; ASCII escapes (`%20`, `%26`, `%5B`) stay as they are.
 * The HTTP tab only: cURL and the programs keep the exact bytes.
 */
export function readableTarget(target: string): string {
  return target.replace(/(?:%[89a-f][0-9a-f])+/gi, (run) => {
    try {
      const text = decodeURIComponent(run);
      return /^[^\p{ASCII}]+$/u.test(text) ? text : run;
    } catch {
      return run;
    }
  });
}

export function httpSample(s: Sample): string {
  const head = [
    `${s.method} ${readableTarget(s.target)} HTTP/1.1`,
    `Host: ${s.host}`,
    ...s.headers.map(([k, v]) => `${k}: ${v}`),
  ];
  return s.body === undefined ? head.join('\n') : `${head.join('\n')}\n\n${json(s.body)}`;
}

function shellQuote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

export function curlSample(s: Sample): string {
  const lines = [
    `curl --globoff --request ${s.method} ${shellQuote(s.url)}`,
    ...s.headers.map(([k, v]) => `--header ${shellQuote(`${k}: ${v}`)}`),
    ...(s.body === undefined ? [] : [`--data ${shellQuote(json(s.body))}`]),
  ];
  return lines.join(' \\\n  ');
}

function jsString(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;
}

export function javascriptSample(s: Sample): string {
  const options = [
    `  method: ${jsString(s.method)},`,
    '  headers: {',
    ...s.headers.map(([k, v]) => `    ${jsString(k)}: ${jsString(v)},`),
    '  },',
    ...(s.body === undefined ? [] : [`  body: JSON.stringify(${hang(json(s.body), '  ')}),`]),
  ];
  return [
    `const response = await fetch(${jsString(s.url)}, {`,
    ...options,
    '});',
    'const result = await response.json();',
    'console.log(response.status, result);',
  ].join('\n');
}

function phpString(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/** No curl_close(): it does nothing since PHP 8.0 and is deprecated since 8.5 (a notice on every run). */
export function phpSample(s: Sample): string {
  const options = [
    `    CURLOPT_URL => ${phpString(s.url)},`,
    `    CURLOPT_CUSTOMREQUEST => ${phpString(s.method)},`,
    '    CURLOPT_RETURNTRANSFER => true,',
    '    CURLOPT_HTTPHEADER => [',
    ...s.headers.map(([k, v]) => `        ${phpString(`${k}: ${v}`)},`),
    '    ],',
    ...(s.body === undefined
      ? []
      : [`    CURLOPT_POSTFIELDS => <<<'JSON'\n    ${hang(json(s.body), '    ')}\n    JSON,`]),
  ];
  return [
    '<?php',
    '$curl = curl_init();',
    'curl_setopt_array($curl, [',
    ...options,
    ']);',
    '$response = curl_exec($curl);',
    '$status = curl_getinfo($curl, CURLINFO_HTTP_CODE);',
    'echo $status, PHP_EOL, $response, PHP_EOL;',
  ].join('\n');
}

/** A Python literal of a JSON value (True / False / None). */
export function pythonLiteral(value: Json, indent = ''): string {
  const inner = `${indent}    `;
  if (value === null) return 'None';
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  if (typeof value === 'number' || typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((v) => `${inner}${pythonLiteral(v, inner)},`).join('\n')}\n${indent}]`;
  }
  const entries = Object.entries(value);
  if (entries.length === 0) return '{}';
  return `{\n${entries.map(([k, v]) => `${inner}${JSON.stringify(k)}: ${pythonLiteral(v, inner)},`).join('\n')}\n${indent}}`;
}

export function pythonSample(s: Sample): string {
  const headers = Object.fromEntries(s.headers.filter(([k]) => !(s.body !== undefined && k === 'Content-Type')));
  const args = [
    `    ${JSON.stringify(s.url)},`,
    `    headers=${pythonLiteral(headers, '    ')},`,
    ...(s.body === undefined ? [] : [`    json=${pythonLiteral(s.body, '    ')},`]),
    '    timeout=30,',
  ];
  return [
    'import requests',
    '',
    `response = requests.request(`,
    `    ${JSON.stringify(s.method)},`,
    ...args,
    ')',
    'print(response.status_code, response.json())',
  ].join('\n');
}

/** The tabs, in order: value, label, Prism language, generator. */
export const SAMPLE_LANGUAGES = [
  {value: 'http', label: 'HTTP', lang: 'http', render: httpSample},
  {value: 'curl', label: 'cURL', lang: 'bash', render: curlSample},
  {value: 'javascript', label: 'JavaScript', lang: 'javascript', render: javascriptSample},
  {value: 'php', label: 'PHP', lang: 'php', render: phpSample},
  {value: 'python', label: 'Python', lang: 'python', render: pythonSample},
] as const;
