import type { Page } from 'playwright-core';
import { adminToken, createSignedInUser, newPerson } from '../support/api';
import { DESKTOP, MOBILE } from '../support/browser';
import { createOwner, listingOf, oncePerFile, propertyViaApi } from '../support/data';
import { describe, expect, test } from '../support/fixtures';
import { cardOf } from '../support/pages';
import { atPath, pathOf, visible } from '../support/ui';

/*
 * A first visit on a slow phone (docs/decisions/0039-first-taps.md): the page is the server's HTML
 * until the app's code has arrived. Links and the search form work by themselves meanwhile; a
 * tap on a button is held and carried out once the app has started; a form that needs the app
 * never puts its fields in the address. Here the app's code is held back on purpose, so each
 * tap surely lands before it.
 */

const TITLE = 'Lakeview early hostel';

/** One approved PG listing, so home has a card and the PG chip something to show. */
const approvedListing = oncePerFile(async (stack) => {
  const owner = await createOwner(stack);
  const admin = await adminToken(stack);
  await propertyViaApi(stack, owner, admin, listingOf('pgHostel', { propertyTitle: TITLE }));
});

/**
 * Holds back the app's code (apps/web/src/app/start.tsx's chunk, which src/main.tsx fetches once
 * the page has painted) until `release()`.
 */
async function holdTheApp(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route(
    (url) => /\/assets\/start-[\w-]+\.js$/.test(url.pathname),
    async (route) => {
      asked = true;
      await released;
      await route.continue();
    },
  );
  return { release, asked: () => asked };
}

const isLive = (page: Page) =>
  page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'));
const untilStarted = (page: Page) =>
  page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));

describe('before the app has started', () => {
  test('a tapped button shows it is waiting and is carried out once the app has started', async ({
    stack,
    openBrowser,
  }) => {
    await approvedListing(stack);
    const { page } = await openBrowser({ viewport: MOBILE, untilLive: false });
    const app = await holdTheApp(page);
    await page.goto('/');
    await expect.poll(app.asked).toBe(true);

    const menu = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    await menu.click();
    expect(await menu.getAttribute('data-waiting-for-app')).toBe('');
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await isLive(page)).toBe(false);

    app.release();
    // However long the app takes to start on a busy machine, the tap is carried out once it has.
    await untilStarted(page);
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('true');
    expect(await menu.getAttribute('data-waiting-for-app')).toBeNull();
    await page.locator('#mobile-menu').getByRole('link', { name: 'Sign In' }).click();
    await visible(page.getByRole('heading', { name: 'Sign In', level: 1 }));
  });

  test('the last of several taps is the one carried out, below the fold too', async ({
    stack,
    openBrowser,
  }) => {
    await approvedListing(stack);
    const { page } = await openBrowser({ viewport: MOBILE, untilLive: false });
    const app = await holdTheApp(page);
    await page.goto('/');
    await expect.poll(app.asked).toBe(true);

    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'PG/Hostel', exact: true }).click();
    app.release();
    await untilStarted(page);
    await expect.poll(() => new URL(page.url()).searchParams.get('propertyType')).toBe('pgHostel');
    await expect
      .poll(() =>
        page.getByRole('button', { name: 'PG/Hostel', exact: true }).getAttribute('aria-pressed'),
      )
      .toBe('true');
    expect(
      await page
        .getByRole('banner')
        .getByRole('button', { name: 'Menu' })
        .getAttribute('aria-expanded'),
    ).toBe('false');
  });

  test('links and the search form work without the app', async ({ stack, openBrowser }) => {
    await approvedListing(stack);
    const { page } = await openBrowser({ viewport: MOBILE, untilLive: false });
    await holdTheApp(page);
    await page.goto('/');

    const box = page.getByRole('search').getByRole('searchbox').locator('visible=true');
    await box.fill('pg bilaspur');
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search');
    expect(new URL(page.url()).searchParams.get('search')).toBe('pg bilaspur');
    await visible(page.getByRole('heading', { name: 'Search results', level: 1 }));
    await visible(cardOf(page, TITLE));

    await cardOf(page, TITLE)
      .getByRole('link', { name: /View Details/ })
      .click();
    await visible(page.getByRole('heading', { name: TITLE, level: 1 }));
  });

  test('a sign-in sent before the app has started keeps the password out of the address', async ({
    stack,
    openBrowser,
  }) => {
    const user = await createSignedInUser(stack);
    const { page } = await openBrowser({ viewport: MOBILE, untilLive: false });
    const app = await holdTheApp(page);
    const addresses: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) addresses.push(frame.url());
    });
    await page.goto('/signIn');
    await expect.poll(app.asked).toBe(true);

    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await page.waitForTimeout(300);
    expect(pathOf(page)).toBe('/signIn');

    app.release();
    // Signed in, the user goes home (docs/product.md §4).
    await atPath(page, '/');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
    const leaked = addresses.filter(
      (address) =>
        address.includes('userPassword') || decodeURIComponent(address).includes(user.password),
    );
    expect(leaked).toEqual([]);
  });
});

describe('a form filled in and sent before the app has started', () => {
  test('creates the account, the WhatsApp number taken from the phone as the box says', async ({
    openBrowser,
  }) => {
    const person = newPerson();
    const { page } = await openBrowser({ viewport: DESKTOP, untilLive: false });
    const app = await holdTheApp(page);
    await page.goto('/signup');
    await expect.poll(app.asked).toBe(true);

    await page.getByLabel('First Name').fill(person.firstName);
    await page.getByLabel('Last Name').fill(person.lastName);
    await page.getByLabel('Phone', { exact: true }).fill(person.phone);
    await page.getByLabel('Email').fill(person.email);
    await page.getByLabel('Password', { exact: true }).fill(person.password);
    await page.getByLabel('Confirm Password').fill(person.password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    expect(pathOf(page)).toBe('/signup');

    app.release();
    await atPath(page, '/message');
    await visible(page.getByText(/verify/i).first());
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
