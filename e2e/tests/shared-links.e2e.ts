import type { Page } from 'playwright-core';
import { API_MSG, formatRupees, MSG, type Property } from '@basera/contract';
import { adminToken, createSignedInUser, newPerson } from '../support/api';
import { DESKTOP, MOBILE } from '../support/browser';
import { createOwner, listingOf, oncePerFile, propertyViaApi } from '../support/data';
import { describe, expect, test } from '../support/fixtures';
import { linkIn, type Stack } from '../support/stack';
import { atPath, expectAccessible, visible } from '../support/ui';

/*
 * A property link shared on WhatsApp: the preview tags crawlers read from the served HTML, the
 * signed-out preview, and the way back to the listing after signing in (also through sign-up
 * and the verification mail), and 'Post Property' signed out.
 */

/** The meta tags of the HTML the server sends for `path`, as a link-preview crawler reads them. */
async function metaTagsOf(stack: Stack, path: string): Promise<Map<string, string>> {
  const response = await fetch(`${stack.baseUrl}${path}`);
  expect(response.status, path).toBe(200);
  const html = await response.text();
  const tags = new Map<string, string>();
  for (const [, key, value] of html.matchAll(
    /<meta (?:property|name)="([^"]+)" content="([^"]*)"/g,
  ))
    tags.set(key!, value!);
  return tags;
}

/** One approved and one unapproved listing. */
const sharedListings = oncePerFile(async (stack) => {
  const owner = await createOwner(stack);
  const admin = await adminToken(stack);
  const approved = await propertyViaApi(
    stack,
    owner,
    admin,
    listingOf('sell', {
      propertyTitle: 'Sunlit villa in Junwani',
      price: 1250000,
      city: 'Bhilai',
    }),
  );
  const pending = await propertyViaApi(
    stack,
    owner,
    admin,
    listingOf('rent', { propertyTitle: 'Unreviewed flat secret' }),
    { status: 'Submitted' },
  );
  return { approved, pending };
});

function detailsPaths(property: Property) {
  return [`/propertyDetails/user/${property._id}`, `/search/PropertyDetails/home/${property._id}`];
}

async function signIn(page: Page, email: string, password: string) {
  await visible(page.getByRole('heading', { name: 'Sign In' }));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Submit' }).click();
}

describe('a shared property link', () => {
  // The first test starts the stack; the first two wait for the listings made once per file.
  test(
    'carries the listing in its preview tags only when the listing is approved',
    { timeout: 180_000 },
    async ({ stack }) => {
      const { approved, pending } = await sharedListings(stack);
      for (const path of detailsPaths(approved)) {
        const tags = await metaTagsOf(stack, path);
        expect(tags.get('og:title')).toBe(`Sunlit villa in Junwani · ${formatRupees(1250000)}`);
        expect(tags.get('og:title')).toContain('₹12,50,000');
        expect(tags.get('og:description')).toContain('Bhilai');
        expect(tags.get('og:url')).toBe(`${stack.baseUrl}${path}`);
        expect(tags.get('og:image')).toBe(`${stack.baseUrl}/${approved.propertyImg[0]!.img}`);
        expect(Number(tags.get('og:image:width'))).toBeGreaterThanOrEqual(600);
        expect(tags.get('twitter:card')).toBe('summary_large_image');
        // The image named is served to anyone.
        expect((await fetch(tags.get('og:image')!)).status).toBe(200);
      }
      for (const path of detailsPaths(pending)) {
        const tags = await metaTagsOf(stack, path);
        expect(tags.get('og:title')).toBe('Basera | Homes to buy and rent in Chhattisgarh');
        expect(tags.has('og:image')).toBe(false);
        expect([...tags.values()].join(' ')).not.toContain('Unreviewed flat');
      }
    },
  );

  test(
    'opened signed out shows a preview; signing in lands on the property (390 px)',
    { timeout: 120_000 },
    async ({ stack, openBrowser }) => {
      const { approved } = await sharedListings(stack);
      const reader = await createSignedInUser(stack);
      const { page } = await openBrowser({ viewport: MOBILE });

      const [path] = detailsPaths(approved);
      await page.goto(path!);
      await visible(page.getByRole('heading', { name: 'Sunlit villa in Junwani' }));
      await visible(page.getByText('₹12,50,000', { exact: true }));
      // In the preview itself: the header's wide-screen search (hidden on phones) lists the
      // cities too.
      const preview = page.getByRole('main');
      await visible(preview.getByText('Bhilai', { exact: true }));
      await visible(preview.getByText('For Sale', { exact: true }));
      await visible(page.getByRole('img', { name: 'Photo of Sunlit villa in Junwani' }));
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
      await expectAccessible(page, 'the signed-out preview');

      await page.getByRole('link', { name: 'Sign in', exact: true }).click();
      await atPath(page, '/signIn');
      await signIn(page, reader.email, reader.password);
      await atPath(page, path!);
      // The details themselves: the way to the lister's numbers is there for a signed-in reader.
      await visible(page.getByRole('button', { name: 'View Owner Details' }).first());
      await visible(page.getByRole('heading', { name: 'Sunlit villa in Junwani' }));
    },
  );

  test(
    'through sign-up, the verification mail in a new tab and sign-in, lands on the property (1280 px)',
    { timeout: 120_000 },
    async ({ stack, openBrowser }) => {
      const { approved } = await sharedListings(stack);
      const person = newPerson();
      const { page, context } = await openBrowser({ viewport: DESKTOP });
      const path = detailsPaths(approved)[1]!;

      await page.goto(path);
      await visible(page.getByRole('heading', { name: 'Sunlit villa in Junwani' }));
      // The preview's own button (the header's 'Sign Up' knows nothing of the listing).
      await page.getByRole('link', { name: 'Sign up', exact: true }).click();
      await atPath(page, '/signup');
      await page.getByLabel('First Name').fill(person.firstName);
      await page.getByLabel('Last Name').fill(person.lastName);
      await page.getByLabel('Phone', { exact: true }).fill(person.phone);
      await page.getByRole('checkbox', { name: 'WhatsApp same as phone' }).uncheck();
      await page.getByLabel('WhatsApp', { exact: true }).fill(person.whatsApp);
      await page.getByLabel('Email').fill(person.email);
      await page.getByLabel('Password', { exact: true }).fill(person.password);
      await page.getByLabel('Confirm Password').fill(person.password);
      await page.getByRole('button', { name: 'Create Account' }).click();
      await atPath(page, '/message');
      await visible(page.getByText(MSG.registered, { exact: true }));

      // The mail's link opens in a new tab, with no history of where the visitor was going.
      const mail = await stack.waitForMail(person.email, (m) => m.text.includes('/emailVerified/'));
      const tab = await context.newPage();
      await tab.goto(linkIn(mail, stack.baseUrl, 'emailVerified'));
      await visible(tab.getByText(API_MSG.accountVerified, { exact: true }));
      await tab.getByRole('link', { name: 'Login' }).click();
      await signIn(tab, person.email, person.password);
      await atPath(tab, path);
      await visible(tab.getByRole('heading', { name: 'Sunlit villa in Junwani' }));
      await visible(tab.getByRole('button', { name: 'View Owner Details' }).first());
      await tab.close();
    },
  );

  test("'Post Property' signed out leads through sign-in to the add-property form (1280 px)", async ({
    stack,
    openBrowser,
  }) => {
    const owner = await createOwner(stack);
    const { page } = await openBrowser({ viewport: DESKTOP });
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Post Property' }).click();
    await atPath(page, '/signIn');
    await signIn(page, owner.email, owner.password);
    await atPath(page, '/addProperty');
    await visible(page.getByRole('heading', { name: 'Add Property' }));
  });
});
