/**
 * The twin's form of a "what changed" field table (render/changes.ts): the
 * page folds each changed operation's fields in a five-column table (where,
 * field, change, the older version's type, the newer one's); the twin lists
 * them grouped by change, one line a field: `- query `fields`: `string[]``.
 *
 * Same facts, a third of the characters: a table row repeats the change and
 * an empty type column on every line, and the what-changed pages list
 * hundreds of fields (6.0 against 4.0: 1,382 rows, a 107,000-character twin,
 * past the 100,000 characters after which agents truncate a page).
 */
import type {List, ListItem, PhrasingContent, RootContent, Table, TableCell} from 'mdast';
import type {Locale} from '../../config/locales';
import {changesUi} from '../../render/changes-ui-text';
import {paragraph, strong, text} from '../../render/mdast';

const EMPTY = '—';

function cellText(cell: TableCell): string {
  const plain = (node: PhrasingContent): string =>
    'value' in node ? node.value : 'children' in node ? node.children.map(plain).join('') : '';
  return cell.children.map(plain).join('').trim();
}

function item(children: PhrasingContent[]): ListItem {
  return {type: 'listItem', spread: false, children: [paragraph(children)]};
}

/** A field table of a what-changed page (its header is the locale's where, field, change, then two versions). */
export function isFieldChangesTable(table: Table, locale: Locale): boolean {
  const ui = changesUi(locale);
  const header = table.children[0]?.children.map(cellText) ?? [];
  return header.length === 5 && header[0] === ui.where && header[1] === ui.field && header[2] === ui.change;
}

/** The table's rows as lists, one per change kind in the order they first appear. */
export function fieldChangesLists(table: Table): RootContent[] {
  const groups = new Map<string, ListItem[]>();
  for (const row of table.children.slice(1)) {
    const [where, field, change, before, after] = row.children;
    if (!where || !field || !change || !before || !after) continue;
    const states = [before, after].filter((cell) => cellText(cell) !== EMPTY);
    const types = states.flatMap((cell, i) => [...(i ? [text(' → ')] : []), ...cell.children]);
    const label = cellText(change);
    groups.set(label, [
      ...(groups.get(label) ?? []),
      item([text(`${cellText(where)} `), ...field.children, text(': '), ...types]),
    ]);
  }
  return [...groups].flatMap(([label, items]): RootContent[] => [
    paragraph([strong(`${label.charAt(0).toUpperCase()}${label.slice(1)}:`)]),
    {type: 'list', ordered: false, spread: false, children: items} satisfies List,
  ]);
}
