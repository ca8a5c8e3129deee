/**
 * Driving the search dialog of the navbar (src/components/Search): open it
 * with Ctrl+K, type a query, wait until the results of exactly that query are
 * shown, and read the links of the results in their order.
 */
import type { Page } from '@playwright/test';

export const searchButton = '.navbar button[data-search-button]';
export const combobox = '[role="dialog"] input[role="combobox"]';

/** Records the search index files the page fetches. */
export function recordIndexRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/search-index/')) requests.push(new URL(request.url()).pathname);
  });
  return requests;
}

/** Waits until the results shown (dialog or search page) are those of `query`, with the index loaded. */
export async function waitForResults(page: Page, query: string): Promise<void> {
  await page.waitForFunction((expected) => {
    const body = document.querySelector('[data-query]');
    return body?.getAttribute('data-query') === expected && body.getAttribute('data-status') === 'ready';
  }, query);
}

/** Opens the dialog with Ctrl+K, searches `query` and returns the result links (`href`), best first. */
export async function searchInDialog(page: Page, query: string): Promise<string[]> {
  await page.keyboard.press('Control+k');
  await page.waitForSelector(combobox);
  await page.fill(combobox, query);
  await waitForResults(page, query);
  return page.$$eval('[role="listbox"] a[role="option"]', (links) =>
    links.map((link) => link.getAttribute('href') ?? ''),
  );
}
