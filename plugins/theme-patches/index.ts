/**
 * Docusaurus plugin: small edits to the theme's own code, made as the bundler
 * reads it (./loader.cjs), for what neither wrapping nor configuration can
 * reach. Each edit names the exact text it replaces; when an upgrade changes
 * that text, the build stops and names the file and the edit, so an edit is
 * never silently lost or applied to code it was not written for.
 *
 * - `useShallowMemoObject` (theme-common) sorted an object's keys with
 *   `localeCompare`. A page's first `localeCompare` makes V8 build ICU's
 *   collator, 20 to 45 ms of the main thread on this machine's Chromium before
 *   the 4× slowdown of a phone, and every code block's hook and the phone's
 *   sidebar menu call it while the page hydrates. The keys are distinct
 *   ASCII names, so comparing them as strings gives the same order, and no
 *   page pays for a collator it never shows. Held by
 *   tests/browser/startup-work.test.ts.
 */
import type {Plugin} from '@docusaurus/types';

type ThemePatch = {
  /** The module, a path ending (forward slashes). */
  file: string;
  /** The exact text replaced, found once in that module. */
  from: string;
  to: string;
};

export const THEME_PATCHES: ThemePatch[] = [
  {
    file: '@docusaurus/theme-common/lib/utils/reactUtils.js',
    from: 'deps.sort((a, b) => a[0].localeCompare(b[0]));',
    to: 'deps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));',
  },
];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The path pattern of a patched module, whichever the platform's separator. */
export const patchTest = (file: string) => new RegExp(`${file.split('/').map(escape).join('[\\\\/]')}$`);

export default function themePatches(): Plugin {
  return {
    name: 'theme-patches',
    configureWebpack() {
      return {
        module: {
          rules: THEME_PATCHES.map((patch) => ({
            test: patchTest(patch.file),
            enforce: 'pre' as const,
            use: [{loader: require.resolve('./loader.cjs'), options: patch}],
          })),
        },
      };
    },
  };
}
