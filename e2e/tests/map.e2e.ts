import type { Locator, Page } from 'playwright-core';
import { adminToken } from '../support/api';
import { DESKTOP, MOBILE } from '../support/browser';
import { createOwner, listingOf, propertyViaApi } from '../support/data';
import { describe, expect, test as base } from '../support/fixtures';
import {
  chipLabels,
  chipsOf,
  expectNoSidewaysScroll,
  expectTitles,
  param,
  resultsOf,
} from '../support/search';
import { expectAccessible, hidden, visible } from '../support/ui';

/*
 * The map on the search page (issue 25, docs/decisions/0048-leaflet-for-the-map.md): the switch,
 * price markers and the card, 'Search this area', a drawn area, a shared map link and 'near me',
 * against the real server's GET /api/property/map. Tests have no internet: no tile loads, and
 * everything still works on the map's plain background.
 */

/** Four listings, two in Raipur a few kilometres apart, one each in Bhilai and Bilaspur. */
const LISTINGS = {
  mowa: { title: 'Mowa map flat', marker: 'Rent, ₹15,000', at: { lat: 21.279, lng: 81.662 } },
  telibandha: {
    title: 'Telibandha map flat',
    marker: 'Rent, ₹22,000',
    at: { lat: 21.244, lng: 81.664 },
  },
  supela: {
    title: 'Supela map hostel',
    marker: 'PG/Hostel, ₹5,500',
    at: { lat: 21.207, lng: 81.364 },
  },
  civilLines: {
    title: 'Civil lines map house',
    marker: 'Sell, ₹45,00,000',
    at: { lat: 22.08, lng: 82.15 },
  },
} as const;
const EVERY_TITLE = Object.values(LISTINGS).map((listing) => listing.title);
/** Raipur at a zoom where both its listings show, each apart: what a shared link may say. */
const RAIPUR_VIEW = 'view=map&at=21.262,81.663,13';

const test = base.extend('listings', { scope: 'file' }, async ({ stack }) => {
  const owner = await createOwner(stack);
  const admin = await adminToken(stack);
  const { mowa, telibandha, supela, civilLines } = LISTINGS;
  for (const input of [
    listingOf('rent', {
      propertyTitle: mowa.title,
      city: 'Raipur',
      rent: 15000,
      location: mowa.at,
    }),
    listingOf('rent', {
      propertyTitle: telibandha.title,
      city: 'Raipur',
      rent: 22000,
      location: telibandha.at,
    }),
    listingOf('pgHostel', {
      propertyTitle: supela.title,
      city: 'Bhilai',
      rent: 5500,
      location: supela.at,
    }),
    listingOf('sell', {
      propertyTitle: civilLines.title,
      city: 'Bilaspur',
      price: 4500000,
      location: civilLines.at,
    }),
  ]) {
    await propertyViaApi(stack, owner, admin, input);
  }
  return LISTINGS;
});

const mapOf = (page: Page) => page.getByRole('region', { name: 'Map of the results' });
const markerOf = (page: Page, name: string) => mapOf(page).getByRole('button', { name });
const viewSwitch = (page: Page, name: 'List' | 'Map') =>
  page.getByRole('group', { name: 'Show results as' }).getByRole('button', { name });
const chosenCard = (page: Page) => page.getByRole('region', { name: 'Chosen on the map' });

/** A circle drawn with the mouse around the marker, as a person circles a place with a finger. */
async function drawAround(page: Page, marker: Locator, radius: number): Promise<void> {
  const box = await marker.boundingBox();
  if (!box) throw new Error('the marker is not on screen');
  const centre = { x: box.x + box.width / 2, y: box.y + box.height };
  const at = (step: number) => ({
    x: centre.x + radius * Math.cos((2 * Math.PI * step) / 48),
    y: centre.y + radius * Math.sin((2 * Math.PI * step) / 48),
  });
  await page.mouse.move(at(0).x, at(0).y);
  await page.mouse.down();
  for (let step = 1; step <= 48; step++) await page.mouse.move(at(step).x, at(step).y);
  await page.mouse.up();
}

describe('the map on the search page', () => {
  test('a phone user switches to the map, taps a price for its card, and goes back to the list (390 px)', async ({
    listings,
    openBrowser,
  }) => {
    const { page } = await openBrowser({ viewport: MOBILE });
    await page.goto('/search');
    await expectTitles(resultsOf(page), EVERY_TITLE);
    await viewSwitch(page, 'Map').click();
    await visible(mapOf(page));
    expect(param(page, 'view')).toBe('map');
    await expect.poll(() => viewSwitch(page, 'Map').getAttribute('aria-pressed')).toBe('true');
    // The map covers the phone's screen; every listing is on it, by its price.
    await hidden(resultsOf(page));
    await visible(page.getByRole('status').filter({ hasText: '4 properties here' }));
    await expectNoSidewaysScroll(page, 'the map');
    await expectAccessible(page, 'the full-screen map');

    await markerOf(page, listings.supela.marker).click();
    await visible(chosenCard(page).getByRole('heading', { name: listings.supela.title }));
    expect(await markerOf(page, listings.supela.marker).textContent()).toBe('₹5.5k');
    await chosenCard(page).getByRole('button', { name: 'Close' }).click();
    await hidden(chosenCard(page));

    await page.getByRole('button', { name: 'Show list' }).click();
    await expectTitles(resultsOf(page), EVERY_TITLE);
    expect(param(page, 'view')).toBeNull();
  });

  test('on a wide screen the list and the map stand side by side; a marker is reached with the keyboard (1280 px)', async ({
    listings,
    openBrowser,
  }) => {
    const { page } = await openBrowser({ viewport: DESKTOP });
    await page.goto('/search?view=map');
    await visible(mapOf(page));
    await expectTitles(resultsOf(page), EVERY_TITLE);
    // The whole map is on the first screen, under the header, before the page scrolls.
    const box = await mapOf(page).boundingBox();
    expect(box?.y).toBeGreaterThanOrEqual(72);
    expect((box?.y ?? 0) + (box?.height ?? Infinity)).toBeLessThanOrEqual(DESKTOP.height);
    const marker = markerOf(page, listings.civilLines.marker);
    await visible(marker);
    expect(await marker.textContent()).toBe('₹45 L');
    await marker.focus();
    await page.keyboard.press('Enter');
    await visible(chosenCard(page).getByRole('heading', { name: listings.civilLines.title }));
    await expectNoSidewaysScroll(page, 'the list beside the map');
    await expectAccessible(page, 'the search page with its map and a chosen listing');
  });

  test("'Search this area' narrows the list to the map's view, and that link opens the same view (1280 px, then 390 px)", async ({
    listings,
    openBrowser,
  }) => {
    const { page } = await openBrowser({ viewport: DESKTOP });
    await page.goto(`/search?${RAIPUR_VIEW}`);
    await visible(markerOf(page, listings.mowa.marker));
    await visible(markerOf(page, listings.telibandha.marker));
    await hidden(markerOf(page, listings.supela.marker));
    // The button comes once the map has moved.
    await hidden(page.getByRole('button', { name: 'Search this area' }));
    await mapOf(page).getByRole('button', { name: 'Zoom out' }).click();
    await page.getByRole('button', { name: 'Search this area' }).click();
    await expect.poll(() => param(page, 'bbox')).not.toBeNull();
    await expectTitles(resultsOf(page), [listings.mowa.title, listings.telibandha.title]);
    expect(await chipLabels(page)).toEqual(['Map area']);
    await hidden(page.getByRole('button', { name: 'Search this area' }));

    // Someone opens the link on a phone: the same view and the same area, the map first.
    const shared = page.url();
    const phone = await openBrowser({ viewport: MOBILE });
    await phone.page.goto(shared);
    await visible(markerOf(phone.page, listings.mowa.marker));
    await visible(markerOf(phone.page, listings.telibandha.marker));
    await hidden(markerOf(phone.page, listings.supela.marker));
    await phone.page.getByRole('button', { name: 'Show list' }).click();
    await expectTitles(resultsOf(phone.page), [listings.mowa.title, listings.telibandha.title]);
    // The area is a chip like any filter: removing it brings every listing back.
    await chipsOf(phone.page).filter({ hasText: 'Map area' }).click();
    await expectTitles(resultsOf(phone.page), EVERY_TITLE);
    expect(param(phone.page, 'bbox')).toBeNull();
  });

  for (const viewport of [MOBILE, DESKTOP]) {
    test(`an area drawn with a finger or the mouse is searched inside (${viewport.width} px)`, async ({
      listings,
      openBrowser,
    }) => {
      const { page } = await openBrowser({ viewport });
      await page.goto(`/search?${RAIPUR_VIEW}`);
      const mowa = markerOf(page, listings.mowa.marker);
      await visible(mowa);
      await page.getByRole('button', { name: 'Draw area' }).click();
      await visible(page.getByText('Draw around the area with your finger or mouse'));
      await drawAround(page, mowa, 60);
      await expect.poll(() => param(page, 'polygon')).not.toBeNull();
      const corners = param(page, 'polygon')!.split(',').length / 2;
      expect(corners).toBeGreaterThanOrEqual(3);
      expect(corners).toBeLessThanOrEqual(60);
      await visible(page.getByRole('status').filter({ hasText: '1 property here' }));
      await hidden(markerOf(page, listings.telibandha.marker));
      if (viewport === MOBILE) await page.getByRole('button', { name: 'Show list' }).click();
      await expectTitles(resultsOf(page), [listings.mowa.title]);
      expect(await chipLabels(page)).toEqual(['Drawn area']);
    });
  }

  test("'near me' asks the browser where it is: shared, the nearest come first; refused, the page says so and keeps the search (390 px)", async ({
    listings,
    openBrowser,
  }) => {
    const sharing = await openBrowser({ viewport: MOBILE });
    await sharing.context.grantPermissions(['geolocation']);
    await sharing.context.setGeolocation({ latitude: 21.2785, longitude: 81.6615 });
    await sharing.page.goto(`/search?search=${encodeURIComponent('near me')}`);
    await expect.poll(() => param(sharing.page, 'near')).toBe('21.2785,81.6615');
    expect(param(sharing.page, 'sort')).toBe('distance');
    await expectTitles(resultsOf(sharing.page), [listings.mowa.title]);
    expect(await chipLabels(sharing.page)).toContain('Near you');
    // Nearest first is offered now that there is a point to measure from.
    expect(await sharing.page.locator('option', { hasText: 'Nearest first' }).count()).toBe(1);

    const refusing = await openBrowser({ viewport: MOBILE });
    await refusing.page.goto(`/search?search=${encodeURIComponent('near me')}`);
    await visible(
      refusing.page.getByRole('alert').filter({ hasText: 'Your location was not shared' }),
    );
    expect(param(refusing.page, 'near')).toBeNull();
    await expectTitles(resultsOf(refusing.page), EVERY_TITLE);
    expect(await refusing.page.locator('option', { hasText: 'Nearest first' }).count()).toBe(0);
  });
});
