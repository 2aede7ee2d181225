/**
 * Unix time in seconds ↔ a date and time the reader writes, for the values the
 * API sources mark `format: unixtime` (the OpenAPI format registry's name for
 * seconds since 1970-01-01T00:00:00Z; api/README.md). The platform publishes
 * no time zone for them, so dates are read and written in the reader's own
 * local time zone (the browser's), which the builder names beside the input.
 * Browser-safe: pure, no Node built-in, no import outside the engine set.
 */
import type {Json} from './json';

export const UNIX_TIME_FORMAT = 'unixtime';

/** `YYYY-MM-DD`, `YYYY-MM-DD hh:mm` or `YYYY-MM-DD hh:mm:ss` (a `T` may stand for the space). */
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;
const WHOLE = /^-?\d+$/;

/** The seconds a local date and time stands for; undefined when it is no date or no time of that day exists there. */
export function secondsOfDate(text: string): number | undefined {
  const m = DATE_TIME.exec(text.trim());
  if (!m) return undefined;
  const [year, month, day, hour, minute, second] = m.slice(1).map((part) => Number(part ?? 0)) as number[];
  const date = new Date(year!, month! - 1, day, hour, minute, second);
  // 2025-02-30 rolls over to March, and a time skipped by a clock change moves: neither is the date written.
  const same =
    date.getFullYear() === year &&
    date.getMonth() === month! - 1 &&
    date.getDate() === day &&
    date.getHours() === hour &&
    date.getMinutes() === minute &&
    date.getSeconds() === second;
  return same ? Math.floor(date.getTime() / 1000) : undefined;
}

const two = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD hh:mm:ss` in the local time zone. */
export function dateOfSeconds(seconds: number): string {
  const d = new Date(seconds * 1000);
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;
}

/** What the reader typed, as the value the API takes: seconds for a date or a whole number, '' unset, else the text. */
export function unixTimeValue(text: string): Json | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  if (WHOLE.test(trimmed)) return Number(trimmed);
  return secondsOfDate(trimmed) ?? text;
}

/** What the other side of a typed value reads: the seconds of a date, the date of seconds; undefined for neither. */
export function unixTimeEcho(text: string): {seconds: number; date: string; typed: 'date' | 'seconds'} | undefined {
  const trimmed = text.trim();
  if (WHOLE.test(trimmed)) {
    const seconds = Number(trimmed);
    return Number.isSafeInteger(seconds) && Math.abs(seconds) < 253402300800
      ? {seconds, date: dateOfSeconds(seconds), typed: 'seconds'}
      : undefined;
  }
  const seconds = secondsOfDate(trimmed);
  return seconds === undefined ? undefined : {seconds, date: dateOfSeconds(seconds), typed: 'date'};
}

/** The local time zone at a moment: its IANA name when the runtime gives one, and its offset (`UTC+07:00`). */
export function localTimeZone(at: Date = new Date()): {name?: string; offset: string} {
  const minutes = -at.getTimezoneOffset();
  const sign = minutes < 0 ? '-' : '+';
  const offset = `UTC${sign}${two(Math.floor(Math.abs(minutes) / 60))}:${two(Math.abs(minutes) % 60)}`;
  let name: string | undefined;
  try {
    name = Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    name = undefined;
  }
  return {...(name ? {name} : {}), offset};
}
