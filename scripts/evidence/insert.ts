/**
 * Sets one key of a mapping of a YAML source without touching the rest of
 * the file (its hand layout, folded text and comments stay as they are): a
 * block mapping gets a line at its indentation (after `x-doc` or `type` when
 * it has one, else first), a flow mapping (`{type: string}`) gets `, key: value`
 * before its closing brace.
 */
import {isAlias, isMap, isScalar, isSeq, parseDocument, type Document, type Node, type Pair, type YAMLMap} from 'yaml';

const AFTER = ['x-doc', 'operationId', 'name', 'type', '$ref'];

function lineStart(text: string, offset: number): number {
  return text.lastIndexOf('\n', offset - 1) + 1;
}

/** The node at `segments`, matching keys by their text (`400:` and `'400':` alike). */
function nodeAt(doc: Document, segments: readonly string[]): Node | undefined {
  let node: Node | null | undefined = doc.contents as Node;
  for (const segment of segments) {
    if (isAlias(node)) node = node.resolve(doc) as Node | undefined;
    if (isMap(node))
      node = (node.items as Pair[]).find((p) => isScalar(p.key) && String(p.key.value) === segment)?.value as
        Node | undefined;
    else if (isSeq(node)) node = node.items[Number(segment)] as Node | undefined;
    else return undefined;
  }
  return (isAlias(node) ? (node.resolve(doc) as Node | undefined) : node) ?? undefined;
}

/** Sets `key: value` in the mapping at `segments` (adds the key, or replaces its value); returns the new text. */
export function setKey(text: string, segments: readonly string[], key: string, value: string): string {
  const doc = parseDocument(text);
  const node = nodeAt(doc, segments);
  if (!isMap(node)) throw new Error(`no mapping at /${segments.join('/')}`);
  const map = node as YAMLMap;
  const existing = (map.items as Pair[]).find((p) => isScalar(p.key) && p.key.value === key);
  if (existing) {
    // A stated value that no longer holds: replace it (its value only).
    const range = (existing.value as {range?: number[]} | null)?.range;
    if (!range) throw new Error(`/${segments.join('/')}: ${key} has no source range`);
    return `${text.slice(0, range[0])}${value}${text.slice(range[1])}`;
  }
  const [start, end] = map.range ?? [];
  if (start === undefined || end === undefined) throw new Error(`no source range at /${segments.join('/')}`);
  if (map.flow) {
    const close = text.lastIndexOf('}', end);
    const empty = map.items.length === 0;
    return `${text.slice(0, close)}${empty ? '' : ', '}${key}: ${value}${text.slice(close)}`;
  }
  const pairs = map.items as Pair[];
  const keyStart = (pair: Pair) => (isScalar(pair.key) ? pair.key.range?.[0] : undefined) ?? start;
  const first = keyStart(pairs[0]!);
  const indent = first - lineStart(text, first);
  const anchorIndex = AFTER.map((name) => pairs.findIndex((p) => isScalar(p.key) && p.key.value === name)).find(
    (i) => i >= 0,
  );
  let at: number;
  if (anchorIndex === undefined) at = lineStart(text, first);
  else if (anchorIndex + 1 < pairs.length) at = lineStart(text, keyStart(pairs[anchorIndex + 1]!));
  else {
    const valueEnd = (pairs[anchorIndex]!.value as {range?: number[]})?.range?.[1] ?? end;
    const newline = text.indexOf('\n', valueEnd - 1);
    at = newline < 0 ? text.length : newline + 1;
  }
  const line = `${' '.repeat(indent)}${key}: ${value}\n`;
  // A mapping that starts on a sequence dash (`- name: x`) keeps its first line; insert after it.
  if (at === lineStart(text, first) && /^\s*- /.test(text.slice(at, first))) {
    const newline = text.indexOf('\n', first);
    return `${text.slice(0, newline + 1)}${line}${text.slice(newline + 1)}`;
  }
  return `${text.slice(0, at)}${line}${text.slice(at)}`;
}
