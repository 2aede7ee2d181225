/**
 * Dates in the request builder: the values the sources mark `format: unixtime`
 * (api/lib/browser-safe/unix-time.ts) read from a date and time in the reader's time zone
 * and back, the model carries the marker to every 6.x date filter, and a
 * filter condition keeps its value when its operator changes (carriedValue).
 * The process runs in Vietnam's time zone (UTC+7), where the sources' own
 * examples are written: 2025-03-01 00:00 is 1740762000.
 */
process.env.TZ = 'Asia/Ho_Chi_Minh';
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {localizedApi} from '../../api/lib/model/cache';
import {builderModel} from '../../api/lib/requests/builder';
import {carriedValue, operatorsOf, type Input} from '../../api/lib/browser-safe/builder-model';
import {findOperation, operations} from '../../api/lib/browser-safe/openapi';
import {
  dateOfSeconds,
  localTimeZone,
  secondsOfDate,
  unixTimeEcho,
  unixTimeValue,
  UNIX_TIME_FORMAT,
} from '../../api/lib/browser-safe/unix-time';

const SITE = process.cwd();

test('a local date and time becomes Unix seconds, and seconds a local date and time', () => {
  assert.equal(secondsOfDate('2025-03-01'), 1740762000, 'the start of the day');
  assert.equal(secondsOfDate('2025-03-01 08:30'), 1740792600);
  assert.equal(secondsOfDate('2025-03-01T08:30:15'), 1740792615);
  assert.equal(dateOfSeconds(1740762000), '2025-03-01 00:00:00');
  assert.equal(dateOfSeconds(1743440399), '2025-03-31 23:59:59');
  for (const text of ['2025-02-30', '2025-13-01', '2025-03-01 24:00', '01/03/2025', '2025-3-1', 'tomorrow', '']) {
    assert.equal(secondsOfDate(text), undefined, text);
  }
  const zone = localTimeZone(new Date(1740762000000));
  assert.equal(zone.offset, 'UTC+07:00');
  assert.match(zone.name ?? '', /^Asia\/(Ho_Chi_Minh|Saigon)$/, 'the IANA name (ICU may give the older alias)');
});

test('what the reader types is sent as seconds, and the other side is shown', () => {
  assert.equal(unixTimeValue('2025-03-01'), 1740762000);
  assert.equal(unixTimeValue(' 1740762000 '), 1740762000);
  assert.equal(unixTimeValue(''), undefined);
  assert.equal(unixTimeValue('2025-02-30'), '2025-02-30', 'no date: the text, which the validator refuses');
  assert.deepEqual(unixTimeEcho('2025-03-01'), {seconds: 1740762000, date: '2025-03-01 00:00:00', typed: 'date'});
  assert.deepEqual(unixTimeEcho('1740762000'), {seconds: 1740762000, date: '2025-03-01 00:00:00', typed: 'seconds'});
  assert.equal(unixTimeEcho('soon'), undefined);
});

test('in another time zone the same date is other seconds (the builder names the zone it uses)', () => {
  process.env.TZ = 'UTC';
  try {
    assert.equal(secondsOfDate('2025-03-01'), 1740787200);
    assert.equal(secondsOfDate('1965-06-15'), -143510400, 'before 1970: a negative number');
    assert.equal(localTimeZone(new Date(0)).offset, 'UTC+00:00');
  } finally {
    process.env.TZ = 'Asia/Ho_Chi_Minh';
  }
});

/** Every scalar input of a model with its path (filters: field:operator). */
function scalars(input: Input, at: string): [string, Extract<Input, {kind: 'scalar'}>][] {
  if (input.kind === 'scalar') return [[at, input]];
  if (input.kind === 'array') return scalars(input.items, `${at}[]`);
  if (input.kind === 'map') return scalars(input.values, `${at}{}`);
  return input.properties.flatMap((p) => scalars(p.input, `${at}.${p.name}`));
}

test('every 6.x date filter and date body field takes Unix seconds and says so (format: unixtime)', () => {
  const marked: string[] = [];
  for (const version of ['6.0', '6.1']) {
    const doc = localizedApi(SITE, version, 'en');
    for (const entry of operations(doc)) {
      const model = builderModel(doc, entry, version);
      for (const parameter of model.parameters) {
        const role = parameter.role;
        if (role?.kind !== 'filter' || role.filter.syntax !== 'key') continue;
        for (const field of role.filter.fields) {
          for (const {operator, input} of field.operators) {
            for (const [, scalar] of scalars(input, '')) {
              // Integers only: a filter whose fields the platform does not list (6.1 tasks) takes text dates too.
              const dateLike =
                /(_date|_at|^birthday|^last_sync)$/.test(field.name) &&
                scalar.types.includes('integer') &&
                !scalar.types.includes('string');
              if (!dateLike) continue;
              assert.equal(
                scalar.format,
                UNIX_TIME_FORMAT,
                `${version} ${entry.operation.operationId} ${field.name}:${operator}`,
              );
              marked.push(`${version} ${field.name}:${operator}`);
            }
          }
        }
      }
    }
  }
  assert.ok(marked.includes('6.1 order_date:between'), 'a range: both bounds');
  assert.ok(marked.includes('6.0 updated_at:gte'));
  const create = findOperation(localizedApi(SITE, '6.0', 'en'), 'create_sale_order')!;
  const body = builderModel(localizedApi(SITE, '6.0', 'en'), create, '6.0').body!.input;
  assert.ok(scalars(body, '').some(([at, s]) => at.endsWith('.order_date') && s.format === UNIX_TIME_FORMAT));
});

test('a condition keeps its value when its operator changes', () => {
  const doc = localizedApi(SITE, '6.1', 'en');
  const model = builderModel(doc, findOperation(doc, 'list_sale_orders')!, '6.1');
  const role = model.parameters.find((p) => p.role?.kind === 'filter')!.role;
  assert.ok(role?.kind === 'filter');
  const input = (operator: string) =>
    operatorsOf(role.filter, 'order_date').find((o) => o.operator === operator)!.input;
  assert.deepEqual(carriedValue(1740762000, input('between')), [1740762000], 'gte → between: the range’s start');
  assert.equal(carriedValue([1740762000, 1743440399], input('gte')), 1740762000, 'between → gte: the start');
  assert.equal(carriedValue([1740762000, 1743440399], input('lte')), 1740762000);
  const id = (operator: string) => operatorsOf(role.filter, 'id').find((o) => o.operator === operator)!.input;
  assert.equal(carriedValue([1587, 1588], id('eq')), 1587, 'in → eq: the first item');
  assert.deepEqual(carriedValue(1587, id('in')), [1587], 'eq → in: a list of it');
  const list: Input = {kind: 'array', items: {kind: 'scalar', types: ['integer']}};
  const range: Input = {kind: 'array', items: {kind: 'scalar', types: ['integer']}, minItems: 2, maxItems: 2};
  assert.deepEqual(carriedValue([1, 2, 3], range), [1, 2], 'a range keeps two');
  assert.deepEqual(carriedValue([1, 2], list), [1, 2]);
  assert.deepEqual(carriedValue(['', 5], range), [5], 'empty parts are left behind');
  assert.equal(carriedValue(5, {kind: 'scalar', types: ['string']}), '5', 'retyped from its text');
  assert.equal(carriedValue('12', {kind: 'scalar', types: ['integer']}), 12);
  assert.equal(carriedValue(undefined, range), undefined);
  assert.equal(carriedValue([], {kind: 'scalar', types: ['integer']}), undefined);
});
