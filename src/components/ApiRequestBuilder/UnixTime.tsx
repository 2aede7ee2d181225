/**
 * What a Unix-time input (`format: unixtime`) shows under itself: the other
 * side of what the reader typed (the seconds of a date, the date of seconds),
 * in the reader's own time zone, which it names (the platform publishes none).
 * The conversions are api/lib/browser-safe/unix-time.ts.
 */
import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {localTimeZone, unixTimeEcho} from '@site/api/lib/browser-safe/unix-time';
import styles from './Panel.module.css';

/** `Asia/Ho_Chi_Minh, UTC+07:00` (or the offset alone). */
function zoneText(): string {
  const zone = localTimeZone();
  return zone.name ? `${zone.name}, ${zone.offset}` : zone.offset;
}

/** The label's note on the form of the value. */
export const unixTimeShape = (): string =>
  translate({id: 'api.builder.unixTimeShape', message: 'date and time, or Unix seconds'});

/** The problem of a text that is neither a date nor whole seconds (instead of "Must be a whole number"). */
export function unixTimeProblem(text: string): string | undefined {
  if (text.trim() === '' || unixTimeEcho(text)) return undefined;
  return translate(
    {
      id: 'api.builder.error.unixTime',
      message:
        'Not a date or a number of seconds: write it as YYYY-MM-DD hh:mm, such as {example}, or as whole seconds.',
    },
    {example: '2025-03-01 08:30'},
  );
}

/** The line under the input: the converted value, or how to write one; `id` is what the input's aria-describedby names. */
export function UnixTimeEcho({id, text}: {id: string; text: string}): ReactNode {
  const echo = unixTimeEcho(text);
  const zone = zoneText();
  const line = !echo
    ? translate(
        {
          id: 'api.builder.unixTimeHint',
          message:
            'Write a date (YYYY-MM-DD), a date and time (YYYY-MM-DD hh:mm or hh:mm:ss) or Unix seconds. Dates are read in your time zone: {zone}.',
        },
        {zone},
      )
    : echo.typed === 'date'
      ? translate(
          {id: 'api.builder.unixTimeSeconds', message: '= {seconds} Unix seconds (your time zone: {zone})'},
          {seconds: echo.seconds, zone},
        )
      : translate(
          {id: 'api.builder.unixTimeDate', message: '= {date} (your time zone: {zone})'},
          {date: echo.date, zone},
        );
  return (
    <span id={id} className={styles.hint} aria-live="polite" data-unix-time-echo="">
      {line}
    </span>
  );
}
