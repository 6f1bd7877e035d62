import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/*
 * Waiting assertions on top of playwright-core (which has no `expect` of its own): each waits
 * for the page to reach the state, then checks it, so a test never sleeps.
 */

export async function visible(locator: Locator): Promise<void> {
  await locator.waitFor({ state: 'visible' });
}

/** Absent from the page or not visible. */
export async function hidden(locator: Locator): Promise<void> {
  await locator.waitFor({ state: 'hidden' });
}

export async function atPath(page: Page, pathname: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname);
}

export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/** The text of the elements a control's aria-describedby names: its hint and its error. */
export function descriptionOf(control: Locator): Promise<string> {
  return control.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );
}

/** The field shows `message`, marked invalid and announced as its description. */
export async function expectFieldError(control: Locator, message: string): Promise<void> {
  await expect.poll(() => descriptionOf(control)).toContain(message);
  expect(await control.getAttribute('aria-invalid')).toBe('true');
  await visible(control.page().getByText(message, { exact: true }));
}

/** The field is valid again: no error in its description, not marked invalid. */
export async function expectNoFieldError(control: Locator, message: string): Promise<void> {
  await expect.poll(() => control.getAttribute('aria-invalid')).toBeNull();
  expect(await descriptionOf(control)).not.toContain(message);
}

/**
 * A toast with `text` appears and is announced: it is a status message (react-hot-toast renders
 * role="status") that assistive technology can reach, not only pixels on the screen.
 */
export async function expectToast(page: Page, text: string): Promise<void> {
  const shown = page.getByText(text, { exact: true }).first();
  await visible(shown);
  const hiddenBy = await shown.evaluate((element) => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      if (node.getAttribute('aria-hidden') === 'true') {
        return `<${node.tagName.toLowerCase()}${node.id ? ` id="${node.id}"` : ''} aria-hidden="true">`;
      }
    }
    return null;
  });
  expect(
    hiddenBy,
    `the toast "${text}" is on screen but hidden from assistive technology by its ancestor`,
  ).toBeNull();
  await visible(page.getByRole('status').filter({ hasText: text }).first());
}

/** Blocks requests to a path until `release()` is called, to see a busy state for sure. */
export async function holdRequests(page: Page, pathname: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  const matcher = (url: URL) => url.pathname === pathname;
  await page.route(matcher, async (route) => {
    held.push(route.request().url());
    await released;
    await route.continue();
  });
  return {
    /** How many requests are waiting. */
    count: () => held.length,
    /** Lets the held requests (and every later one) through. */
    release,
  };
}

/** WCAG 2.x A and AA rules (axe-core), run on the page as it is now. */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  // Colours measured halfway through a fade (a dialog opening, a toast leaving) are not the
  // colours anyone reads: let finite animations end first.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const found = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes
        .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`)
        .join('\n'),
  );
  expect(found, `accessibility violations on ${what}`).toEqual([]);
}

type TimedWindow = { e2eNavigatedAt?: Promise<number> };

/**
 * Measures a delayed redirect on the page's own clock, so a busy test machine cannot blur it:
 * call before the answer arrives; the returned function resolves, after the next same-document
 * navigation, with the milliseconds from the end of the last answer under `apiPath` to it.
 */
export async function timeRedirectAfter(
  page: Page,
  apiPath: string,
): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const { navigation } = window as unknown as { navigation: EventTarget };
    (window as TimedWindow).e2eNavigatedAt = new Promise((resolve) =>
      navigation.addEventListener('currententrychange', () => resolve(performance.now()), {
        once: true,
      }),
    );
  });
  return () =>
    page.evaluate(async (prefix) => {
      const navigatedAt = await (window as TimedWindow).e2eNavigatedAt!;
      const answers = performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.startsWith(prefix));
      const answer = answers.at(-1) as PerformanceResourceTiming | undefined;
      if (!answer) throw new Error(`no request to ${prefix} in this page`);
      return navigatedAt - answer.responseEnd;
    }, apiPath);
}
