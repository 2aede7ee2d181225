/**
 * The warning lines of `npm run check` and `npm run evidence` about the facts files: a key no check reads
 * (api/lib/evidence/keys.ts). A warning, not a failure: the files are kept as gathered and may hold a fact
 * that no check compares yet; the line says where it is, so a writer either renames it to a key the check
 * reads or a reader of it is added to READ_KEYS.
 */
import {evidenceKeyWarnings, formatKeyWarning} from '../../api/lib/evidence/keys';

export function printKeyWarnings(siteDir: string, versions: readonly string[]): number {
  const warnings = evidenceKeyWarnings(siteDir, versions);
  for (const warning of warnings) console.log(formatKeyWarning(warning));
  if (warnings.length > 0)
    console.log(`${warnings.length} key(s) of the facts files that no check reads (warnings, not failures)`);
  return warnings.length;
}
