import type { Page } from 'playwright-core';
import { adminToken } from '../support/api';
import { DESKTOP, MOBILE } from '../support/browser';
import { createOwner, listingOf, propertyViaApi } from '../support/data';
import { englishOnScreen } from '../support/english-left';
import { describe, expect, test as base } from '../support/fixtures';
import {
  chipLabels,
  expectNoSidewaysScroll,
  expectTitles,
  expectTotal,
  paramsOf,
  resultsOf,
} from '../support/search';
import { atPath, expectAccessible, hidden, visible } from '../support/ui';

/**
 * What typed words mean (issue 23): commercial listings are rented, so asking to buy a shop is
 * answered with a note and without the budget; a budget in lakh is a price to buy; a room is
 * rented; 'girls' finds a working women's hostel; Nava Raipur is Naya Raipur.
 */
const TITLES = {
  shop: 'Telipara corner shop', // Bilaspur, shop, ₹18,000 a month
  flatForSale: 'Sunrise flat for sale', // Raipur, for sale at ₹45 Lakh
  plot: 'Kohka corner plot', // Bhilai, plot at ₹30 Lakh
  hostel: 'Working Women Hostel with Meals', // Raipur, Pandri, ₹4,500 a month
  nayaRaipur: 'Sector 21 flat to rent', // Raipur, Naya Raipur, ₹15,000 a month
} as const;
/** Addresses cards show as typed, never translated. */
const ADDRESSES = {
  shop: 'Shop 4, Telipara',
  flatForSale: 'Flat 302, Shankar Nagar',
  plot: 'Plot 12, Kohka',
  hostel: 'Ward 11, near Pandri main road, Pandri',
  nayaRaipur: 'Sector 21, Naya Raipur',
} as const satisfies Record<keyof typeof TITLES, string>;
const SETTLED = { timeout: 10_000 };

const test = base.extend('listings', { scope: 'file' }, async ({ stack }) => {
  const owner = await createOwner(stack, { firstName: 'Anil', lastName: 'Sahu' });
  const admin = await adminToken(stack);
  const add = (input: Parameters<typeof propertyViaApi>[3]) =>
    propertyViaApi(stack, owner, admin, input);
  // In any order: no test here depends on which is newest.
  await Promise.all([
    add(
      listingOf('commercial', {
        property: 'Shop',
        propertyCondition: 'Un-Furnished',
        propertyTitle: TITLES.shop,
        address: ADDRESSES.shop,
        rent: 18000,
      }),
    ),
    add(
      listingOf('sell', {
        propertyTitle: TITLES.flatForSale,
        city: 'Raipur',
        address: ADDRESSES.flatForSale,
        price: 4500000,
      }),
    ),
    add(
      listingOf('plot', {
        propertyTitle: TITLES.plot,
        city: 'Bhilai',
        address: ADDRESSES.plot,
        price: 3000000,
      }),
    ),
    add(
      listingOf('pgHostel', {
        propertyTitle: TITLES.hostel,
        city: 'Raipur',
        address: ADDRESSES.hostel,
        desc: "Women's hostel with four sharing rooms, a warden and home-cooked meals every day.",
        sharing: 'Four',
        rent: 4500,
      }),
    ),
    add(
      listingOf('rent', {
        propertyTitle: TITLES.nayaRaipur,
        city: 'Raipur',
        address: ADDRESSES.nayaRaipur,
        rent: 15000,
      }),
    ),
  ]);
  return TITLES;
});

/** Types a search in the page's own box (phones) or the header's (wide screens) and sends it. */
async function searchFor(page: Page, text: string): Promise<void> {
  // The box of the other layout is hidden by CSS, so only one is there to a person.
  const box = page.getByRole('searchbox');
  await box.fill(text);
  await box.press('Enter');
  await atPath(page, '/search');
  await expect.poll(() => paramsOf(page), SETTLED).toEqual({ search: text });
}

const note = (page: Page) => page.getByRole('note');

/** Whichever test runs first also adds the five listings, photos and all. */
const WITH_LISTINGS = { timeout: 180_000 };

describe('what search words mean', () => {
  test(
    'asking to buy a shop says shops are listed for rent and drops the budget; a budget in lakh finds what is for sale (1280 px)',
    WITH_LISTINGS,
    async ({ listings, openBrowser }) => {
      const { page } = await openBrowser({ viewport: DESKTOP });
      await page.goto('/');
      await searchFor(page, 'commercial shop for sale bilaspur under 50 lakh');

      await expectTitles(resultsOf(page), [listings.shop]);
      await expectTotal(page, '1 property');
      await visible(note(page));
      expect(await note(page).innerText()).toBe(
        'Shops are listed for rent. The budget ‘Under ₹50 Lakh’ is a price to buy, so it is not applied.',
      );
      // What was understood, and no chip for the budget that was not applied.
      expect(await chipLabels(page)).toEqual(['Commercial', 'Shop', 'Bilaspur']);
      await expectAccessible(page, '/search with a note');

      // A budget in lakh, with nothing saying rent: to buy, so no rentals.
      await searchFor(page, '50 lakh se kam');
      await expectTitles(resultsOf(page), [listings.flatForSale, listings.plot]);
      await expectTotal(page, '2 properties');
      await expect.poll(() => chipLabels(page), SETTLED).toEqual(['Buy under ₹50 Lakh']);
      await hidden(note(page));

      // Removing the chip removes the budget, and every listing is back.
      await page.getByRole('button', { name: 'Remove Buy under ₹50 Lakh' }).click();
      await expectTotal(page, `${Object.keys(listings).length} properties`);
    },
  );

  test(
    'a room is rented, girls finds a women’s hostel, and Nava Raipur is Naya Raipur (390 px)',
    WITH_LISTINGS,
    async ({ listings, openBrowser }) => {
      const { page } = await openBrowser({ viewport: MOBILE });
      await page.goto('/');
      await searchFor(page, 'kiraye pe kamra raipur');
      await expectTitles(resultsOf(page), [listings.nayaRaipur]);
      await expect.poll(() => chipLabels(page), SETTLED).toEqual(['For rent', 'Raipur']);

      await searchFor(page, 'girls pg raipur');
      await expectTitles(resultsOf(page), [listings.hostel]);

      await searchFor(page, 'nava raipur');
      await expectTitles(resultsOf(page), [listings.nayaRaipur]);
      await expectNoSidewaysScroll(page, '/search?search=nava raipur (390 px)');
    },
  );

  test(
    'the note is in Hindi on a Hindi screen, and fits a phone (320 and 390 px)',
    WITH_LISTINGS,
    async ({ listings, openBrowser }) => {
      const { page } = await openBrowser({ viewport: { width: 320, height: 700 } });
      const text = 'shop for sale under 50 lakh';
      await page.goto(`/search?lang=hi&search=${encodeURIComponent(text)}`);
      const results = page.getByRole('list', { name: 'खोज के नतीजे' });
      await expectTitles(results, [listings.shop]);
      await visible(note(page));
      expect(await note(page).innerText()).toBe(
        'दुकानें सिर्फ़ किराये पर मिलती हैं। बजट ‘₹50 लाख से कम’ खरीदने की कीमत है, इसलिए लागू नहीं किया गया।',
      );
      const typed = [text, ...Object.values(listings), ...Object.values(ADDRESSES)];
      expect(await englishOnScreen(page, typed)).toEqual([]);
      await expectNoSidewaysScroll(page, 'the note (320 px)');
      await page.setViewportSize(MOBILE);
      await expectNoSidewaysScroll(page, 'the note (390 px)');
    },
  );
});
