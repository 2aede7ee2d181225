/**
 * Helpers shared by the search suites (tests/browser/search*.test.ts): a page
 * opened for searching and a query typed in the search dialog.
 */
import type {Page} from 'playwright-core';
import {newContext, hydrated} from './browser';
import {watchProblems, type Suite} from './behaviour';

/**
 * A new context and page at `path`, hydrated, with the search shortcuts ready;
 * `requests` lists the path of every request the page makes.
 */
export async function openForSearch(
  site: Suite,
  path: string,
): Promise<{page: Page; requests: string[]; problems: string[]}> {
  const context = await newContext(site.browser);
  const page = await context.newPage();
  const requests: string[] = [];
  page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  const problems = watchProblems(page);
  await page.goto(site.origin + path);
  await hydrated(page);
  // The search shortcuts work once the navbar's search item has hydrated.
  await page.locator('button[aria-haspopup="dialog"][data-shortcuts="on"]').waitFor();
  return {page, requests, problems};
}

/** Types a query in the dialog and returns the result URLs once they settle. */
export async function searchDialog(page: Page, query: string, allVersions = false): Promise<string[]> {
  const input = page.locator('dialog input[role="combobox"]');
  if (!(await input.isVisible())) {
    await page.locator('button[aria-haspopup="dialog"]').click();
  }
  const checkbox = page.locator('dialog input[type="checkbox"]');
  if ((await checkbox.isChecked()) !== allVersions) await checkbox.click();
  await input.fill(query);
  // The list says which query and scope its results answer: wait for these.
  await page.waitForFunction(
    ([q, all]) => {
      const list = document.querySelector('dialog [role="listbox"]');
      const scope = list?.getAttribute('data-scope');
      return (
        list?.getAttribute('data-query') === q && (scope === 'all') === all && list.getAttribute('aria-busy') !== 'true'
      );
    },
    [query, allVersions] as const,
    {timeout: 10000},
  );
  return page.locator('dialog [role="option"]').evaluateAll((els) => els.map((el) => el.getAttribute('href') ?? ''));
}
