/**
 * Reading the request builder's open panel in the browser suites: the text of
 * its visible code block, and a wait until that text is what a test expects
 * (the panel redraws it as the reader types).
 */
import type {Page} from 'playwright-core';

/** The text of the panel's visible code block. */
export async function panelCode(page: Page): Promise<string> {
  const block = page.locator('section[aria-labelledby] [role="tabpanel"]:not([hidden]) .theme-code-block').first();
  return (await block.locator('.token-line').allTextContents()).join('\n').trimEnd();
}

/** Waits until the panel's visible code block reads `text`. */
export async function waitForPanelCode(page: Page, text: string): Promise<void> {
  await page.waitForFunction((expected) => {
    const lines = Array.from(
      document.querySelectorAll('section[aria-labelledby] [role="tabpanel"]:not([hidden]) .token-line'),
    );
    return (
      lines
        .map((l) => l.textContent)
        .join('\n')
        .trimEnd() === expected
    );
  }, text);
}
