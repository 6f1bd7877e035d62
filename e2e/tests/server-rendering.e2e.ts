import { randomUUID } from 'node:crypto';
import { adminToken, createSignedInUser } from '../support/api';
import { DESKTOP, MOBILE } from '../support/browser';
import { createOwner, listingOf, oncePerFile, propertyViaApi } from '../support/data';
import { describe, expect, test } from '../support/fixtures';
import { actionName, cardOf } from '../support/pages';
import { atPath, holdRequests, visible } from '../support/ui';

/*
 * Pages rendered on the server (docs/decisions/0021-server-rendering.md): what the HTML holds
 * before any script runs (a browser with JavaScript off), and that the browser then takes it
 * over without a hydration error (the fixture fails a test on any console error).
 */

const TITLE = 'Sunrise Kesarwani residency flat';

/** One approved listing. */
const approvedListing = oncePerFile(async (stack) => {
  const owner = await createOwner(stack);
  const admin = await adminToken(stack);
  return propertyViaApi(stack, owner, admin, listingOf('rent', { propertyTitle: TITLE }));
});

describe('server rendering', () => {
  test(
    "the HTML holds the listings, a listing's details and the Hindi words before any script; unknown paths and listings are 404, guarded pages the shell",
    { timeout: 180_000 },
    async ({ stack, openBrowser }) => {
      const property = await approvedListing(stack);
      const { page, context } = await openBrowser({ viewport: MOBILE, javaScript: false });
      const root = page.locator('#root');

      let response = await page.goto('/');
      expect(response?.status()).toBe(200);
      await visible(cardOf(page, TITLE));
      expect(await page.locator('html').getAttribute('lang')).toBe('en');

      response = await page.goto('/search?search=Kesarwani');
      expect(response?.status()).toBe(200);
      await visible(cardOf(page, TITLE));

      // A shared link opened signed out: the whole listing but who lists it, its link-preview
      // tags and its schema.org description in the head.
      const details = `/propertyDetails/user/${property._id}`;
      response = await page.goto(details);
      expect(response?.status()).toBe(200);
      await visible(page.getByRole('heading', { name: TITLE, level: 1 }));
      await visible(page.getByRole('region', { name: 'About Property' }).getByText(property.desc));
      await visible(page.getByRole('region', { name: 'Reviews' }));
      await visible(page.getByRole('link', { name: 'View Owner Details' }).first());
      expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toContain(
        TITLE,
      );
      expect(await page.title()).toBe(`${TITLE} | Basera`);
      const described = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').textContent()) ?? 'null',
      ) as { '@type': string; name: string; url: string };
      expect(described).toMatchObject({
        '@type': 'RealEstateListing',
        name: TITLE,
        url: `${stack.baseUrl}${details}`,
      });
      // A listing that is not there is a 404 for crawlers and link checkers too (with
      // JavaScript its page says so: accounts.e2e.ts).
      response = await page.goto(`/propertyDetails/user/${randomUUID()}`);
      expect(response?.status()).toBe(404);

      response = await page.goto('/?lang=hi');
      expect(response?.status()).toBe(200);
      expect(await page.locator('html').getAttribute('lang')).toBe('hi');
      await visible(page.getByRole('heading', { name: 'आपके लिए नई लिस्टिंग', level: 2 }));
      await visible(page.getByRole('heading', { name: 'कंपनी', level: 2 }));
      await visible(cardOf(page, TITLE));

      response = await page.goto('/no/such/page');
      expect(response?.status()).toBe(404);
      await visible(page.getByRole('heading', { name: 'Page not found', level: 1 }));

      // Who is signed in only the browser knows: the owner's pages are the empty app shell.
      response = await page.goto('/ownerDashboard');
      expect(response?.status()).toBe(200);
      expect(await root.innerHTML()).toBe('');

      // The choice remembered in the cookie, without ?lang.
      await context.addCookies([{ name: 'lang', value: 'hi', url: stack.baseUrl }]);
      await page.goto('/about');
      expect(await page.locator('html').getAttribute('lang')).toBe('hi');
      await visible(page.getByRole('heading', { name: 'कंपनी', level: 2 }));
    },
  );

  test('the browser takes the page over: the first listings are not read again, a click works, Hindi stays Hindi', async ({
    stack,
    openBrowser,
  }) => {
    const property = await approvedListing(stack);
    const { page } = await openBrowser({ viewport: DESKTOP });
    const listReads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/property') listReads.push(request.url());
    });

    await page.goto('/');
    await visible(cardOf(page, TITLE));
    expect(listReads).toEqual([]);
    await cardOf(page, TITLE)
      .getByRole('link', { name: actionName('View Details', TITLE) })
      .click();
    await atPath(page, `/propertyDetails/user/${property._id}`);
    await visible(page.getByRole('heading', { name: TITLE, level: 1 }));

    await page.goto('/?lang=hi');
    const html = page.locator('html');
    expect(await html.getAttribute('lang')).toBe('hi');
    await visible(page.getByRole('heading', { name: 'आपके लिए नई लिस्टिंग', level: 2 }));
    await page.getByRole('contentinfo').getByRole('link', { name: 'संपर्क करें' }).click();
    await atPath(page, '/contact');
    expect(await html.getAttribute('lang')).toBe('hi');
  });

  test('a signed-in user opening a shared link gets the lister at once, not the signed-out page', async ({
    stack,
    openBrowser,
  }) => {
    const property = await approvedListing(stack);
    const user = await createSignedInUser(stack);
    const { page } = await openBrowser({ viewport: DESKTOP, userToken: user.token });
    await page.goto(`/propertyDetails/user/${property._id}`);
    await visible(page.getByRole('heading', { name: TITLE, level: 1 }));
    await visible(page.getByRole('region', { name: 'Overview' }));
    await visible(page.getByRole('button', { name: 'View Owner Details' }).first());
    expect(await page.getByRole('link', { name: /Sign in/i }).count()).toBe(0);

    // On a slow link the listing shows before the reader's own answer, with the lister, comes:
    // their dialog says it is on its way, then shows them.
    const slow = await openBrowser({ viewport: DESKTOP, userToken: user.token });
    const held = await holdRequests(slow.page, `/api/property/${property._id}`);
    await slow.page.goto(`/propertyDetails/user/${property._id}`);
    await visible(slow.page.getByRole('heading', { name: TITLE, level: 1 }));
    await expect.poll(held.count).toBeGreaterThan(0);
    await slow.page.getByRole('button', { name: 'View Owner Details' }).first().click();
    const dialog = slow.page.getByRole('dialog', { name: 'Owner Details' });
    await visible(dialog.getByRole('status').filter({ hasText: 'Loading the owner’s details' }));
    held.release();
    await visible(dialog.getByRole('link', { name: /^Call/ }));
  });
});
