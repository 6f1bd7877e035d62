import { adminToken } from '../support/api';
import { DESKTOP, MOBILE } from '../support/browser';
import { createOwner, listingOf, propertyViaApi } from '../support/data';
import { describe, expect, test as base } from '../support/fixtures';
import { isFocused } from '../support/pages';
import {
  chipLabels,
  chipsOf,
  expectNoSidewaysScroll,
  expectTitles,
  expectTotal,
  param,
  paramsOf,
  resultsOf,
  totalLine,
} from '../support/search';
import { atPath, expectAccessible, hidden, holdRequests, visible } from '../support/ui';

/** The listings every test searches, by what sets them apart (docs/product.md §3). */
const TITLES = {
  mowa: 'Mowa lake view flat', // Raipur, 2 BHK, ₹12,000 a month
  shankarNagar: 'Shankar nagar family flat', // Raipur, 2 BHK, ₹18,000
  telibandha: 'Telibandha corner flat', // Raipur, 3 BHK, ₹14,000
  vyaparVihar: 'Vyapar vihar budget flat', // Bilaspur, 2 BHK, ₹9,000
  civilLines: 'Civil lines bungalow', // Bhilai, 3 BHK, for sale at ₹65 Lakh
  supela: 'Supela girls hostel', // Bhilai, PG, double sharing, ₹5,500
} as const;
/** A list may first show the last search (dimmed) and then the server's answer: wait for it. */
const SETTLED = { timeout: 10_000 };

const test = base.extend('listings', { scope: 'file' }, async ({ stack }) => {
  const owner = await createOwner(stack, { firstName: 'Ritu', lastName: 'Verma' });
  const admin = await adminToken(stack);
  const add = (input: Parameters<typeof propertyViaApi>[3]) =>
    propertyViaApi(stack, owner, admin, input);
  await add(
    listingOf('rent', { propertyTitle: TITLES.mowa, city: 'Raipur', bhk: '2 BHK', rent: 12000 }),
  );
  await add(
    listingOf('rent', {
      propertyTitle: TITLES.shankarNagar,
      city: 'Raipur',
      bhk: '2 BHK',
      rent: 18000,
      propertyCondition: 'Furnished',
    }),
  );
  await add(
    listingOf('rent', {
      propertyTitle: TITLES.telibandha,
      city: 'Raipur',
      bhk: '3 BHK',
      rent: 14000,
    }),
  );
  await add(
    listingOf('rent', {
      propertyTitle: TITLES.vyaparVihar,
      city: 'Bilaspur',
      bhk: '2 BHK',
      rent: 9000,
    }),
  );
  await add(
    listingOf('sell', { propertyTitle: TITLES.civilLines, city: 'Bhilai', price: 6500000 }),
  );
  await add(listingOf('pgHostel', { propertyTitle: TITLES.supela, city: 'Bhilai', rent: 5500 }));
  return TITLES;
});

describe('search', () => {
  test('a phone user filters in the bottom sheet; the URL keeps the filters through a reload, and Back undoes them (390 px)', async ({
    listings,
    openBrowser,
  }) => {
    const { page } = await openBrowser({ viewport: MOBILE });
    await page.goto('/search');
    await expectTitles(resultsOf(page), Object.values(listings));
    await expectTotal(page, '6 properties');
    // The search box is on the page itself, not only in the ☰ menu.
    await visible(
      page
        .getByRole('main')
        .getByRole('searchbox', { name: 'Search property, locality or landmark' }),
    );
    await expectNoSidewaysScroll(page, '/search (390 px)');

    // The sheet: a draft until Show results.
    const filtersButton = page.getByRole('button', { name: /^Filters/ });
    await visible(page.getByRole('button', { name: 'Filters', exact: true }));
    await filtersButton.click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await visible(sheet);
    await expectNoSidewaysScroll(page, 'the filter sheet (390 px)');
    await expectAccessible(page, 'the filter sheet (390 px)');
    const twoBhk = sheet.getByRole('button', { name: '2 BHK', exact: true });
    await twoBhk.click();
    await expect.poll(() => twoBhk.getAttribute('aria-pressed'), SETTLED).toBe('true');
    await sheet.getByRole('button', { name: 'Under ₹20,000', exact: true }).click();
    expect(await sheet.getByLabel('Max budget (₹)').inputValue()).toBe('20000');
    expect(param(page, 'bhk')).toBeNull();
    await sheet.getByRole('button', { name: 'Show results' }).click();
    await hidden(sheet);

    await page.waitForURL((url) => url.searchParams.get('bhk') === '2 BHK');
    expect(paramsOf(page)).toEqual({ bhk: '2 BHK', maxPrice: '20000' });
    const filtered = [listings.mowa, listings.shankarNagar, listings.vyaparVihar];
    await expectTitles(resultsOf(page), filtered);
    await expectTotal(page, '3 properties');
    await visible(page.getByRole('button', { name: 'Filters (2 active)', exact: true }));
    expect(await chipLabels(page)).toEqual(['2 BHK', 'Under ₹20,000']);

    // Escape closes the sheet without changing anything, and focus is back on Filters.
    await filtersButton.click();
    await visible(sheet);
    expect(
      await sheet.getByRole('button', { name: '2 BHK', exact: true }).getAttribute('aria-pressed'),
    ).toBe('true');
    await sheet.getByRole('button', { name: '3 BHK', exact: true }).click();
    await page.keyboard.press('Escape');
    await hidden(sheet);
    await expect.poll(() => isFocused(filtersButton), SETTLED).toBe(true);
    expect(paramsOf(page)).toEqual({ bhk: '2 BHK', maxPrice: '20000' });

    // Reload: the same results and the same controls.
    await page.reload();
    await expectTitles(resultsOf(page), filtered);
    await expectTotal(page, '3 properties');
    expect(await chipLabels(page)).toEqual(['2 BHK', 'Under ₹20,000']);
    await filtersButton.click();
    await visible(sheet);
    expect(
      await sheet.getByRole('button', { name: '2 BHK', exact: true }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(
      await sheet
        .getByRole('button', { name: 'Under ₹20,000', exact: true })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    await page.keyboard.press('Escape');
    await hidden(sheet);

    // Back: the search before the filters.
    await page.goBack();
    await atPath(page, '/search');
    await expect.poll(() => paramsOf(page), SETTLED).toEqual({});
    await expectTitles(resultsOf(page), Object.values(listings));
    await expectTotal(page, '6 properties');

    // 320 px: still nothing wider than the screen, with chips showing.
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto(
      '/search?search=2bhk%20raipur%20under%2015k&furnishing=Semi-Furnished&sort=priceDesc',
    );
    await expectTotal(page, '1 property');
    await expectNoSidewaysScroll(page, '/search with chips (320 px)');
    await filtersButton.click();
    await visible(sheet);
    await expectNoSidewaysScroll(page, 'the filter sheet (320 px)');
  });

  test('typed text becomes removable chips; removing one rewrites the text, the results and the URL (1280 px)', async ({
    listings,
    openBrowser,
  }) => {
    const { page } = await openBrowser({ viewport: DESKTOP });
    await page.goto('/');
    const searchBox = page.getByRole('searchbox', {
      name: 'Search property, locality or landmark',
    });
    await searchBox.fill('2bhk raipur under 15k');
    await searchBox.press('Enter');
    await atPath(page, '/search');
    expect(paramsOf(page)).toEqual({ search: '2bhk raipur under 15k' });

    await expect
      .poll(() => chipLabels(page), SETTLED)
      .toEqual(['2 BHK', 'Raipur', 'Under ₹15,000']);
    await expectTitles(resultsOf(page), [listings.mowa]);
    await expectTotal(page, '1 property');
    // The filters show what the text was understood as.
    await visible(page.getByRole('button', { name: 'BHK: 2 BHK' }));
    await visible(page.getByRole('button', { name: 'Budget: Under ₹15,000' }));
    await expectAccessible(page, '/search with chips');

    // By keyboard: Enter on a chip removes it, and focus moves to the chip that took its place.
    const raipur = chipsOf(page).filter({ hasText: 'Raipur' });
    await raipur.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => param(page, 'search'), SETTLED).toBe('2bhk under 15k');
    await expect.poll(() => chipLabels(page), SETTLED).toEqual(['2 BHK', 'Under ₹15,000']);
    await expect
      .poll(() => isFocused(page.getByRole('button', { name: 'Remove Under ₹15,000' })), SETTLED)
      .toBe(true);
    await expectTitles(resultsOf(page), [listings.mowa, listings.vyaparVihar]);
    await expectTotal(page, '2 properties');
    expect(await searchBox.inputValue()).toBe('2bhk under 15k');

    // An explicit filter is a chip too; removing it drops the parameter.
    await page.getByRole('button', { name: /^Listed by/ }).click();
    await page
      .getByRole('dialog', { name: 'Listed by filter' })
      .getByRole('button', { name: 'Agent' })
      .click();
    await expect.poll(() => param(page, 'listedBy'), SETTLED).toBe('Agent');
    await expectTotal(page, '0 properties');
    await visible(page.getByRole('heading', { name: 'Property Not Found' }));
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Remove By agent' }).click();
    await expect.poll(() => param(page, 'listedBy'), SETTLED).toBeNull();
    await expectTotal(page, '2 properties');

    // Clear all empties the search.
    await page.getByRole('button', { name: 'Clear all' }).click();
    await expect.poll(() => paramsOf(page), SETTLED).toEqual({});
    await expectTotal(page, '6 properties');
    expect(await searchBox.inputValue()).toBe('');
  });

  test('sort by price both ways, kept in the URL; the total shows a placeholder, never 0, while loading (1280 px)', async ({
    listings,
    openBrowser,
  }) => {
    const { page } = await openBrowser({ viewport: DESKTOP });
    const rentals = [
      listings.vyaparVihar,
      listings.mowa,
      listings.telibandha,
      listings.shankarNagar,
    ];

    // The first page arrives inside the server's HTML; a change made on the page is read by
    // the browser, and that is when the total must not say 0.
    await page.goto('/search?propertyType=sell');
    const held = await holdRequests(page, '/user/search');
    await page
      .getByRole('group', { name: 'Property type' })
      .getByRole('button', { name: 'Rent', exact: true })
      .click();
    await expect.poll(() => held.count(), SETTLED).toBeGreaterThan(0);
    await page.getByText('Counting properties').waitFor({ state: 'attached' });
    expect(await totalLine(page).count()).toBe(0);
    held.release();
    await expectTotal(page, '4 properties');
    await expectTitles(resultsOf(page), rentals);

    const sort = page.getByLabel('Sort by');
    expect(await sort.inputValue()).toBe('newest');
    await sort.selectOption({ label: 'Price: low to high' });
    await expect.poll(() => param(page, 'sort'), SETTLED).toBe('priceAsc');
    await expectTitles(resultsOf(page), rentals, { ordered: true });

    await sort.selectOption({ label: 'Price: high to low' });
    await expect.poll(() => param(page, 'sort'), SETTLED).toBe('priceDesc');
    await expectTitles(resultsOf(page), rentals.toReversed(), { ordered: true });

    await page.reload();
    expect(await sort.inputValue()).toBe('priceDesc');
    await expectTitles(resultsOf(page), rentals.toReversed(), { ordered: true });

    // A link with values the app does not know is not an error: they are ignored.
    await page.goto(
      '/search?propertyType=rent&bhk=9%20BHK&maxPrice=lots&sort=cheapest&city=Mumbai',
    );
    await expectTitles(resultsOf(page), rentals);
    await expectTotal(page, '4 properties');
  });

  test('an empty result offers one-tap ways out: drop a filter, widen the budget, other cities (1280 px)', async ({
    listings,
    openBrowser,
  }) => {
    const { page } = await openBrowser({ viewport: DESKTOP });
    const notFound = page.getByRole('heading', { name: 'Property Not Found' });

    // Drop a filter: one button per chip.
    await page.goto('/search?search=3bhk%20bilaspur');
    await visible(notFound);
    await expectTotal(page, '0 properties');
    await expectAccessible(page, '/search without results, with suggestions');
    const dropOne = page.getByRole('group', { name: 'Remove a filter' });
    expect(await dropOne.getByRole('button').allInnerTexts()).toEqual([
      'Without 3 BHK',
      'Without Bilaspur',
    ]);
    await dropOne.getByRole('button', { name: 'Without 3 BHK' }).click();
    await expect.poll(() => param(page, 'search'), SETTLED).toBe('bilaspur');
    await expectTitles(resultsOf(page), [listings.vyaparVihar]);

    // Other cities: the same search in each of the three others.
    await page.goto('/search?search=3bhk%20bilaspur');
    await visible(notFound);
    const cities = page.getByRole('group', { name: 'Try another city' });
    expect(await cities.getByRole('button').allInnerTexts()).toEqual(['Raipur', 'Durg', 'Bhilai']);
    await cities.getByRole('button', { name: 'Search in Raipur' }).click();
    await expect.poll(() => paramsOf(page), SETTLED).toEqual({ search: '3bhk', city: 'Raipur' });
    await expectTitles(resultsOf(page), [listings.telibandha]);

    // Widen the budget: half as much again.
    await page.goto('/search?search=2bhk%20raipur%20under%2010k');
    await visible(notFound);
    await page
      .getByRole('group', { name: 'Widen the budget' })
      .getByRole('button', { name: 'Budget up to ₹15,000' })
      .click();
    await expect
      .poll(() => paramsOf(page), SETTLED)
      .toEqual({ search: '2bhk raipur', maxPrice: '15000' });
    await expectTitles(resultsOf(page), [listings.mowa]);
    await expectTotal(page, '1 property');
  });
});
