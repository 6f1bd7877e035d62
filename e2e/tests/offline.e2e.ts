import type { Locator, Page } from 'playwright-core';
import type { Property } from '@basera/contract';
import { adminToken, createSignedInUser } from '../support/api';
import { MOBILE, TOKEN_KEYS, type BrowserSession } from '../support/browser';
import { createOwner, listingOf, propertyViaApi } from '../support/data';
import { describe, expect, test as base } from '../support/fixtures';
import { actionName, cardOf, openMobileMenu } from '../support/pages';
import { atPath, expectToast, visible } from '../support/ui';

/*
 * Installable and offline (docs/product.md §2, docs/architecture.md §10): the manifest, the
 * service worker, saved and recently viewed listings opening without a connection, forms that
 * say they need one, and the offline page. These are the only tests with the worker running.
 */

const OFFLINE_ERROR = 'You are offline. This needs an internet connection.';

/** Each test starts a fresh browser whose worker first downloads the whole app shell. */
const SHELL_DOWNLOAD = { timeout: 120_000 };

type Shared = { saved: Property; viewed: Property };

/** An approved flat the user will save, and an approved office they will only look at. */
const test = base.extend('shared', { scope: 'file' }, async ({ stack }): Promise<Shared> => {
  const owner = await createOwner(stack, { firstName: 'Kavya', lastName: 'Menon' });
  const admin = await adminToken(stack);
  const saved = await propertyViaApi(
    stack,
    owner,
    admin,
    listingOf('rent', { propertyTitle: 'Jasmine court rent flat' }),
  );
  const viewed = await propertyViaApi(
    stack,
    owner,
    admin,
    listingOf('commercial', { propertyTitle: 'Peepal square office' }),
  );
  return { saved, viewed };
});

function detailsPath(property: Property): string {
  return `/propertyDetails/user/${property._id}`;
}

/**
 * Waits until the service worker controls the page: it registers once the page is idle, then
 * downloads the app shell, which takes seconds on a busy two-core machine.
 */
async function controlledByWorker(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null), {
      timeout: 45_000,
    })
    .toBe('activated');
}

/** Whether an image has loaded (offline, a photo missing from the cache would not). */
function loaded(image: Locator): Promise<boolean> {
  return image.evaluate(
    (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
  );
}

/**
 * Offline, Chromium logs every request the worker could not answer ('net::ERR_INTERNET_DISCONNECTED',
 * or ERR_FAILED for an uncached photo): those are the point of these tests, not problems.
 */
function forgiveOfflineFailures(session: BrowserSession, from: number): void {
  const offline = /ERR_INTERNET_DISCONNECTED|ERR_FAILED|Failed to load resource: net::/;
  const kept = session.problems.filter((problem, index) => index < from || !offline.test(problem));
  session.problems.splice(0, session.problems.length, ...kept);
}

/**
 * The caches that hold anything of a signed-in session: the private ones of any user and the
 * session the worker may keep answers for (apps/web/src/lib/offline-caches.ts).
 */
function sessionCaches(page: Page): Promise<string[]> {
  return page.evaluate(async () =>
    (await caches.keys()).filter(
      (name) => name.startsWith('basera-private-') || name === 'basera-session',
    ),
  );
}

/**
 * The session's caches are gone, and stay gone while the worker may still be busy with work
 * the session started (keeping listings just saved takes seconds): watched for 10 s.
 */
async function expectSessionCachesGoneForGood(page: Page): Promise<void> {
  await expect.poll(() => sessionCaches(page), { timeout: 15_000 }).toEqual([]);
  for (const until = Date.now() + 10_000; Date.now() < until;) {
    expect(await sessionCaches(page), 'a cache of the ended session came back').toEqual([]);
    await page.waitForTimeout(250);
  }
}

/**
 * Clicks a link until the page leaves for `arrived` (three clicks at most), then waits for it.
 * In full e2e runs, and never alone, the click on the offline page's link twice went unanswered
 * for 20 s; the cause is not known. The offline page reloads itself when the browser reports the
 * connection back, which would swallow a click; the same click again tells a lost click from a
 * link that leads nowhere, which still fails.
 */
async function follow(page: Page, link: Locator, arrived: (url: URL) => boolean): Promise<void> {
  for (let attempt = 0; attempt < 3 && !arrived(new URL(page.url())); attempt++) {
    await link.click({ timeout: 5_000 }).catch(() => undefined);
    await page.waitForURL(arrived, { timeout: 7_000 }).catch(() => undefined);
  }
  await page.waitForURL(arrived);
}

describe('installable and offline', () => {
  test(
    'the manifest is linked and served with its icons; the service worker controls the page',
    SHELL_DOWNLOAD,
    async ({ openBrowser }) => {
      const { page } = await openBrowser({ viewport: MOBILE, serviceWorkers: true });
      await page.goto('/');

      const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
      expect(manifestHref).toBe('/manifest.webmanifest');
      const answer = await page.request.get(manifestHref!);
      expect(answer.status()).toBe(200);
      const manifest = (await answer.json()) as {
        name: string;
        start_url: string;
        display: string;
        theme_color: string;
        icons: { src: string; sizes: string; purpose: string }[];
      };
      expect(manifest).toMatchObject({
        name: 'Basera',
        start_url: '/',
        display: 'standalone',
        theme_color: '#0f4c4a',
      });
      expect(manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`).sort()).toEqual([
        '192x192 any',
        '512x512 any',
        '512x512 maskable',
      ]);
      const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
      for (const src of [...manifest.icons.map((icon) => icon.src), appleIcon!]) {
        const icon = await page.request.get(src);
        expect(icon.status(), src).toBe(200);
        expect(icon.headers()['content-type'], src).toBe('image/png');
      }

      await controlledByWorker(page);
      // Hindi keeps its letters offline: the app shell the worker keeps has the Devanagari font.
      const precached = await page.evaluate(async () => {
        const paths: string[] = [];
        for (const name of await caches.keys()) {
          if (!name.startsWith('workbox-precache')) continue;
          for (const request of await (await caches.open(name)).keys()) {
            paths.push(new URL(request.url).pathname);
          }
        }
        return paths;
      });
      expect(precached.filter((path) => path.endsWith('.woff2'))).toHaveLength(1);
    },
  );

  test(
    'offline, saved and recently viewed listings open from the cache, forms say they need a connection, other pages show the offline page',
    SHELL_DOWNLOAD,
    async ({ stack, shared, openBrowser }) => {
      const user = await createSignedInUser(stack, { firstName: 'Rohan', lastName: 'Pillai' });
      const session = await openBrowser({
        viewport: MOBILE,
        userToken: user.token,
        serviceWorkers: true,
      });
      const { page, context } = session;
      await page.goto('/');
      await controlledByWorker(page);

      // Online: look at the office, then save the flat.
      await page.goto(detailsPath(shared.viewed));
      await visible(page.getByRole('heading', { name: shared.viewed.propertyTitle, level: 1 }));
      await page.goto(detailsPath(shared.saved));
      const heart = page.getByRole('button', { name: 'Save', exact: true });
      await expect.poll(() => heart.getAttribute('aria-disabled')).toBeNull();
      await heart.click();
      await visible(page.getByRole('button', { name: 'Saved', exact: true }));
      // The worker keeps the saved list in the background after the save; wait for it as the
      // Saved Property screen would find it.
      await expect
        .poll(
          () =>
            page.evaluate(async (id) => {
              const lists = await caches.match(`/user/bookMarkProperty/${id}?limit=6&offset=0`);
              return lists ? ((await lists.json()) as { _id: string }[]).map((p) => p._id) : [];
            }, user.userId),
          { timeout: 15_000 },
        )
        .toEqual([shared.saved._id]);

      const offlineFrom = session.problems.length;
      await context.setOffline(true);
      await visible(page.getByText('You are offline.', { exact: true }));

      // The saved page, loaded afresh without a connection: its card and thumbnail.
      await page.goto(`/savedProperty/${user.userId}`);
      const list = page.getByRole('list', { name: 'Saved properties' });
      const card = cardOf(list, shared.saved.propertyTitle);
      await visible(card);
      await expect.poll(() => loaded(card.getByRole('img').first())).toBe(true);
      // Its heart says it is saved: the ids behind the hearts are kept too.
      await visible(card.getByRole('button', { name: 'Saved', exact: true }));

      // Its details, from the card, and then loaded afresh.
      await card
        .getByRole('link', { name: actionName('View Details', shared.saved.propertyTitle) })
        .click();
      await atPath(page, detailsPath(shared.saved));
      await visible(page.getByRole('heading', { name: shared.saved.propertyTitle, level: 1 }));
      await page.reload();
      await visible(page.getByRole('heading', { name: shared.saved.propertyTitle, level: 1 }));
      await visible(page.getByRole('button', { name: 'Saved', exact: true }));

      // A form sent offline says it needs a connection and keeps what was typed.
      const review = 'Bright rooms and a quiet lane, worth a visit in the evening.';
      const box = page
        .getByRole('region', { name: 'Add Review' })
        .getByLabel('Your review', { exact: true });
      await box.fill(review);
      await page.getByRole('button', { name: 'Add Review', exact: true }).click();
      await expectToast(page, OFFLINE_ERROR);
      expect(await box.inputValue()).toBe(review);

      // A listing only looked at is among the recently viewed.
      await page.goto(detailsPath(shared.viewed));
      await visible(page.getByRole('heading', { name: shared.viewed.propertyTitle, level: 1 }));

      // Anything else: the offline page, which leads to the saved listings.
      await page.goto('/search?search=plot%20in%20raipur');
      await visible(page.getByRole('heading', { name: 'You are offline', level: 1 }));
      await visible(page.getByRole('button', { name: 'Try again' }));
      await follow(page, page.getByRole('link', { name: 'Open saved listings' }), (url) =>
        url.pathname.startsWith('/savedProperty/'),
      );
      await atPath(page, `/savedProperty/${user.userId}`);
      await visible(cardOf(page, shared.saved.propertyTitle));

      await context.setOffline(false);
      forgiveOfflineFailures(session, offlineFrom);
    },
  );
  test(
    'Log Out right after saving six listings leaves nothing of the session in the caches, though the worker was still keeping them',
    SHELL_DOWNLOAD,
    async ({ stack, openBrowser }) => {
      const owner = await createOwner(stack, { firstName: 'Ishaan', lastName: 'Verma' });
      const admin = await adminToken(stack);
      const titles = ['one', 'two', 'three', 'four', 'five', 'six'].map(
        (count) => `Tamarind lane flat ${count}`,
      );
      for (const title of titles) {
        await propertyViaApi(stack, owner, admin, listingOf('rent', { propertyTitle: title }));
      }
      const user = await createSignedInUser(stack, { firstName: 'Nandini', lastName: 'Rao' });
      const { page } = await openBrowser({
        viewport: MOBILE,
        userToken: user.token,
        serviceWorkers: true,
      });
      await page.goto('/');
      await controlledByWorker(page);

      await page.goto('/search?search=tamarind');
      const hearts = titles.map((title) =>
        cardOf(page, title).getByRole('button', { name: 'Save', exact: true }),
      );
      for (const heart of hearts) {
        await expect.poll(() => heart.getAttribute('aria-busy')).toBeNull();
      }
      // Six hearts tapped in a row; each save sets the worker keeping that listing (its
      // details, reviews and photos) in the background.
      const saves = Promise.all(
        titles.map(() =>
          page.waitForResponse(
            (answer) => answer.url().endsWith('/user/saveProperty') && answer.ok(),
          ),
        ),
      );
      for (const heart of hearts) await heart.click();
      await saves;
      // And at once, Log Out.
      await openMobileMenu(page);
      await page.getByRole('banner').getByRole('button', { name: 'Log Out' }).click();
      await atPath(page, '/');
      await expect
        .poll(() => page.evaluate((key) => localStorage.getItem(key), TOKEN_KEYS.user))
        .toBeNull();

      await expectSessionCachesGoneForGood(page);
    },
  );

  test(
    'a token found expired is dropped with everything the worker kept for it',
    SHELL_DOWNLOAD,
    async ({ stack, shared, openBrowser }) => {
      const user = await createSignedInUser(stack, { firstName: 'Aarav', lastName: 'Kulkarni' });
      const { page } = await openBrowser({
        viewport: MOBILE,
        userToken: user.token,
        serviceWorkers: true,
      });
      await page.goto('/');
      await controlledByWorker(page);
      await page.goto(detailsPath(shared.viewed));
      await visible(page.getByRole('heading', { name: shared.viewed.propertyTitle, level: 1 }));
      await expect
        .poll(() => sessionCaches(page))
        .toContain(`basera-private-${user.userId}-viewed`);

      // A week passes: the stored token's expiry is behind us (its copy with an earlier `exp`;
      // the page reads the claims, the server is not asked).
      await page.evaluate((key) => {
        const [header, payload, signature] = localStorage.getItem(key)!.split('.');
        const claims = JSON.parse(atob(payload!.replace(/-/g, '+').replace(/_/g, '/'))) as {
          exp: number;
        };
        claims.exp = Math.floor(Date.now() / 1000) - 60;
        const expired = btoa(JSON.stringify(claims))
          .replace(/\+/g, '-')
          .replace(/\//g, '_')
          .replace(/=+$/, '');
        localStorage.setItem(key, `${header}.${expired}.${signature}`);
      }, TOKEN_KEYS.user);

      await page.goto('/');
      await openMobileMenu(page);
      await visible(page.getByRole('banner').getByRole('link', { name: 'Sign In' }));
      expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEYS.user)).toBeNull();
      await expectSessionCachesGoneForGood(page);
    },
  );
});
