import type { Page } from 'playwright-core';
import { API_MSG, formatRupees, formatRupeesShort, MSG, type Property } from '@basera/contract';
import { adminToken, createSignedInUser, newPerson } from '../support/api';
import { DESKTOP, MOBILE } from '../support/browser';
import { createOwner, listingOf, oncePerFile, propertyViaApi } from '../support/data';
import { describe, expect, test } from '../support/fixtures';
import { linkIn, type Stack } from '../support/stack';
import { atPath, expectAccessible, visible } from '../support/ui';

/*
 * A property link shared on WhatsApp: the preview tags crawlers read from the served HTML, the
 * whole listing shown signed out but for who lists it, and the way back to the listing after
 * signing in to contact, save, report, ask for a meeting or review (also through sign-up and the
 * verification mail), and 'Post Property' signed out.
 */

/**
 * The meta tags of the HTML the server sends for `path`, as a link-preview crawler reads them,
 * and the status it answers with.
 */
async function metaTagsOf(stack: Stack, path: string, status = 200): Promise<Map<string, string>> {
  const response = await fetch(`${stack.baseUrl}${path}`);
  expect(response.status, path).toBe(status);
  const html = await response.text();
  const tags = new Map<string, string>();
  for (const [, key, value] of html.matchAll(
    /<meta (?:property|name)="([^"]+)" content="([^"]*)"/g,
  ))
    tags.set(key!, value!);
  return tags;
}

/** Who lists the shared listings: nothing of this may reach a signed-out visitor. */
const LISTER = {
  firstName: 'Kavitha',
  lastName: 'Raghunath',
  phone: '9123450987',
  whatsApp: '8123450987',
};

/** Approved listings (a house for sale and an office to let) and one not yet approved. */
const sharedListings = oncePerFile(async (stack) => {
  const owner = await createOwner(stack, LISTER);
  const admin = await adminToken(stack);
  const approved = await propertyViaApi(
    stack,
    owner,
    admin,
    listingOf('sell', {
      propertyTitle: 'Sunlit villa in Junwani',
      price: 1250000,
      city: 'Bhilai',
      desc: 'Corner villa with a lawn, a covered car porch and morning sun in every bedroom.',
      address: 'Plot 14, Green Avenue, Junwani',
      amenities: ['Park', 'Swimming Pool'],
    }),
  );
  const office = await propertyViaApi(
    stack,
    owner,
    admin,
    listingOf('commercial', { propertyTitle: 'Corner office on GE Road' }),
  );
  const pending = await propertyViaApi(
    stack,
    owner,
    admin,
    listingOf('rent', { propertyTitle: 'Unreviewed flat secret' }),
    { status: 'Submitted' },
  );
  return { approved, office, pending };
});

function detailsPaths(property: Property) {
  return [`/propertyDetails/user/${property._id}`, `/search/PropertyDetails/home/${property._id}`];
}

/** What only a signed-in reader may see: the lister's name and numbers, the exact map link. */
const SIGNED_IN_ONLY = [
  LISTER.firstName,
  LISTER.lastName,
  LISTER.phone,
  LISTER.whatsApp,
  'maps.google.com',
];

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
      // Not public: the page says it is not found, with the site's own tags.
      for (const path of detailsPaths(pending)) {
        const tags = await metaTagsOf(stack, path, 404);
        expect(tags.get('og:title')).toBe('Basera | Homes to buy and rent in Chhattisgarh');
        expect(tags.has('og:image')).toBe(false);
        expect([...tags.values()].join(' ')).not.toContain('Unreviewed flat');
      }
    },
  );

  test(
    'opened signed out shows the whole listing but who lists it; their details lead through sign-in and back (390 px)',
    { timeout: 120_000 },
    async ({ stack, openBrowser }) => {
      const { approved } = await sharedListings(stack);
      const reader = await createSignedInUser(stack);
      const { page } = await openBrowser({ viewport: MOBILE });

      const [path] = detailsPaths(approved);
      await page.goto(path!);
      const main = page.getByRole('main');
      await visible(main.getByRole('heading', { name: 'Sunlit villa in Junwani', level: 1 }));
      await visible(main.getByText(formatRupeesShort(1250000), { exact: true }));
      await visible(
        main.getByText(
          'Corner villa with a lawn, a covered car porch and morning sun in every bedroom.',
        ),
      );
      await visible(main.getByText('Plot 14, Green Avenue, Junwani').first());
      await visible(main.getByRole('region', { name: 'Amenities' }).getByText('Swimming Pool'));
      // Every photo, not only the first.
      expect(await main.locator('img[src*="/uploads/"]').count()).toBeGreaterThanOrEqual(
        approved.propertyImg.length,
      );
      const html = await page.content();
      for (const secret of SIGNED_IN_ONLY) expect(html, secret).not.toContain(secret);
      expect(await main.getByRole('link', { name: /View On Maps/ }).count()).toBe(0);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
      await expectAccessible(page, 'a listing signed out');

      // The bar at the bottom of a phone's screen: the lister's details, after signing in.
      await page
        .getByRole('navigation', { name: 'Contact the lister' })
        .getByRole('link', { name: 'View Owner Details' })
        .click();
      await atPath(page, '/signIn');
      await signIn(page, reader.email, reader.password);
      await atPath(page, path!);
      await page.getByRole('button', { name: 'View Owner Details' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Owner Details' });
      await visible(dialog.getByText(`${LISTER.firstName} ${LISTER.lastName}`).first());
      await visible(dialog.getByRole('link', { name: /^Call/ }));
    },
  );

  test(
    'save, report and a meeting signed out lead through sign-in and back to the listing (1280 px)',
    { timeout: 120_000 },
    async ({ stack, openBrowser }) => {
      const { approved, office } = await sharedListings(stack);
      const reader = await createSignedInUser(stack);
      const { page } = await openBrowser({ viewport: DESKTOP });
      const [path] = detailsPaths(approved);

      await page.goto(path!);
      await page.getByRole('link', { name: /^Save/ }).click();
      await atPath(page, '/signIn');
      await page.goBack();
      await atPath(page, path!);
      await page.getByRole('link', { name: 'Sign in to report this listing' }).click();
      await atPath(page, '/signIn');
      await signIn(page, reader.email, reader.password);
      await atPath(page, path!);
      // Signed in, the same places hold the real controls.
      const save = page.getByRole('button', { name: 'Save', exact: true });
      await expect.poll(() => save.getAttribute('aria-pressed')).toBe('false');
      await save.click();
      const saved = page.getByRole('button', { name: 'Saved', exact: true });
      await expect.poll(() => saved.getAttribute('aria-pressed')).toBe('true');
      await visible(page.getByRole('button', { name: 'Report this listing' }));

      // A commercial listing's meeting, signed out: the same way round.
      const other = await openBrowser({ viewport: DESKTOP });
      const officePath = `/propertyDetails/user/${office._id}`;
      await other.page.goto(officePath);
      await other.page.getByRole('link', { name: 'Schedule Meeting' }).first().click();
      await atPath(other.page, '/signIn');
      await signIn(other.page, reader.email, reader.password);
      await atPath(other.page, officePath);
      await other.page.getByRole('button', { name: 'Schedule Meeting' }).first().click();
      await visible(other.page.getByRole('dialog', { name: 'Schedule Meeting' }));
    },
  );

  test(
    'a review signed out goes through sign-up, the verification mail in a new tab and sign-in, back to the property (1280 px)',
    { timeout: 120_000 },
    async ({ stack, openBrowser }) => {
      const { approved } = await sharedListings(stack);
      const person = newPerson();
      const { page, context } = await openBrowser({ viewport: DESKTOP });
      const path = detailsPaths(approved)[1]!;

      await page.goto(path);
      await visible(page.getByRole('heading', { name: 'Sunlit villa in Junwani' }));
      await page.getByRole('link', { name: 'Sign in to write a review' }).click();
      await atPath(page, '/signIn');
      await page.getByRole('link', { name: 'Create an account' }).click();
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
      await visible(tab.getByLabel('Your review', { exact: true }));
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
