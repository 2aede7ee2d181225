/**
 * The sources page explains the marks with an example, "derived from 6.0"
 * (partials/<locale>/evidence-marks.mdx, `{derivedExample}`). The example must
 * name a version this version's facts are really derived from: a reader who
 * then meets a mark on a reference page sees the same words.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {VERSIONS} from '../../config/versions';
import {loadApi} from '../../api/lib/model/load';
import {documentElements} from '../../api/lib/evidence/elements';
import {derivedExample, partialValues} from '../../api/lib/pages/partial-values';

const SITE = path.resolve(import.meta.dirname, '../..');

/** The versions the elements of `version` are derived from, with how many elements each. */
function derivedFrom(version: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const element of documentElements(loadApi(SITE, version).document)) {
    if (element.own?.status === 'derived') counts.set(element.own.from, (counts.get(element.own.from) ?? 0) + 1);
  }
  return counts;
}

for (const version of VERSIONS) {
  test(`${version}: the sources page's "derived from" example names a version its facts are derived from`, () => {
    const example = partialValues(version).derivedExample;
    const sources = derivedFrom(version);
    assert.ok(
      sources.has(example),
      `partials/*/evidence-marks.mdx shows "derived from ${example}" on the ${version} sources page, but no element of ` +
        `api/${version}/ is derived from ${example} (they are derived from ${[...sources.keys()].join(', ') || 'no version'}); ` +
        `change derivedExample in api/lib/pages/partial-values.ts`,
    );
  });
}

test('derivedExample: the next newer version, or the one before it for the newest; an unknown version fails', () => {
  assert.equal(derivedExample('4.0', ['6.1', '6.0', '4.0']), '6.0');
  assert.equal(derivedExample('6.0', ['6.1', '6.0', '4.0']), '6.1');
  assert.equal(derivedExample('6.1', ['6.1', '6.0', '4.0']), '6.0');
  assert.throws(() => derivedExample('5.0', ['6.1', '6.0', '4.0']), /5\.0 is not in versions\.json/);
  assert.throws(() => derivedExample('6.1', ['6.1']), /no "derived from" example/);
});
