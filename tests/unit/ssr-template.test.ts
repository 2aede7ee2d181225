/**
 * The pages' HTML template (config/ssr-template.ts): Docusaurus's own with its
 * script lines replaced, an upgrade that changes them stops the build naming
 * the file, and the inline loader inserts the scripts in order once the first
 * contentful paint has happened and the HTML is parsed.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import vm from 'node:vm';
import {PAINT_FIRST_LOADER, paintFirstTemplate, ssrTemplate} from '../../config/ssr-template';

test("the template keeps Docusaurus's, with a loader and a low-priority preload instead of deferred scripts", () => {
  assert.ok(!ssrTemplate.includes('defer'), 'no deferred script is left');
  assert.ok(ssrTemplate.includes('rel="preload" as="script" fetchpriority="low"'));
  assert.ok(ssrTemplate.includes('first-contentful-paint'));
  for (const kept of ['<%~ it.headTags %>', '<%~ it.appHtml %>', '<%~ it.postBodyTags %>', 'it.stylesheets.forEach']) {
    assert.ok(ssrTemplate.includes(kept), `Docusaurus's ${kept} is kept`);
  }
});

test('a template whose script lines changed stops the build, naming the file', () => {
  assert.throws(
    () =>
      paintFirstTemplate(
        '<head><% it.scripts.forEach((s) => { %><script src="<%= s %>" async></script><% }); %></head>',
      ),
    /config\/ssr-template\.ts: the script lines of @docusaurus\/core\/lib\/ssg\/ssgTemplate\.html\.js changed/,
  );
});

type Fake = {
  inserted: string[];
  paint: () => void;
  parsed: () => void;
  timers: (() => void)[];
  /** The load of script `i` fails. */
  fails: (i: number) => void;
  banners: () => number;
  context: Record<string, unknown>;
};

/** Runs the loader in a fake page: `paint()` reports the first contentful paint, `parsed()` ends the parsing. */
function runLoader(options: {paintTiming: boolean; visible: boolean; readyState: string}): Fake {
  const inserted: string[] = [];
  const elements: {src: string; onerror?: () => void}[] = [];
  const timers: (() => void)[] = [];
  let banners = 0;
  let observer: ((list: unknown, o: {disconnect(): void}) => void) | undefined;
  let onParsed: (() => void) | undefined;
  const document = {
    visibilityState: options.visible ? 'visible' : 'hidden',
    readyState: options.readyState,
    head: {
      appendChild: (s: {src: string}) => {
        inserted.push(s.src);
        elements.push(s);
      },
    },
    createElement: () => ({src: '', async: true}),
    addEventListener: (type: string, f: () => void) => {
      if (type === 'DOMContentLoaded') onParsed = f;
    },
  };
  class PerformanceObserver {
    static supportedEntryTypes = options.paintTiming ? ['paint', 'resource'] : ['resource'];
    constructor(callback: typeof observer) {
      observer = callback;
    }
    observe() {}
  }
  const context: Record<string, unknown> = {
    document,
    PerformanceObserver,
    setTimeout: (f: () => void) => timers.push(f),
    insertBanner: () => (banners += 1),
  };
  context.window = context;
  vm.runInNewContext(PAINT_FIRST_LOADER.replace('SCRIPTS', JSON.stringify(['/r.js', '/m.js'])), context);
  const fake: Fake = {
    inserted,
    timers,
    context,
    fails: (i) => elements[i]?.onerror?.(),
    banners: () => banners,
    paint: () => {
      observer?.(
        {getEntriesByName: (name: string) => (name === 'first-contentful-paint' ? [{}] : [])},
        {disconnect() {}},
      );
      timers.pop()?.(); // the zero-delay timeout the paint set (the time limit stays queued)
    },
    parsed: () => {
      document.readyState = 'interactive';
      onParsed?.();
    },
  };
  return fake;
}

test('the loader waits for the first contentful paint and the end of parsing, then inserts the scripts in order', () => {
  const page = runLoader({paintTiming: true, visible: true, readyState: 'loading'});
  assert.deepEqual(page.inserted, [], 'nothing before the paint');
  page.paint();
  assert.deepEqual(page.inserted, [], 'nothing while the HTML is still being parsed');
  page.parsed();
  assert.deepEqual(page.inserted, ['/r.js', '/m.js']);
});

test('the loader inserts at once after the paint when the HTML is already parsed, and only once', () => {
  const page = runLoader({paintTiming: true, visible: true, readyState: 'interactive'});
  page.paint();
  assert.deepEqual(page.inserted, ['/r.js', '/m.js']);
  for (const timer of page.timers.splice(0)) timer(); // the 3 s fallback
  assert.deepEqual(page.inserted, ['/r.js', '/m.js'], 'not inserted twice');
});

test('without paint timing, or on a hidden page, the loader starts when the HTML is parsed', () => {
  for (const options of [
    {paintTiming: false, visible: true},
    {paintTiming: true, visible: false},
  ]) {
    const page = runLoader({...options, readyState: 'loading'});
    assert.deepEqual(page.inserted, [], JSON.stringify(options));
    page.parsed();
    assert.deepEqual(page.inserted, ['/r.js', '/m.js'], JSON.stringify(options));
  }
});

test('when no paint is reported, the loader starts after its time limit', () => {
  const page = runLoader({paintTiming: true, visible: true, readyState: 'complete'});
  assert.equal(page.timers.length, 1, 'one time limit is set');
  page.timers.shift()!();
  assert.deepEqual(page.inserted, ['/r.js', '/m.js']);
});

test("Docusaurus's base-URL banner: the loader stands in for main until it runs, and shows the banner once when a script fails to load", () => {
  const page = runLoader({paintTiming: true, visible: true, readyState: 'interactive'});
  assert.equal(typeof page.context.docusaurus, 'object', 'window.docusaurus is set before DOMContentLoaded');
  page.paint();
  assert.equal(page.banners(), 0);
  page.fails(0);
  page.fails(1);
  assert.equal(page.banners(), 1, 'one banner for two failed scripts');
});
