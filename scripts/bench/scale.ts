/**
 * Grows a copy of our site to N times its doc content, for the build-cost
 * growth figures: every doc category folder of every version, in both
 * locales, gets N-1 copies (`sale-order-x2/…`), and each version's sidebar
 * gets a copy of the category pointing at them. Top-level pages (intro,
 * errors…) stay single, as in the stock site's copies.
 */
import fs from 'node:fs';
import path from 'node:path';

function categoryDirs(versionDir: string): string[] {
  if (!fs.existsSync(versionDir)) return [];
  return fs
    .readdirSync(versionDir, {withFileTypes: true})
    .filter((e) => e.isDirectory())
    .map((e) => e.name);
}

type SidebarItem = string | {type?: string; label?: string; items?: SidebarItem[]; [key: string]: unknown};

export function scaleOurSite(siteDir: string, copies: number): void {
  if (copies <= 1) return;
  const versions = JSON.parse(fs.readFileSync(path.join(siteDir, 'versions.json'), 'utf8')) as string[];
  for (const version of versions) {
    const dirs = [
      path.join(siteDir, 'versioned_docs', `version-${version}`),
      path.join(siteDir, 'i18n', 'en', 'docusaurus-plugin-content-docs', `version-${version}`),
    ];
    const categories = categoryDirs(dirs[0]!);
    for (const dir of dirs) {
      for (const category of categoryDirs(dir)) {
        for (let n = 2; n <= copies; n++) {
          fs.cpSync(path.join(dir, category), path.join(dir, `${category}-x${n}`), {recursive: true});
          // An absolute slug would collide with the original page.
          for (const entry of fs.readdirSync(path.join(dir, `${category}-x${n}`), {
            recursive: true,
            withFileTypes: true,
          })) {
            if (!entry.isFile() || !/\.mdx?$/.test(entry.name)) continue;
            const file = path.join(entry.parentPath, entry.name);
            fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(/^slug:.*\n/m, ''));
          }
        }
      }
    }
    const sidebarFile = path.join(siteDir, 'versioned_sidebars', `version-${version}-sidebars.json`);
    const sidebars = JSON.parse(fs.readFileSync(sidebarFile, 'utf8')) as Record<string, SidebarItem[]>;
    const idPattern = new RegExp(
      `"(${categories.map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})/`,
      'g',
    );
    for (const [name, items] of Object.entries(sidebars)) {
      const grown: SidebarItem[] = [];
      for (const item of items) {
        grown.push(item);
        if (typeof item !== 'object' || item.type !== 'category') continue;
        for (let n = 2; n <= copies; n++) {
          const json = JSON.stringify(item).replace(idPattern, `"$1-x${n}/`);
          const copy = JSON.parse(json) as SidebarItem & object;
          grown.push({...copy, label: `${item.label ?? ''} ×${n}`});
        }
      }
      sidebars[name] = grown;
    }
    fs.writeFileSync(sidebarFile, `${JSON.stringify(sidebars, null, 2)}\n`);
  }
}
