import type { Locator, Page } from 'playwright-core';
import { MSG, locationFromMapLink, mapLinkFor, type LatLng, type Property } from '@basera/contract';
import { adminToken } from '../support/api';
import { DESKTOP, MOBILE } from '../support/browser';
import { createOwner, listingOf, propertyViaApi } from '../support/data';
import { describe, expect, test } from '../support/fixtures';
import { apiOk } from '../support/http';
import { cardOf } from '../support/pages';
import { atPath, expectToast, hidden, visible } from '../support/ui';

/** The pin as the form writes it under the map: 'Pin at 21.21500, 81.34000'. */
const pinLine = ({ lat, lng }: LatLng) => `Pin at ${lat.toFixed(5)}, ${lng.toFixed(5)}`;

/** The point the form's coordinates line names, read as a person reads it. */
async function shownPin(page: Page): Promise<LatLng> {
  const text = await page.getByText(/^Pin at /).innerText();
  const [lat, lng] = text.replace('Pin at ', '').split(',').map(Number) as [number, number];
  return { lat, lng };
}

async function centreOf(locator: Locator): Promise<{ x: number; y: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Where the pin's point is on screen: the bottom middle of its drawing. */
async function pinPointOf(pin: Locator): Promise<{ x: number; y: number }> {
  const box = await pin.boundingBox();
  if (!box) throw new Error('the pin is not on screen');
  return { x: box.x + box.width / 2, y: box.y + box.height };
}

async function expectPinMovedFrom(page: Page, before: LatLng): Promise<LatLng> {
  await expect.poll(() => page.getByText(/^Pin at /).innerText()).not.toBe(pinLine(before));
  return shownPin(page);
}

/** The map link the pin filled names the pin (to the line's five decimals). */
async function expectLinkNames(mapLink: Locator, pin: LatLng): Promise<void> {
  await expect
    .poll(async () => {
      const named = locationFromMapLink(await mapLink.inputValue());
      return named && pinLine(named);
    })
    .toBe(pinLine(pin));
}

const NEHRU_NAGAR = { lat: 21.215, lng: 81.34 };
const BHILAI_CENTRE = { lat: 21.2092, lng: 81.3637 };

describe('the listing on a map', () => {
  test(
    "an owner places the pin by address, by hand, by keyboard, by the device's position and by a pasted link, and the listing is saved there",
    { timeout: 120_000 },
    async ({ stack, openBrowser }) => {
      const owner = await createOwner(stack, { firstName: 'Kavya', lastName: 'Sahu' });
      const { page, context } = await openBrowser({ viewport: MOBILE, userToken: owner.token });
      await page.goto('/addProperty');
      await visible(page.getByRole('heading', { name: 'Add Property', level: 1 }));

      await page.getByLabel('Property Title', { exact: true }).fill('Garden view flat');
      await page.getByLabel('Bhk/Rk', { exact: true }).selectOption('2 BHK');
      await page.getByLabel('Property Type', { exact: true }).selectOption('Apartment');
      await page.getByLabel('Furnishing', { exact: true }).selectOption('Semi-Furnished');
      await page.getByLabel('Rent', { exact: true }).fill('11000');
      await page.getByLabel('Deposit', { exact: true }).fill('22000');
      await page.getByLabel('Area', { exact: true }).fill('950');
      await page
        .getByLabel('Description', { exact: true })
        .fill(
          'Two bedroom flat facing the garden, with a balcony, near the market and the school.',
        );

      // The pin starts at the city's centre, then at the locality the address names.
      await page.getByLabel('City', { exact: true }).selectOption('Bhilai');
      const map = page.getByRole('region', { name: 'Map: place the pin on the property' });
      const pin = map.getByRole('button', { name: /^Property pin/ });
      await pin.scrollIntoViewIfNeeded();
      await visible(pin);
      await visible(page.getByText(pinLine(BHILAI_CENTRE), { exact: true }));
      await page
        .getByLabel('Address', { exact: true })
        .fill('House 7, Nehru Nagar, near the garden');
      await visible(page.getByText(pinLine(NEHRU_NAGAR), { exact: true }));
      await visible(page.getByText('Placed from the address and city; move it to the exact spot.'));
      const mapLink = page.getByLabel('Map Link', { exact: true });
      expect(await mapLink.inputValue()).toBe('');

      // Dragged 60 px right and 40 px down: east and south, and the map link follows.
      const start = await centreOf(pin);
      await page.mouse.move(start.x, start.y);
      await page.mouse.down();
      await page.mouse.move(start.x + 60, start.y + 40, { steps: 8 });
      await page.mouse.up();
      const dragged = await expectPinMovedFrom(page, NEHRU_NAGAR);
      expect(dragged.lng).toBeGreaterThan(NEHRU_NAGAR.lng);
      expect(dragged.lat).toBeLessThan(NEHRU_NAGAR.lat);
      await expectLinkNames(mapLink, dragged);
      await hidden(page.getByText('Placed from the address and city; move it to the exact spot.'));

      // A tap on the map puts the pin's point where the finger was.
      const mapBox = (await map.boundingBox())!;
      const tap = { x: mapBox.x + mapBox.width * 0.7, y: mapBox.y + mapBox.height * 0.35 };
      await page.mouse.click(tap.x, tap.y);
      const tapped = await expectPinMovedFrom(page, dragged);
      const point = await pinPointOf(pin);
      expect(Math.abs(point.x - tap.x)).toBeLessThan(2);
      expect(Math.abs(point.y - tap.y)).toBeLessThan(2);
      await expectLinkNames(mapLink, tapped);

      // On the focused pin, the arrow keys move it.
      await pin.focus();
      await page.keyboard.press('ArrowUp');
      const keyed = await expectPinMovedFrom(page, tapped);
      expect(keyed.lat).toBeGreaterThan(tapped.lat);
      expect(keyed.lng).toBeCloseTo(tapped.lng, 5);
      await expectLinkNames(mapLink, keyed);

      // 'Use my location': refused first (a clear message), then allowed.
      const useMine = page.getByRole('button', { name: 'Use my location' });
      await useMine.click();
      await visible(page.getByText(/^Location access is blocked for this site\./));
      const device = { lat: 21.2079, lng: 81.3712 };
      await context.grantPermissions(['geolocation']);
      await context.setGeolocation({ latitude: device.lat, longitude: device.lng });
      await useMine.click();
      await visible(page.getByText(pinLine(device), { exact: true }));
      await hidden(page.getByText(/^Location access is blocked/));
      await expectLinkNames(mapLink, device);

      // A pasted Google Maps link with coordinates moves the pin there (into view), and stays.
      const pasted =
        'https://www.google.com/maps/place/Supela/@21.2131,81.3531,15z/data=!3d21.21345!4d81.35299';
      await mapLink.fill(pasted);
      const supela = { lat: 21.21345, lng: 81.35299 };
      await visible(page.getByText(pinLine(supela), { exact: true }));
      const pinPoint = await pinPointOf(pin);
      const shownMap = (await map.boundingBox())!;
      expect(pinPoint.x).toBeGreaterThan(shownMap.x);
      expect(pinPoint.x).toBeLessThan(shownMap.x + shownMap.width);
      expect(pinPoint.y).toBeGreaterThan(shownMap.y);
      expect(pinPoint.y).toBeLessThan(shownMap.y + shownMap.height);
      expect(await mapLink.inputValue()).toBe(pasted);

      await page.getByRole('button', { name: 'Continue to photos' }).click();
      await expectToast(page, MSG.propertyAdded);
      await atPath(page, '/propertyImgForm');
      // The next step shows: leaving the map's page takes the map down cleanly.
      await visible(page.getByRole('heading', { name: 'Add Property Photos', level: 1 }));
      const propertyId = new URL(page.url()).searchParams.get('propertyId') ?? '';

      const stored = await apiOk<Property>(
        stack,
        'GET',
        `/owner/getPropertyDetails?${new URLSearchParams({ userId: owner.userId, propertyId })}`,
        { token: owner.token },
      );
      expect(stored.location).toEqual(supela);
      expect(stored.mapLink).toBe(pasted);
      expect(stored.address).toBe('House 7, Nehru Nagar, near the garden');
    },
  );

  test(
    'an owner edits a listing: the pin opens at its stored place, the arrow keys move it, and the new place is saved',
    { timeout: 120_000 },
    async ({ stack, openBrowser }) => {
      const owner = await createOwner(stack, { firstName: 'Ishaan', lastName: 'Patel' });
      const stored = { lat: 21.2131, lng: 81.3531 };
      const listing = await propertyViaApi(
        stack,
        owner,
        await adminToken(stack),
        listingOf('rent', { propertyTitle: 'Supela pin flat', city: 'Bhilai', location: stored }),
        { status: 'Pending' },
      );

      const { page } = await openBrowser({ viewport: DESKTOP, userToken: owner.token });
      await page.goto('/ownerDashboard');
      const card = cardOf(page, 'Supela pin flat');
      await card.getByRole('link', { name: 'Edit', exact: true }).click();
      await atPath(page, '/editProperty');
      // The stored pin, not the address's locality (the address names none) or the city's centre.
      await visible(page.getByText(pinLine(stored), { exact: true }));
      const pin = page
        .getByRole('region', { name: 'Map: place the pin on the property' })
        .getByRole('button', { name: /^Property pin/ });
      await pin.focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Shift+ArrowDown');
      const moved = await expectPinMovedFrom(page, stored);
      expect(moved.lng).toBeGreaterThan(stored.lng);
      expect(moved.lat).toBeLessThan(stored.lat);
      const mapLink = page.getByLabel('Map Link', { exact: true });
      await expectLinkNames(mapLink, moved);

      const answered = page.waitForResponse(
        (response) => new URL(response.url()).pathname === '/owner/updateProperty',
      );
      await page.getByRole('button', { name: 'Save changes' }).click();
      expect((await answered).status()).toBe(200);
      await atPath(page, '/ownerDashboard');
      await visible(cardOf(page, 'Supela pin flat'));
      const saved = await apiOk<Property>(
        stack,
        'GET',
        `/owner/getPropertyDetails?${new URLSearchParams({ userId: owner.userId, propertyId: listing._id })}`,
        { token: owner.token },
      );
      expect(pinLine(saved.location)).toBe(pinLine(moved));
      expect(saved.mapLink).toBe(mapLinkFor(saved.location));
    },
  );

  test(
    "a visitor sees a listing's approximate area on a map once they scroll to it, and the listings within 2 km",
    { timeout: 120_000 },
    async ({ stack, openBrowser }) => {
      const owner = await createOwner(stack, { firstName: 'Arjun', lastName: 'Nag' });
      const admin = await adminToken(stack);
      const add = (title: string, location: LatLng, city: 'Bhilai' | 'Durg') =>
        propertyViaApi(
          stack,
          owner,
          admin,
          listingOf('rent', { propertyTitle: title, city, address: `${title}, ${city}`, location }),
        );
      const supela = await add('Supela corner flat', { lat: 21.2131, lng: 81.3531 }, 'Bhilai');
      // About 800 m away: within 2 km even after both public points move up to 300 m.
      await add('Nehru nagar garden flat', { lat: 21.216, lng: 81.346 }, 'Bhilai');
      // About 7 km away.
      const durg = await add('Durg station flat', { lat: 21.1904, lng: 81.2849 }, 'Durg');

      const { page } = await openBrowser({ viewport: MOBILE });
      await page.goto(`/propertyDetails/user/${supela._id}`);
      await visible(page.getByRole('heading', { name: 'Supela corner flat', level: 1 }));
      // Below the fold, the map is not loaded with the page.
      const areaMap = page.getByRole('region', { name: 'Map of the approximate location' });
      expect(await areaMap.count()).toBe(0);

      const location = page.getByRole('region', { name: 'Location', exact: true });
      await location.scrollIntoViewIfNeeded();
      await visible(areaMap);
      // The shaded circle is drawn once the map's code has arrived.
      await visible(areaMap.locator('path.basera-approximate-area'));
      expect(await areaMap.locator('path.basera-approximate-area').count()).toBe(1);
      await visible(location.getByText('Approximate location.', { exact: true }));

      const nearby = page.getByRole('region', { name: 'More nearby' });
      await nearby.scrollIntoViewIfNeeded();
      await visible(cardOf(nearby, 'Nehru nagar garden flat'));
      expect(await cardOf(nearby, 'Supela corner flat').count()).toBe(0);
      expect(await cardOf(nearby, 'Durg station flat').count()).toBe(0);

      // A listing with nothing within 2 km says so.
      await page.goto(`/propertyDetails/user/${durg._id}`);
      const durgNearby = page.getByRole('region', { name: 'More nearby' });
      await durgNearby.scrollIntoViewIfNeeded();
      await visible(durgNearby.getByText('No other listings within 2 km', { exact: true }));
    },
  );

  test(
    'the map and More nearby say when they could not load, and Try again brings them',
    { timeout: 120_000 },
    async ({ stack, openBrowser }) => {
      const owner = await createOwner(stack, { firstName: 'Sunil', lastName: 'Dewangan' });
      const admin = await adminToken(stack);
      const add = (title: string, location: LatLng) =>
        propertyViaApi(
          stack,
          owner,
          admin,
          listingOf('rent', {
            propertyTitle: title,
            city: 'Raipur',
            address: `${title}, Raipur`,
            location,
          }),
        );
      const pandri = await add('Pandri market flat', { lat: 21.256, lng: 81.648 });
      await add('Pandri lane flat', { lat: 21.2585, lng: 81.6455 });

      const { page } = await openBrowser({ viewport: MOBILE });
      // The map's code and the nearby listings fail to arrive, as on a dropped connection:
      // answered with an error the page must show (a 4xx, which is no fault of the app).
      const mapCode = (url: URL) => /^\/assets\/leaflet-module-[\w-]+\.js$/.test(url.pathname);
      const nearbyList = (url: URL) =>
        url.pathname === '/api/property' && url.searchParams.has('near');
      await page.route(mapCode, (route) => route.fulfill({ status: 404, body: 'Not found' }));
      await page.route(nearbyList, (route) =>
        route.fulfill({
          status: 429,
          contentType: 'application/json',
          body: JSON.stringify({ error: 'Too many requests', msg: 'Too many requests' }),
        }),
      );
      await page.goto(`/propertyDetails/user/${pandri._id}`);
      await visible(page.getByRole('heading', { name: 'Pandri market flat', level: 1 }));

      const location = page.getByRole('region', { name: 'Location', exact: true });
      await location.scrollIntoViewIfNeeded();
      await visible(location.getByText('The map could not load.'));
      const nearby = page.getByRole('region', { name: 'More nearby' });
      await nearby.scrollIntoViewIfNeeded();
      await visible(nearby.getByText('Listings nearby could not load.'));

      // The connection is back: each Try again brings what it stands for.
      await page.unroute(mapCode);
      await page.unroute(nearbyList);
      await nearby.getByRole('button', { name: 'Try again' }).click();
      await visible(cardOf(nearby, 'Pandri lane flat'));
      await location.scrollIntoViewIfNeeded();
      await location.getByRole('button', { name: 'Try again' }).click();
      const areaMap = page.getByRole('region', { name: 'Map of the approximate location' });
      await visible(areaMap.locator('path.basera-approximate-area'));
    },
  );
});
