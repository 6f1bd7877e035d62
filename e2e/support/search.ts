import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/*
 * Helpers for the search and home lists: what the list shows, the total above it, the chips,
 * the search in the URL, and the phone layout's width.
 */

/** The titles of the cards in a list, in the order shown. */
export function titlesIn(list: Locator): Promise<string[]> {
  return list.getByRole('article').locator('h3').allInnerTexts();
}

/** The search results list of /search. */
export function resultsOf(page: Page): Locator {
  return page.getByRole('list', { name: 'Search results' });
}

/** Waits until the list shows exactly these titles (in any order, or in this order). */
export async function expectTitles(
  list: Locator,
  titles: string[],
  { ordered = false }: { ordered?: boolean } = {},
): Promise<void> {
  const normal = (shown: string[]) => (ordered ? shown : shown.toSorted());
  await expect
    .poll(async () => normal(await titlesIn(list)), { timeout: 10_000 })
    .toEqual(normal(titles));
}

/** The total above a list: '3 properties', '1 property'. */
export function totalLine(page: Page): Locator {
  return page.getByRole('main').getByText(/^[\d,]+ propert(y|ies)$/);
}

/** Waits until the total says `text`, e.g. '3 properties'. */
export async function expectTotal(page: Page, text: string): Promise<void> {
  await expect.poll(() => totalLine(page).textContent(), { timeout: 10_000 }).toBe(text);
}

/** The removable chips above the results, by what they say. */
export function chipsOf(page: Page): Locator {
  return page
    .getByRole('group', { name: 'Active filters' })
    .getByRole('button', { name: /^Remove / });
}

export async function chipLabels(page: Page): Promise<string[]> {
  const names = await chipsOf(page).evaluateAll((chips) =>
    chips.map((chip) => chip.getAttribute('aria-label') ?? ''),
  );
  return names.map((name) => name.replace(/^Remove /, ''));
}

/** One parameter of the page's URL, decoded. */
export function param(page: Page, name: string): string | null {
  return new URL(page.url()).searchParams.get(name);
}

/** Every parameter of the page's URL, decoded. */
export function paramsOf(page: Page): Record<string, string> {
  return Object.fromEntries(new URL(page.url()).searchParams);
}

/** Nothing is wider than the screen: the page never scrolls sideways. */
export async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${what} is wider than the ${innerWidth} px screen`).toBeLessThanOrEqual(
    innerWidth,
  );
}
