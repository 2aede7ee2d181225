/**
 * No JavaScript chunk is shipped twice under two ids. Docusaurus turns off
 * webpack's mergeDuplicateChunks; every import() site makes its own chunk, so
 * a module imported from several pages (a request builder's operation module,
 * from its reference page and from each recipe step that sends it) became as
 * many identical chunks, each an entry in every page's webpack runtime.
 * plugins/request-builder turns the merge back on for the client build.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {LOCALES, DEFAULT_LOCALE} from '../../config/locales';
import {BUILD_DIR} from '../support/server';

/** A chunk's text with its own id taken out (`push([["12345"],…` → `push([[ID],…`). */
function withoutChunkId(text: string): string {
  return text.replace(/^("use strict";)?\(self\.webpackChunk\w+=self\.webpackChunk\w+\|\|\[\]\)\.push\(\[\[[^\]]*\]/, 'ID');
}

/** The groups of chunk files in `dir` that are the same code under different ids. */
function duplicateChunks(files: {name: string; text: string}[]): string[][] {
  const groups = new Map<string, string[]>();
  for (const {name, text} of files) {
    const key = withoutChunkId(text);
    groups.set(key, [...(groups.get(key) ?? []), name]);
  }
  return [...groups.values()].filter((names) => names.length > 1);
}

test('duplicateChunks finds the same code under two ids, and only that', () => {
  const chunk = (id: string, body: string) =>
    `"use strict";(self.webpackChunkcrm_api_docs=self.webpackChunkcrm_api_docs||[]).push([["${id}"],{1(e){${body}}}]);`;
  assert.deepEqual(
    duplicateChunks([
      {name: '1.js', text: chunk('1', 'a')},
      {name: '2.js', text: chunk('2', 'a')},
      {name: '3.js', text: chunk('3', 'b')},
    ]),
    [['1.js', '2.js']],
  );
});

for (const locale of LOCALES) {
  test(`${locale}: no two JavaScript chunks of the build are the same code`, () => {
    const dir = path.join(BUILD_DIR, ...(locale === DEFAULT_LOCALE ? [] : [locale]), 'assets', 'js');
    const files = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.js'))
      .map((name) => ({name, text: fs.readFileSync(path.join(dir, name), 'utf8')}));
    assert.ok(files.length > 100, `${dir}: ${files.length} chunks, expected a built site`);
    assert.deepEqual(duplicateChunks(files), [], `${dir}: identical chunks under different ids`);
  });
}
