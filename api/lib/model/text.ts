/**
 * Bilingual text. Vietnamese sits in `summary` / `description` / `title` /
 * `x-displayName`; the English twin sits in an `x-en` object with the same keys
 * on the same OpenAPI object.
 */
import {isObject, mapStructure, walkStructure, type Json, type JsonObject} from '../browser-safe/json';
import type {Locale} from '../pages/site';

export const TEXT_KEYS = ['summary', 'description', 'title', 'x-displayName'] as const;
export const TRANSLATION_KEY = 'x-en';
/** The locale whose text sits in `x-en`. */
export const TRANSLATION_LOCALE: Locale = 'en';

export type TextProblem = {segments: string[]; message: string};

function textKeys(node: JsonObject): string[] {
  return TEXT_KEYS.filter((key) => typeof node[key] === 'string');
}

function checkNode(node: JsonObject, path: readonly string[]): TextProblem[] {
  if (path.at(-1) === TRANSLATION_KEY) return [];
  const problems: TextProblem[] = [];
  const english = node[TRANSLATION_KEY];
  if (english !== undefined && !isObject(english)) {
    return [{segments: [...path, TRANSLATION_KEY], message: `${TRANSLATION_KEY} must be an object`}];
  }
  const translated = english ?? {};
  for (const key of textKeys(node)) {
    const twin = translated[key];
    if (typeof twin !== 'string' || twin.trim() === '') {
      problems.push({segments: [...path, key], message: `"${key}" has no English twin ${TRANSLATION_KEY}.${key}`});
    }
    if ((node[key] as string).trim() === '') problems.push({segments: [...path, key], message: `"${key}" is empty`});
  }
  for (const key of Object.keys(translated)) {
    if (!(TEXT_KEYS as readonly string[]).includes(key)) {
      problems.push({
        segments: [...path, TRANSLATION_KEY, key],
        message: `${TRANSLATION_KEY} may only hold ${TEXT_KEYS.join(', ')}`,
      });
    } else if (typeof node[key] !== 'string') {
      problems.push({
        segments: [...path, TRANSLATION_KEY, key],
        message: `orphan ${TRANSLATION_KEY}.${key}: no Vietnamese "${key}" beside it`,
      });
    }
  }
  return problems;
}

/** Every text without its English twin, and every orphan `x-en` key. */
export function checkTranslations(doc: Json): TextProblem[] {
  const problems: TextProblem[] = [];
  walkStructure(doc, (node, path) => problems.push(...checkNode(node, path)));
  return problems;
}

/** A copy of the document with the locale's text in place and no `x-en` left. */
export function localize<T extends Json>(doc: T, locale: Locale): T {
  return mapStructure(doc, (node) => {
    if (!(TRANSLATION_KEY in node)) return node;
    const {[TRANSLATION_KEY]: english, ...rest} = node;
    return locale === TRANSLATION_LOCALE && isObject(english) ? {...rest, ...english} : rest;
  }) as T;
}
