import type { Page } from 'playwright-core';
import { adminToken } from '../support/api';
import { DESKTOP, MOBILE } from '../support/browser';
import { createOwner, listingOf, oncePerFile, propertyViaApi } from '../support/data';
import { describe, expect, test } from '../support/fixtures';
import { cardOf } from '../support/pages';
import { visible } from '../support/ui';

/*
 * A first visit on a phone (docs/decisions/0022-paint-before-the-app-starts.md): the parts below
 * the fold keep the server's HTML until they come into view, a tap on them before that is not
 * lost, and the home banner reads in the visitor's language and moves on its own.
 */

const TITLE = 'Lakeview deferred hostel';

/** One approved PG listing, so the home list has a card and a PG chip to tap. */
const approvedListing = oncePerFile(async (stack) => {
  const owner = await createOwner(stack);
  const admin = await adminToken(stack);
  await propertyViaApi(stack, owner, admin, listingOf('pgHostel', { propertyTitle: TITLE }));
});

/** Each part below the fold: whether the browser has taken it over yet. */
function partsLive(page: Page): Promise<boolean[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('[data-deferred-part]')).map(
      (part) => part.getAttribute('data-deferred-part') === 'live',
    ),
  );
}

function scriptsRequested(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

describe('the parts of home below the fold', () => {
  test('show the server’s HTML and load no code until they come into view', async ({
    stack,
    openBrowser,
  }) => {
    await approvedListing(stack);
    const { page } = await openBrowser({ viewport: MOBILE, liveBelowTheFold: false });
    const scripts = scriptsRequested(page);
    await page.goto('/');
    await page.waitForTimeout(1_000);

    // The list, the testimonials and the footer are there, as the server wrote them.
    expect(await partsLive(page)).toEqual([false, false, false]);
    expect(await cardOf(page, TITLE).count()).toBe(1);
    expect(await page.getByRole('contentinfo').count()).toBe(1);
    const before = scripts.length;

    // Scrolled to, the list is taken over: its code arrives and its buttons work.
    await cardOf(page, TITLE).scrollIntoViewIfNeeded();
    await expect.poll(() => partsLive(page)).toEqual([true, false, false]);
    expect(scripts.length).toBeGreaterThan(before);
    await page.getByRole('button', { name: 'PG/Hostel', exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('propertyType')).toBe('pgHostel');
  });

  test('a tap before the code has come is kept and carried out once it has', async ({
    stack,
    openBrowser,
  }) => {
    await approvedListing(stack);
    const { page } = await openBrowser({ viewport: MOBILE, liveBelowTheFold: false });
    await page.goto('/');
    expect((await partsLive(page))[0]).toBe(false);

    // The click scrolls the chip into view and lands before the list's code has loaded.
    await page.getByRole('button', { name: 'PG/Hostel', exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('propertyType')).toBe('pgHostel');
    await expect.poll(async () => (await partsLive(page))[0]).toBe(true);

    // The footer's language switch, tapped while the footer is still the server's HTML.
    expect((await partsLive(page))[2]).toBe(false);
    await page.getByRole('contentinfo').getByRole('link', { name: 'हिन्दी', exact: true }).click();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('hi');
  });
});

describe('the home banner', () => {
  test('moves by its arrows and dots, on its own every five seconds, and stops on Pause', async ({
    openBrowser,
  }) => {
    const { page } = await openBrowser({ viewport: DESKTOP });
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Highlights' });
    const current = () => banner.locator('button[aria-current="true"]').getAttribute('aria-label');

    // The first slide is words, read from the page as it arrived.
    await visible(banner.getByRole('group', { name: '1 of 3: Homes for every budget' }));
    expect(await current()).toBe('Go to slide 1: Homes for every budget');

    await banner.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(current).toBe('Go to slide 2: List your property for free');
    await banner.getByRole('button', { name: 'Go to slide 3: Every listing checked' }).click();
    await expect.poll(current).toBe('Go to slide 3: Every listing checked');

    // Unhovered and unfocused, it turns by itself, wrapping to the first slide.
    await page.mouse.move(0, 0);
    await page.locator('h1').click();
    await expect.poll(current, { timeout: 8_000 }).toBe('Go to slide 1: Homes for every budget');

    await banner.getByRole('button', { name: 'Stop automatic slide show' }).click();
    await page.mouse.move(0, 0);
    await page.locator('h1').click();
    await page.waitForTimeout(6_000);
    expect(await current()).toBe('Go to slide 1: Homes for every budget');
  });

  test('reads in Hindi, words and drawings alike', async ({ openBrowser }) => {
    const { page } = await openBrowser({ viewport: MOBILE });
    await page.goto('/?lang=hi');
    const banner = page.getByRole('region', { name: 'ख़ास बातें' });
    await visible(banner.getByText('छत्तीसगढ़ में हर बजट के लिए घर'));
    await banner.getByRole('button', { name: 'अगली स्लाइड' }).click();
    await visible(banner.getByText('अपनी प्रॉपर्टी मुफ़्त में डालें'));
    // The stamp drawn on the slide is in Hindi too.
    expect(await banner.locator('svg text').allTextContents()).toContain('लिस्टिंग फ़ीस');
  });
});
