import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Counts } from '@basera/contract';
import { visible } from './ui';

/*
 * Page helpers for the listing, engagement and admin journeys, on top of support/ui.ts.
 */

/** A listing's card (home, search, saved, owner and admin lists): an article named by its title. */
export function cardOf(scope: Page | Locator, title: string): Locator {
  return scope.getByRole('article', { name: title, exact: true });
}

/**
 * The facts of every description list in `scope`, label → value, in page order. A value is the
 * first text of its <dd>; a note after it in the same <dd> ('per month') is left out.
 */
export function factsIn(scope: Locator): Promise<Record<string, string>> {
  return scope.evaluate((root) => {
    const facts: Record<string, string> = {};
    for (const term of Array.from(root.querySelectorAll('dt'))) {
      const value = term.nextElementSibling;
      if (value?.tagName !== 'DD') continue;
      const first = value.childNodes[0];
      facts[(term.textContent ?? '').trim()] = (first?.textContent ?? '').trim();
    }
    return facts;
  });
}

/** The phone-width header keeps its links behind the 'Menu' toggle. */
export async function openMobileMenu(page: Page): Promise<void> {
  const toggle = page.getByRole('banner').getByRole('button', { name: 'Menu' });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
}

export function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement);
}

/**
 * Presses Tab from where focus is now until `target` has focus; fails after `max` presses.
 * Answers the number of presses it took.
 */
export async function tabTo(page: Page, target: Locator, max = 80): Promise<number> {
  await target.waitFor({ state: 'visible' });
  for (let presses = 1; presses <= max; presses += 1) {
    await page.keyboard.press('Tab');
    if (await isFocused(target)) return presses;
  }
  const focused = await page.evaluate(() => {
    const element = document.activeElement;
    return element ? `<${element.tagName.toLowerCase()}> ${element.textContent ?? ''}` : 'none';
  });
  throw new Error(`Tab did not reach the element within ${max} presses (focus is on ${focused})`);
}

/**
 * When the page got the last answer under `apiPath`, on the wall clock (epoch ms). Read it while
 * the page that made the call is still open.
 */
export function answeredAt(page: Page, apiPath: string): Promise<number> {
  return page.evaluate((prefix) => {
    const answers = performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.startsWith(prefix));
    const answer = answers.at(-1) as PerformanceResourceTiming | undefined;
    if (!answer) throw new Error(`no request to ${prefix} in this page`);
    return performance.timeOrigin + answer.responseEnd;
  }, apiPath);
}

/** The current document's navigation: how it came to be and when it started (epoch ms). */
export function navigationOf(page: Page): Promise<{ type: string; startedAt: number }> {
  return page.evaluate(() => {
    const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return { type: entry?.type ?? 'unknown', startedAt: performance.timeOrigin };
  });
}

/** Collects every alert/confirm/prompt the page opens (none should) and dismisses it. */
export function recordDialogs(page: Page): string[] {
  const opened: string[] = [];
  page.on('dialog', (dialog) => {
    opened.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return opened;
}

/** Waits for the answer to the next request whose path is `pathname` and gives its status. */
export async function statusOf(page: Page, pathname: string, act: () => Promise<void>) {
  const answered = page.waitForResponse(
    (response) => new URL(response.url()).pathname === pathname,
  );
  await act();
  return (await answered).status();
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The accessible name of an action that names its row for screen readers: 'Edit' plus a
 * visually hidden ': Sunflower residency flat'. Chromium may put a space before the colon
 * (the hidden part is positioned), so both spellings match.
 */
export function actionName(action: string, context: string): RegExp {
  return new RegExp(`^${escapeRegExp(action)}\\s*:\\s*${escapeRegExp(context)}$`);
}

/** The admin dashboard's count cards show the server's users, properties and owners. */
export async function expectCountCards(page: Page, counts: Counts): Promise<void> {
  const countList = page.getByRole('list', { name: 'Counts' });
  for (const [label, value] of [
    ['Users', counts.userCount],
    ['Properties', counts.propertyCount],
    ['Owners', counts.ownerCount],
  ] as const) {
    const card = countList.getByRole('listitem').filter({ hasText: label });
    await visible(card.getByText(new Intl.NumberFormat('en-IN').format(value), { exact: true }));
  }
}

/** The admin dashboard's sections (docs/product.md §2), as `/adminDashboard?tab=` names them. */
export const ADMIN_SECTIONS = [
  'dashboard',
  'users',
  'owners',
  'property',
  'reports',
  'meeting',
  'messages',
  'testimonials',
] as const;
