/**
 * Lists the operations of an API version with the page that shows each one:
 *   npx tsx scripts/list-operations.ts 6.1
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {loadApi} from '../api/lib/model/load';
import {HTTP_METHODS} from '../api/lib/browser-safe/openapi';
import {LAST_VERSION, versionRoot} from '../config/versions';

export type OperationRow = {method: string; path: string; id: string; page: string};

export function operationRows(siteDir: string, version: string): OperationRow[] {
  const {document} = loadApi(siteDir, version);
  const root = versionRoot(version, LAST_VERSION);
  return Object.entries(document.paths ?? {}).flatMap(([p, item]) =>
    HTTP_METHODS.filter((m) => (item as Record<string, unknown>)[m]).map((m) => {
      const op = (item as Record<string, {operationId: string; 'x-doc': string}>)[m]!;
      return {method: m.toUpperCase(), path: p, id: op.operationId, page: `${root}/${op['x-doc']}`};
    }),
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const version = process.argv[2] ?? LAST_VERSION;
  const rows = operationRows(process.cwd(), version);
  for (const r of rows)
    console.log(`${r.method.padEnd(6)} ${r.path.padEnd(55)} ${r.id.padEnd(38)} ${r.page}  (en: /en${r.page})`);
  console.log(`${rows.length} operations in API ${version}`);
}
