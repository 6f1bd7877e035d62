import type { Page } from 'playwright-core';
import type { LatLng } from '@basera/contract';
import { adminToken } from '../support/api';
import { DESKTOP, MOBILE } from '../support/browser';
import { createOwner, listingOf, propertyViaApi } from '../support/data';
import { describe, expect, test } from '../support/fixtures';
import { apiOk } from '../support/http';
import { cardOf } from '../support/pages';
import { atPath, expectAccessible, hidden, visible } from '../support/ui';

/** Titles of the cards in a list, top to bottom (and left to right). */
const titlesIn = (page: Page, list: string) =>
  page
    .getByRole('region', { name: list, exact: true })
    .getByRole('article')
    .evaluateAll((cards) => cards.map((card) => card.querySelector('h3')?.textContent ?? ''));

/** Nothing on the page is wider than the screen. */
const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

const RAIPUR: LatLng = { lat: 21.2514, lng: 81.6296 };

describe('More like this and Recently viewed', () => {
  for (const [name, viewport, city] of [
    ['a phone', MOBILE, 'Raipur'],
    ['a desktop', DESKTOP, 'Durg'],
  ] as const) {
    test(
      `on ${name}, a visitor sees listings like the one they opened, opens one, and finds both on home`,
      { timeout: 120_000 },
      async ({ stack, openBrowser }) => {
        const owner = await createOwner(stack, { firstName: 'Meera', lastName: 'Verma' });
        const admin = await adminToken(stack);
        const add = (
          title: string,
          rent: number,
          area: number,
          other: Partial<{ city: 'Raipur' | 'Durg' | 'Bhilai' }> = {},
        ) =>
          propertyViaApi(
            stack,
            owner,
            admin,
            listingOf('rent', {
              propertyTitle: title,
              city,
              address: `${title}, ${city}`,
              rent,
              area,
              location: RAIPUR,
              ...other,
            }),
          );
        const opened = await add(`${city} lake view flat`, 12_000, 1000);
        await add(`${city} garden flat`, 12_500, 1050);
        await add(`${city} market flat`, 13_500, 1200);
        await add(`${city} penthouse`, 30_000, 2600); // far dearer and larger: not alike
        await add(`Bhilai twin of ${city} flat`, 12_000, 1000, { city: 'Bhilai' }); // another city

        const { page } = await openBrowser({ viewport });
        // A first visit: nothing viewed yet, so home has no such section.
        await page.goto('/');
        await visible(page.getByRole('heading', { level: 1 }));
        expect(await page.getByRole('region', { name: 'Recently viewed' }).count()).toBe(0);

        await page.goto(`/propertyDetails/user/${opened._id}`);
        await visible(page.getByRole('heading', { name: `${city} lake view flat`, level: 1 }));
        const similar = page.getByRole('region', { name: 'More like this', exact: true });
        await similar.scrollIntoViewIfNeeded();
        await visible(cardOf(similar, `${city} garden flat`));
        // Closest first; never the listing itself, a listing unlike it or another city's.
        await expect
          .poll(() => titlesIn(page, 'More like this'))
          .toEqual([`${city} garden flat`, `${city} market flat`]);
        await visible(similar.getByText('Same city and type, close in price and size.'));
        expect(await fitsWidth(page)).toBe(true);
        await expectAccessible(page, `More like this (${name})`);

        await cardOf(similar, `${city} garden flat`)
          .getByRole('link', { name: /^View Details/ })
          .click();
        await visible(page.getByRole('heading', { name: `${city} garden flat`, level: 1 }));

        // Back on home: both, the one opened last first.
        await page.goto('/');
        const recent = page.getByRole('region', { name: 'Recently viewed', exact: true });
        await visible(cardOf(recent, `${city} garden flat`));
        await expect
          .poll(() => titlesIn(page, 'Recently viewed'))
          .toEqual([`${city} garden flat`, `${city} lake view flat`]);
        await visible(cardOf(recent, `${city} lake view flat`).getByText('₹12,000'));
        expect(await fitsWidth(page)).toBe(true);
        await expectAccessible(page, `Recently viewed (${name})`);

        // A card opens its listing.
        await cardOf(recent, `${city} lake view flat`).getByRole('link').click();
        await atPath(page, `/propertyDetails/user/${opened._id}`);
        await visible(page.getByRole('heading', { name: `${city} lake view flat`, level: 1 }));
        await page.goto('/');
        await expect
          .poll(() => titlesIn(page, 'Recently viewed'))
          .toEqual([`${city} lake view flat`, `${city} garden flat`]);

        // Clear (by keyboard on the desktop) empties it, and it stays empty.
        const clear = recent.getByRole('button', { name: 'Clear recently viewed listings' });
        if (viewport === DESKTOP) {
          await clear.focus();
          await page.keyboard.press('Enter');
        } else await clear.click();
        await hidden(recent);
        await page.reload();
        await visible(page.getByRole('heading', { level: 1 }));
        expect(await page.getByRole('region', { name: 'Recently viewed' }).count()).toBe(0);

        // A listing with nothing like it says so.
        const penthouse = await add(`${city} sky villa`, 90_000, 5000);
        await page.goto(`/propertyDetails/user/${penthouse._id}`);
        const none = page.getByRole('region', { name: 'More like this', exact: true });
        await none.scrollIntoViewIfNeeded();
        await visible(none.getByText('No similar listings yet', { exact: true }));
      },
    );
  }

  test(
    'a listing viewed before and since removed is dropped from Recently viewed, and More like this offers Try again',
    { timeout: 120_000 },
    async ({ stack, openBrowser }) => {
      const owner = await createOwner(stack, { firstName: 'Ravi', lastName: 'Sahu' });
      const admin = await adminToken(stack);
      const add = (title: string, rent: number) =>
        propertyViaApi(
          stack,
          owner,
          admin,
          listingOf('rent', {
            propertyTitle: title,
            city: 'Bhilai',
            address: `${title}, Bhilai`,
            rent,
            area: 900,
            location: RAIPUR,
          }),
        );
      const kept = await add('Supela kept flat', 9_000);
      const removed = await add('Supela removed flat', 9_200);

      const { page } = await openBrowser({ viewport: MOBILE });
      const similarAnswer = (url: URL) => url.pathname.endsWith('/similar');
      await page.route(similarAnswer, (route) =>
        route.fulfill({
          status: 429,
          contentType: 'application/json',
          body: JSON.stringify({ error: 'Too many requests', msg: 'Too many requests' }),
        }),
      );
      await page.goto(`/propertyDetails/user/${removed._id}`);
      await visible(page.getByRole('heading', { name: 'Supela removed flat', level: 1 }));
      const similar = page.getByRole('region', { name: 'More like this', exact: true });
      await similar.scrollIntoViewIfNeeded();
      await visible(similar.getByText('Similar listings could not load.'));
      await page.unroute(similarAnswer);
      await similar.getByRole('button', { name: 'Try again' }).click();
      await visible(cardOf(similar, 'Supela kept flat'));

      await page.goto(`/propertyDetails/user/${kept._id}`);
      await visible(page.getByRole('heading', { name: 'Supela kept flat', level: 1 }));

      // The owner deletes one of them; home drops it and keeps the other.
      await apiOk(stack, 'DELETE', '/owner/deleteProperty', {
        token: owner.token,
        body: { userId: owner.userId, propertyId: removed._id },
      });
      await page.goto('/');
      const recent = page.getByRole('region', { name: 'Recently viewed', exact: true });
      await visible(cardOf(recent, 'Supela kept flat'));
      await hidden(cardOf(recent, 'Supela removed flat'));
      await expect.poll(() => titlesIn(page, 'Recently viewed')).toEqual(['Supela kept flat']);
    },
  );
});
