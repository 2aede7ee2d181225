/**
 * The mdast of a "what changed" list: a summary, then the added, removed,
 * changed and moved operations. Headings carry ASCII ids that are the same in
 * every locale; the changed operations are grouped by resource (H3) with one
 * H4 per operation and its field table folded in a <details>.
 */
import type {Link, PhrasingContent, RootContent} from 'mdast';
import {slugOf} from './remark-api-operation';
import {code, heading, jsx, jsxPhrasing, paragraph, rich, strong, table, text} from './mdast';
import {TABLE_COMPONENT} from './operation';
import type {ApiDiff, FieldState, MatchedOperation, OperationRef} from '../api/lib/versions/diff';
import {changeLabel, fill, locationLabel, type ChangesUi} from './changes-ui-text';

export type ChangesContext = {
  /** The older version. */
  from: string;
  /** The newer version (the page's). */
  to: string;
  ui: ChangesUi;
  /** A link (relative .mdx file link in a page) to the doc page of a version. */
  link: (version: string, docId: string) => string;
  /** The display name of a resource tag. */
  tagLabel: (tag: string) => string;
};

function linked(url: string, children: PhrasingContent[]): Link {
  return {type: 'link', url, children};
}

function request(ref: OperationRef): PhrasingContent {
  return code(`${ref.method} ${ref.path}`);
}

/** The operation's summary, linked to its page in a version. */
function operationCell(ctx: ChangesContext, version: string, ref: OperationRef): PhrasingContent[] {
  return [linked(ctx.link(version, ref.docId), rich(ref.summary))];
}

/** `GET /api/v6/accounts`, linked to its page in a version. */
function requestLink(ctx: ChangesContext, version: string, ref: OperationRef): PhrasingContent {
  return linked(ctx.link(version, ref.docId), [request(ref)]);
}

function wrapped(headers: string[], rows: PhrasingContent[][][]): RootContent {
  return jsx(TABLE_COMPONENT, {}, [table(headers, rows)]);
}

function section(ctx: ChangesContext, id: string, title: string, intro: string, body: RootContent[]): RootContent[] {
  const values = {from: ctx.from, to: ctx.to};
  return [
    heading(2, id, title),
    paragraph(rich(fill(intro, values))),
    ...(body.length ? body : [paragraph([text(ctx.ui.none)])]),
  ];
}

function operationTable(ctx: ChangesContext, version: string, refs: OperationRef[]): RootContent[] {
  if (refs.length === 0) return [];
  const {ui} = ctx;
  return [
    wrapped(
      [ui.resource, ui.operation, `${ui.request} (${version})`],
      refs.map((ref) => [[text(ctx.tagLabel(ref.tag))], operationCell(ctx, version, ref), [request(ref)]]),
    ),
  ];
}

function stateCell(ui: ChangesUi, state: FieldState | undefined): PhrasingContent[] {
  if (!state) return [text('—')];
  const flags = [...(state.nullable ? [ui.nullable] : []), ...(state.required ? [ui.required] : [])];
  return [code(state.type), ...(flags.length ? [text(`, ${flags.join(', ')}`)] : [])];
}

function fieldTable(ctx: ChangesContext, matched: MatchedOperation): RootContent {
  const {ui} = ctx;
  const rows = matched.changes.map((c): PhrasingContent[][] => [
    [text(locationLabel(ui, c.location))],
    [code(c.name)],
    [text(changeLabel(ui, c.change))],
    stateCell(ui, c.before),
    stateCell(ui, c.after),
  ]);
  const summary = jsxPhrasing('summary', [text(fill(ui.fieldChanges, {count: matched.changes.length}))]);
  // A plain table: five short columns fit the page without ApiTable's wide description column.
  return jsx('details', {}, [summary, table([ui.where, ui.field, ui.change, ctx.from, ctx.to], rows)]);
}

function changedOperation(ctx: ChangesContext, matched: MatchedOperation): RootContent[] {
  return [
    heading(4, `op-${slugOf(matched.after.operationId)}`, matched.after.summary),
    paragraph([
      strong(`${ctx.from}:`),
      text(' '),
      requestLink(ctx, ctx.from, matched.before),
      text(' → '),
      strong(`${ctx.to}:`),
      text(' '),
      requestLink(ctx, ctx.to, matched.after),
    ]),
    fieldTable(ctx, matched),
  ];
}

/** The changed operations grouped by the resource (tag) of the newer version, in document order. */
function changedByResource(ctx: ChangesContext, changed: MatchedOperation[]): RootContent[] {
  const groups = new Map<string, MatchedOperation[]>();
  for (const matched of changed) groups.set(matched.after.tag, [...(groups.get(matched.after.tag) ?? []), matched]);
  return [...groups].flatMap(([tag, list]) => [
    heading(3, `changed-${slugOf(tag)}`, ctx.tagLabel(tag)),
    ...list.flatMap((matched) => changedOperation(ctx, matched)),
  ]);
}

function movedTable(ctx: ChangesContext, moved: MatchedOperation[]): RootContent[] {
  if (moved.length === 0) return [];
  return [
    wrapped(
      [ctx.ui.operation, ctx.from, ctx.to],
      moved.map((m) => [
        rich(m.after.summary),
        [requestLink(ctx, ctx.from, m.before)],
        [requestLink(ctx, ctx.to, m.after)],
      ]),
    ),
  ];
}

/** The nodes that replace one <ApiChanges from="…"/>. */
export function renderChanges(ctx: ChangesContext, diff: ApiDiff): RootContent[] {
  const {ui} = ctx;
  const counts = {
    from: ctx.from,
    to: ctx.to,
    added: diff.added.length,
    removed: diff.removed.length,
    changed: diff.changed.length,
    moved: diff.moved.length,
  };
  return [
    paragraph(rich(fill(ui.summary, counts))),
    paragraph(rich(ui.summaryNote)),
    ...section(ctx, 'added', ui.added, ui.addedIntro, operationTable(ctx, ctx.to, diff.added)),
    ...section(ctx, 'removed', ui.removed, ui.removedIntro, operationTable(ctx, ctx.from, diff.removed)),
    ...section(ctx, 'changed', ui.changed, ui.changedIntro, changedByResource(ctx, diff.changed)),
    ...section(ctx, 'moved', ui.moved, ui.movedIntro, movedTable(ctx, diff.moved)),
  ];
}
