/**
 * Where the version dropdown leads when a page's doc id differs between
 * versions (api/lib/versions/version-switch.ts), computed from the real OpenAPI sources,
 * and which #anchors such a switch keeps (render/page-anchors.ts).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type {Root, RootContent} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {VFile} from 'vfile';
import headings from '@docusaurus/mdx-loader/lib/remark/headings';
import {counterparts, switchTargets, versionSwitchMap} from '../../api/lib/versions/version-switch';
import {actionOf, matchOperations, resourceMap, type Side} from '../../api/lib/versions/match';
import {localDocFile} from '../../api/lib/pages/site';
import type {FieldItem} from '../../api/lib/browser-safe/field-item';
import {flatten} from '../../render/field-list';
import {keptAnchors, pageAnchors} from '../../render/page-anchors';
import remarkApiOperation from '../../render/remark-api-operation';

const SITE = path.resolve('.');
const model = counterparts(SITE);
const map = versionSwitchMap(SITE);
const hasPage = (version: string, docId: string) => localDocFile(SITE, version, 'vi', docId) !== undefined;
const PAIRS = model.versions.flatMap((from) => model.versions.filter((to) => to !== from).map((to) => [from, to]));

test('the issue 33 switches: 4.0 orders and 6.1 sales orders lead to each other', () => {
  assert.equal(map['4.0']?.['order/list']?.['6.1'], 'sale-order/list');
  assert.equal(map['6.1']?.['sale-order/create']?.['4.0'], 'order/create');
  assert.equal(map['6.1']?.['sale-order/list']?.['4.0'], 'order/list');
  assert.equal(map['4.0']?.['order/edit']?.['6.1'], 'sale-order/update');
  assert.equal(map['4.0']?.['order/list']?.['6.0'], undefined, '6.0 has order/list: Docusaurus keeps the doc id');
});

test('6.0 customer and order pages lead to the matching 6.1 account and sale-order pages, and back', () => {
  const forward = switchTargets(SITE, '6.0', '6.1', model);
  assert.equal(forward['customer/create'], 'account/create');
  assert.equal(forward['customer/edit'], 'account/update');
  assert.equal(forward['order/list'], 'sale-order/list', 'a page with sale and purchase orders follows its resource');
  assert.equal(forward['order/detail'], 'sale-order/detail');
  assert.equal(forward['customer/industry'], 'account/intro', 'no matching operation: the resource intro');
  const back = switchTargets(SITE, '6.1', '6.0', model);
  assert.equal(back['account/create'], 'customer/create');
  assert.equal(back['sale-order/list'], 'order/list');
});

test('4.0 and 6.x call-centre callbacks lead to each other, 6.1 through 6.0', () => {
  assert.equal(map['4.0']?.['call_center/inbound']?.['6.0'], 'call_center/inbound_call');
  assert.equal(map['6.0']?.['call_center/get_cdr']?.['4.0'], 'call_center/cdr');
  assert.equal(map['4.0']?.['call_center/inbound']?.['6.1'], 'call_center/inbound_call');
  assert.equal(map['6.1']?.['call_center/get_cdr']?.['4.0'], 'call_center/cdr');
});

test('a 6.1 purchase-order page leads to the 4.0 order page its 6.0 page is the twin of', () => {
  assert.equal(map['6.1']?.['purchase-order/list']?.['4.0'], 'order/list');
  assert.equal(map['6.1']?.['purchase-order/detail']?.['4.0'], 'order/intro', 'no operation page: the resource intro');
  // 4.0 orders became 6.x sales orders: their custom fields do not lead to the purchase orders' (6.1 has none for sales).
  assert.equal(map['4.0']?.['order/custom_field']?.['6.1'], 'sale-order/intro');
});

test('every operation with a counterpart elsewhere is reached from its page, for every ordered pair of versions', () => {
  const coverage: string[] = [];
  for (const [from, to] of PAIRS) {
    const twins = model.between(from!, to!);
    let reached = 0;
    for (const [side, twin] of twins) {
      const docId = side.ref.docId;
      // The pages a switch from this page may land on: the counterparts of the operations it shows.
      const shown = model.sides(from!).filter((s) => s.ref.docId === docId);
      const candidates = new Set(shown.flatMap((s) => twins.get(s)?.ref.docId ?? []));
      const target = hasPage(to!, docId) ? docId : map[from!]?.[docId]?.[to!];
      assert.ok(target, `${from} ${docId} (${side.ref.operationId}) → ${to}: no target, yet ${twin.ref.docId} exists`);
      assert.ok(
        candidates.has(target),
        `${from} ${docId} → ${to} lands on ${target}, which shows no counterpart of its operations (${[...candidates]})`,
      );
      if (target === twin.ref.docId) reached += 1;
    }
    coverage.push(
      `${from}→${to}: ${twins.size} of ${model.sides(from!).length} operations have one, ${reached} land on it`,
    );
  }
  console.log(coverage.join('\n'));
});

test('counterparts are one-to-one and the same both ways', () => {
  for (const [from, to] of PAIRS) {
    const forward = model.between(from!, to!);
    const back = model.between(to!, from!);
    assert.equal(new Set(forward.values()).size, forward.size, `${from}→${to}: one-to-one`);
    for (const [side, twin] of forward) assert.equal(back.get(twin), side, `${from}→${to} ${side.ref.operationId}`);
  }
});

test('a match by resource needs the same method and action in resources two matched operations tie together', () => {
  const pairs = matchOperations(model.sides('4.0'), model.sides('6.0'), {byResource: true});
  const byResource = pairs.filter((p) => p.matchedBy === 'resource');
  assert.ok(byResource.length > 0);
  for (const {before, after} of byResource) {
    assert.equal(before.ref.method, after.ref.method);
    assert.equal(actionOf(before.ref), actionOf(after.ref));
  }
  assert.equal(actionOf({...before('list_sale_orders'), tag: 'sale_order'}), 'list');
  assert.equal(actionOf({...before('list_product_categories'), tag: 'product-category'}), 'list');
  // One matched operation is not enough to say a resource became another.
  const one = pairs.filter((p) => p.matchedBy !== 'resource' && p.before.ref.tag === 'order').slice(0, 1);
  assert.equal(resourceMap(one).size, 0);
  assert.equal(resourceMap(pairs.filter((p) => p.before.ref.tag === 'order')).get('order'), 'sale_order');
  // Without the option, the what-changed pages' matching is as it was.
  assert.ok(matchOperations(model.sides('4.0'), model.sides('6.0')).every((p) => p.matchedBy !== 'resource'));
});

function before(operationId: string): Side['ref'] {
  return {operationId, method: 'GET', path: '/x', docId: 'x', summary: '', tag: ''};
}

test('pages with a same-id twin are left to Docusaurus; targets always exist', () => {
  assert.equal(map['6.0']?.['product/list'], undefined, 'product/list exists in every version');
  for (const [from, docs] of Object.entries(map)) {
    for (const [docId, targets] of Object.entries(docs)) {
      for (const [to, target] of Object.entries(targets)) {
        assert.notEqual(to, from);
        assert.ok(!hasPage(to, docId), `${from} ${docId} has a twin in ${to}`);
        assert.ok(hasPage(to, target), `${from} ${docId} → ${to} ${target}: no such page`);
      }
    }
  }
});

/** The anchors of a page as the docs build writes them: heading ids and field anchors of the compiled tree. */
async function builtAnchors(version: string, docId: string): Promise<Set<string>> {
  const {unified} = await import('unified');
  const {default: remarkParse} = await import('remark-parse');
  const {default: remarkMdx} = await import('remark-mdx');
  const file = localDocFile(SITE, version, 'vi', docId)!;
  const source = fs.readFileSync(file, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '');
  const vfile = new VFile({path: file, value: source});
  const processor = unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(remarkApiOperation, {siteDir: SITE})
    .use(headings, {anchorsMaintainCase: false});
  const tree = (await processor.run(processor.parse(vfile), vfile)) as Root;
  const ids = new Set<string>();
  const visit = (node: Root | RootContent) => {
    const id = node.type === 'heading' ? (node.data as {id?: string} | undefined)?.id : undefined;
    if (id) ids.add(id);
    if (node.type === 'mdxJsxFlowElement' && (node as MdxJsxFlowElement).name === 'ApiFields') {
      const fields = (node as MdxJsxFlowElement).attributes.find((a) => 'name' in a && a.name === 'fields');
      for (const field of flatten(JSON.parse(String(fields?.value)) as FieldItem[])) ids.add(field.id);
    }
    if ('children' in node) node.children.forEach((child) => visit(child as RootContent));
  };
  visit(tree);
  return ids;
}

test('a page’s anchors are those the build writes (one and several operations, an intro)', async () => {
  for (const [version, docId] of [
    ['6.1', 'sale-order/create'],
    ['6.0', 'order/list'],
    ['4.0', 'order/create'],
    ['6.1', 'account/intro'],
    ['4.0', 'customer/detail'],
  ] as const) {
    assert.deepEqual(
      [...pageAnchors(SITE, version, docId)].sort(),
      [...(await builtAnchors(version, docId))].sort(),
      docId,
    );
  }
});

test('a switch keeps the anchors both pages have, and only those', () => {
  const kept = keptAnchors(SITE, map);
  const create = kept['6.1']?.['sale-order/create']?.['4.0'] ?? [];
  assert.ok(create.includes('errors') && create.includes('body-parameters'), String(create));
  assert.ok(!create.some((id) => id.startsWith('request=')), 'a builder state is no anchor');
  const there = pageAnchors(SITE, '4.0', 'order/create');
  const here = pageAnchors(SITE, '6.1', 'sale-order/create');
  const only = [...here].filter((id) => !there.has(id));
  assert.ok(only.length > 0 && only.every((id) => !create.includes(id)), 'an anchor the target lacks is dropped');
  for (const [from, docs] of Object.entries(kept)) {
    for (const [docId, targets] of Object.entries(docs)) {
      for (const [to, anchors] of Object.entries(targets)) {
        const target = pageAnchors(SITE, to, map[from]![docId]![to]!);
        assert.ok(
          anchors.every((id) => target.has(id)),
          `${from} ${docId} → ${to}`,
        );
      }
    }
  }
});
