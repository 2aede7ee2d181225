/**
 * Runs code samples as readers run them, in batches: one process per language
 * and batch (Python with `requests`, PHP with its curl extension, Node), one
 * bash script for all the cURL samples, and the HTTP samples written to a raw
 * socket from here. Before each sample a batch calls `<mark origin>/__sample__/<id>`
 * on the recording proxy (./recorder.ts), so what arrives next is known to be
 * that sample's. Each sample's text is run as it is; the batch only captures
 * its output and whether it ended in an error.
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import {MARK_PATH} from './recorder';

export type Language = 'http' | 'curl' | 'javascript' | 'php' | 'python';

export type SampleCode = {id: string; code: string};

/** What running one sample gave: whether the program ended normally, and what it printed. */
export type RunResult = {ok: boolean; output: string};

/** Loopback requests never go through a proxy the environment may name. */
const ENV = {
  ...process.env,
  NO_PROXY: '127.0.0.1,localhost',
  no_proxy: '127.0.0.1,localhost',
  PYTHONDONTWRITEBYTECODE: '1',
  PYTHONIOENCODING: 'utf-8',
};

function run(
  program: string,
  args: string[],
  cwd: string,
): Promise<{code: number | null; stdout: string; stderr: string}> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, {cwd, env: ENV, stdio: ['ignore', 'pipe', 'pipe']});
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString('utf8')));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString('utf8')));
    child.once('error', reject);
    child.once('close', (code) => resolve({code, stdout, stderr}));
  });
}

/** Reads the JSON lines `{"id", "ok", "output"}` a driver prints; a sample with none failed the batch itself. */
function resultsOf(
  samples: readonly SampleCode[],
  outcome: {code: number | null; stdout: string; stderr: string},
  what: string,
): Map<string, RunResult> {
  const results = new Map<string, RunResult>();
  for (const line of outcome.stdout.split('\n')) {
    if (!line.startsWith('{')) continue;
    try {
      const parsed = JSON.parse(line) as {id: string; ok: boolean; output: string};
      results.set(parsed.id, {ok: parsed.ok, output: parsed.output});
    } catch {
      // a line a sample printed itself
    }
  }
  for (const sample of samples) {
    if (!results.has(sample.id)) {
      results.set(sample.id, {
        ok: false,
        output: `the ${what} batch ended (exit ${outcome.code}) before this sample: ${outcome.stderr.slice(-1500)}`,
      });
    }
  }
  return results;
}

const PYTHON_DRIVER = String.raw`
import contextlib, io, json, os, sys, traceback, urllib.request
mark, files = sys.argv[1], sys.argv[2:]
opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))
for file in files:
    sample = os.path.basename(file)[:-3]
    opener.open(mark + sample).read()
    out = io.StringIO()
    ok = True
    try:
        with open(file, encoding="utf-8") as f:
            code = compile(f.read(), file, "exec")
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(out):
            exec(code, {"__name__": "__main__"})
    except BaseException:
        ok = False
        out.write(traceback.format_exc())
    print(json.dumps({"id": sample, "ok": ok, "output": out.getvalue()}), flush=True)
`;

const PHP_DRIVER = String.raw`<?php
set_error_handler(function (int $level, string $message, string $file, int $line): bool {
    throw new ErrorException($message, 0, $level, $file, $line);
});
$mark = $argv[1];
foreach (array_slice($argv, 2) as $file) {
    $sample = basename($file, '.php');
    $marker = curl_init($mark . $sample);
    curl_setopt($marker, CURLOPT_RETURNTRANSFER, true);
    curl_exec($marker);
    ob_start();
    $ok = true;
    try {
        (static function () use ($file) { include $file; })();
    } catch (Throwable $error) {
        $ok = false;
        echo $error;
    }
    $output = ob_get_clean();
    echo json_encode(['id' => $sample, 'ok' => $ok, 'output' => $output], JSON_INVALID_UTF8_SUBSTITUTE), "\n";
}
`;

const NODE_DRIVER = String.raw`
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {format} from 'node:util';
const [mark, ...files] = process.argv.slice(2);
const print = process.stdout.write.bind(process.stdout);
for (const file of files) {
  const sample = path.basename(file, '.mjs');
  await (await fetch(mark + sample)).arrayBuffer();
  let output = '';
  const capture = (...args) => { output += format(...args) + '\n'; };
  const saved = {log: console.log, error: console.error, warn: console.warn, info: console.info};
  Object.assign(console, {log: capture, error: capture, warn: capture, info: capture});
  let ok = true;
  try {
    await import(pathToFileURL(file).href);
  } catch (error) {
    ok = false;
    output += (error && error.stack) || String(error);
  } finally {
    Object.assign(console, saved);
  }
  print(JSON.stringify({id: sample, ok, output}) + '\n');
}
`;

/** One batch of one language against a recorder channel at `origin`; files go to `dir`. */
export async function runBatch(
  language: Exclude<Language, 'http'>,
  samples: readonly SampleCode[],
  origin: string,
  dir: string,
): Promise<Map<string, RunResult>> {
  fs.mkdirSync(dir, {recursive: true});
  const mark = `${origin}${MARK_PATH}`;
  if (language === 'curl') return runCurl(samples, mark, dir);
  const ext = {python: 'py', php: 'php', javascript: 'mjs'}[language];
  const files = samples.map((s) => {
    const file = path.join(dir, `${s.id}.${ext}`);
    fs.writeFileSync(file, `${s.code}\n`);
    return file;
  });
  const driver = path.join(dir, `driver.${ext}`);
  fs.writeFileSync(driver, {python: PYTHON_DRIVER, php: PHP_DRIVER, javascript: NODE_DRIVER}[language]);
  const program = {python: 'python3', php: 'php', javascript: process.execPath}[language];
  return resultsOf(samples, await run(program, [driver, mark, ...files], dir), language);
}

function shellQuote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

/** Every cURL sample in one bash script, each as it is, its output to a file. */
async function runCurl(samples: readonly SampleCode[], mark: string, dir: string): Promise<Map<string, RunResult>> {
  const script = [
    'set -u',
    ...samples.flatMap((s) => [
      `curl --silent --output /dev/null ${shellQuote(mark + s.id)}`,
      `{`,
      s.code,
      `} > ${shellQuote(path.join(dir, `${s.id}.out`))} 2>&1`,
      'rc=$?',
      `echo "{\\"id\\": \\"${s.id}\\", \\"ok\\": $([ $rc = 0 ] && echo true || echo false), \\"output\\": \\"\\"}"`,
    ]),
  ].join('\n');
  const file = path.join(dir, 'samples.sh');
  fs.writeFileSync(file, `${script}\n`);
  const results = resultsOf(samples, await run('bash', [file], dir), 'curl');
  for (const [id, result] of results) {
    const out = path.join(dir, `${id}.out`);
    if (fs.existsSync(out)) result.output = fs.readFileSync(out, 'utf8');
  }
  return results;
}

/**
 * The HTTP samples, each written to a TCP socket as an HTTP client writes the message the tab shows:
 * lines ended by CRLF, and the framing a client adds itself (`Content-Length` of a body,
 * `Connection: close`). The tab leaves those out on purpose: a reader who edits the body would
 * otherwise send a stale length.
 */
export async function runHttp(samples: readonly SampleCode[], origin: string): Promise<Map<string, RunResult>> {
  const {hostname, port} = new URL(origin);
  const results = new Map<string, RunResult>();
  for (const sample of samples) {
    await new Promise<void>((resolve, reject) => {
      http.get(`${origin}${MARK_PATH}${sample.id}`, (res) => res.resume().on('end', resolve)).on('error', reject);
    });
    const split = sample.code.indexOf('\n\n');
    const head = split < 0 ? sample.code : sample.code.slice(0, split);
    const body = split < 0 ? '' : sample.code.slice(split + 2);
    const framing = [...(body ? [`Content-Length: ${Buffer.byteLength(body)}`] : []), 'Connection: close'];
    // The tab shows non-ASCII letters of the target as letters (an IRI): a client sends them percent-encoded.
    const lines = head.split('\n');
    lines[0] = lines[0]!.replace(/[^\p{ASCII}]+/gu, (letters) => encodeURIComponent(letters));
    const message = `${[...lines, ...framing].join('\r\n')}\r\n\r\n${body}`;
    const output = await new Promise<RunResult>((resolve) => {
      const socket = net.connect(Number(port), hostname);
      let answer = '';
      socket.on('data', (c: Buffer) => (answer += c.toString('utf8')));
      socket.on('end', () => resolve({ok: /^HTTP\/1\.1 \d{3} /.test(answer), output: answer}));
      socket.on('error', (error) => resolve({ok: false, output: String(error)}));
      socket.write(message);
    });
    results.set(sample.id, output);
  }
  return results;
}
