import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { adminToken } from '../support/api';
import { DESKTOP, MOBILE } from '../support/browser';
import { createOwner, listingOf, propertyViaApi } from '../support/data';
import { describe, expect, test as base } from '../support/fixtures';
import { copiesOfListing } from '../support/many-listings';
import { param } from '../support/search';
import { startStack } from '../support/stack';
import { visible } from '../support/ui';

/*
 * Clusters on the search page's map (issue 25): past 150 listings in a view the server groups
 * them, and a cluster shows its count; tapping one zooms into it. 180 copies of one approved
 * listing, 70 m apart around Mowa in Raipur, are written into the database before this file's
 * server starts (support/many-listings.ts).
 */

const MOWA = { lat: 21.279, lng: 81.662 };
const COPIES = 180;

// eslint-disable-next-line no-empty-pattern -- vitest reads fixture dependencies from this pattern
const test = base.extend('stack', { scope: 'file' }, async ({}, { onCleanup }) => {
  const first = await startStack({ databaseFrom: inject('e2eDatabase') });
  const owner = await createOwner(first);
  const listing = await propertyViaApi(
    first,
    owner,
    await adminToken(first),
    listingOf('rent', {
      propertyTitle: 'Mowa cluster flat',
      city: 'Raipur',
      rent: 12000,
      location: MOWA,
    }),
  );
  const folder = await mkdtemp(path.join(os.tmpdir(), 'basera-e2e-clusters-'));
  const database = path.join(folder, 'db');
  await first.stopKeepingDatabase(database);
  await copiesOfListing(database, listing._id, { count: COPIES, step: 0.0007, columns: 15 });
  // The server starts from a copy of the folder: it is ours to remove at once.
  const stack = await startStack({ databaseFrom: database }).finally(() =>
    rm(folder, { recursive: true, force: true }),
  );
  onCleanup(() => stack.stop());
  return stack;
});

/** The zoom the page's URL says the map is at. */
const zoomOf = (at: string | null) => Number(at?.split(',')[2]);

describe('clusters on the map', () => {
  for (const viewport of [MOBILE, DESKTOP]) {
    test(`many listings together show as a count, and tapping it zooms in (${viewport.width} px)`, async ({
      openBrowser,
    }) => {
      const { page } = await openBrowser({ viewport });
      await page.goto(`/search?view=map&at=${MOWA.lat},${MOWA.lng},13`);
      const map = page.getByRole('region', { name: 'Map of the results' });
      const clusters = map.getByRole('button', { name: /properties here\. Zoom in$/ });
      await visible(clusters.first());
      await visible(page.getByRole('status').filter({ hasText: `${COPIES + 1} properties here` }));
      // Every listing in view is in one of the counts, or stands alone as its price.
      const prices = map.getByRole('button', { name: /^Rent, / });
      const counts = (await clusters.allInnerTexts()).map(Number);
      const counted = counts.reduce((sum, count) => sum + count, 0) + (await prices.count());
      expect(counted).toBe(COPIES + 1);
      // No marker lies on another: each count and price can be read and tapped.
      const boxes = await map
        .getByRole('button', { name: /properties here\. Zoom in$|^Rent, / })
        .evaluateAll((markers) => markers.map((marker) => marker.getBoundingClientRect().toJSON()));
      for (const [k, a] of boxes.entries())
        for (const b of boxes.slice(k + 1))
          expect(
            a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top,
            `markers at ${a.left},${a.top} and ${b.left},${b.top} overlap`,
          ).toBe(true);

      // A person taps once the markers stand still: the map settles its size with the page's
      // layout, and a settled map asks for its markers again and redraws them.
      const markerBoxes = () =>
        map
          .getByRole('button', { name: /properties here\. Zoom in$|^Rent, / })
          .evaluateAll((markers) =>
            JSON.stringify(markers.map((marker) => marker.getBoundingClientRect().toJSON())),
          );
      await expect
        .poll(async () => {
          const first = await markerBoxes();
          await page.waitForTimeout(400);
          return first === (await markerBoxes());
        })
        .toBe(true);
      const before = await clusters.count();
      await clusters.first().click();
      await expect.poll(() => zoomOf(param(page, 'at'))).toBe(15);
      // Closer, the same listings stand in more, smaller groups, or each on its own.
      await expect
        .poll(async () => (await clusters.count()) + (await prices.count()))
        .toBeGreaterThan(before);
    });
  }
});
