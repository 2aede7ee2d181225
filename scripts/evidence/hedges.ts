/**
 * `npx tsx scripts/evidence/hedges.ts [--list]`: how many sentences hedge ("the platform does not publish…",
 * "không công bố…") per version and locale, in the doc pages, the partials they include and the OpenAPI
 * descriptions (api/lib/evidence/hedges.ts holds the pattern of each locale). `--list` prints each one.
 */
import {parseArgs} from 'node:util';
import {apiVersions} from '../../api/lib/model/load';
import {siteHedges} from '../../api/lib/evidence/hedges';

const {values} = parseArgs({options: {list: {type: 'boolean'}}});
const siteDir = process.cwd();
async function main(): Promise<void> {
  const rows = await siteHedges(
    siteDir,
    apiVersions(siteDir),
    values.list ? (where, s) => console.log(`${where}: ${s}`) : undefined,
  );
  console.log('version  locale  pages  partials  openapi  total');
  for (const r of rows) {
    const total = r.pages + r.partials + r.openapi;
    console.log(
      [r.version.padEnd(7), r.locale.padEnd(6), r.pages, r.partials, r.openapi, total]
        .map((c, i) => (i < 2 ? String(c) : String(c).padStart(i === 2 ? 5 : 8)))
        .join('  '),
    );
  }
}

void main();
