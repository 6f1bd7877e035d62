import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { adminToken, createSignedInUser } from '../support/api';
import { MOBILE } from '../support/browser';
import {
  addPropertyViaApi,
  createOwner,
  listingOf,
  propertyViaApi,
  submitViaApi,
  uploadPhotosViaApi,
} from '../support/data';
import { describe, expect, test } from '../support/fixtures';
import { apiOk } from '../support/http';
import { ADMIN_SECTIONS, cardOf, openMobileMenu } from '../support/pages';
import { expectNoSidewaysScroll } from '../support/search';
import { hidden, visible } from '../support/ui';

/*
 * No screen is wider than a phone (issue 11): every route of apps/web/src/app/router.tsx, as the
 * visitor, the user, the owner and the admin see it, at 320, 360 and 390 px, with the main menus
 * and dialogs open. One browser per role; the page is resized, not reopened.
 */

const PHONE_WIDTHS = [390, 360, 320] as const;

/** The page as it is now fits each phone width: nothing sticks out sideways. */
async function expectFitsPhones(page: Page, what: string): Promise<void> {
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: MOBILE.height });
    // The layout after the resize: two animation frames.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await expectNoSidewaysScroll(page, `${what} at ${width} px (${await widest(page)})`);
    expect(await clippedInDialogs(page), `${what} at ${width} px: cut off inside a dialog`).toEqual(
      [],
    );
  }
}

/**
 * What an open dialog cuts off at its sides: a dialog's box scrolls or clips, so content wider
 * than it never widens the page, it is hidden or scrolls sideways inside the dialog instead.
 */
function clippedInDialogs(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('[role="dialog"], [role="dialog"] *'))
      .filter(
        (element) =>
          getComputedStyle(element).overflowX !== 'visible' &&
          // Text for screen readers only sits in a 1 px box on purpose, and a field's text
          // scrolls inside it (the share dialog's long link).
          element.clientWidth > 1 &&
          !element.matches('input, textarea, select') &&
          element.scrollWidth > element.clientWidth + 1,
      )
      .map((element) => {
        const text = (element.textContent ?? '').trim().slice(0, 40);
        return `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> ${element.scrollWidth} px in ${element.clientWidth} px: ${text}`;
      }),
  );
}

/** For the failure message: the elements that reach past the right edge, outermost first. */
function widest(page: Page): Promise<string> {
  return page.evaluate(() => {
    const inScroller = (element: Element) => {
      for (let node = element.parentElement; node; node = node.parentElement) {
        if (getComputedStyle(node).overflowX !== 'visible') return true;
      }
      return false;
    };
    return Array.from(document.querySelectorAll('body *'))
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
      .filter((element) => !inScroller(element))
      .slice(0, 3)
      .map((element) => {
        const { right } = element.getBoundingClientRect();
        const text = (element.textContent ?? '').trim().slice(0, 40);
        return `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> to ${Math.round(right)} px: ${text}`;
      })
      .join('; ');
  });
}

/** Opens `path`, waits for what shows that its content is in, and checks every width. */
async function visit(page: Page, path: string, ready: (page: Page) => Locator): Promise<void> {
  await page.goto(path);
  await visible(ready(page));
  await settled(page);
  await expectFitsPhones(page, path);
}

/** Nothing on the page is still loading: no busy region, no loading spinner. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !document.querySelector('[aria-busy="true"]') &&
      !Array.from(document.querySelectorAll('[role="status"]')).some((status) =>
        (status.textContent ?? '').trim().startsWith('Loading'),
      ),
  );
}

const heading = (name: string | RegExp) => (page: Page) =>
  page.getByRole('heading', { name, level: 1 });

describe('phone layout', () => {
  test(
    'every route fits 320, 360 and 390 px, signed out and as user, owner and admin',
    { timeout: 240_000 },
    async ({ stack, openBrowser }) => {
      const admin = await adminToken(stack);
      const owner = await createOwner(stack, { firstName: 'Meenakshi', lastName: 'Raghunathan' });
      const flatTitle = 'Two bedroom flat with a long balcony';
      const [flat, office] = await Promise.all([
        propertyViaApi(stack, owner, admin, listingOf('rent', { propertyTitle: flatTitle }), {
          photos: 4,
        }),
        propertyViaApi(
          stack,
          owner,
          admin,
          listingOf('commercial', { propertyTitle: 'Office space on the main road' }),
          { photos: 4 },
        ),
      ]);
      const draft = await addPropertyViaApi(
        stack,
        owner,
        listingOf('plot', { propertyTitle: 'Corner plot waiting for photos' }),
      );
      const waiting = await addPropertyViaApi(
        stack,
        owner,
        listingOf('sell', { propertyTitle: 'House sent for review' }),
      );
      await uploadPhotosViaApi(stack, owner, waiting._id, 4);
      await submitViaApi(stack, owner, waiting._id);
      const user = await createSignedInUser(stack, { firstName: 'Venkataraman' });
      await apiOk(stack, 'POST', '/user/saveProperty', {
        token: user.token,
        body: { userId: user.userId, propertyId: flat._id },
      });

      const card = (page: Page) => cardOf(page, flatTitle);
      const flatDetails = heading(flatTitle);

      // Signed out: the public screens, and where the guarded ones send a visitor.
      const visitor = await openBrowser({ viewport: MOBILE });
      const v = visitor.page;
      for (const path of ['/', '/home']) await visit(v, path, card);
      await visit(v, '/search', card);
      await visit(v, `/search?${new URLSearchParams({ search: '2 bhk bilaspur' })}`, card);
      await v.getByRole('button', { name: /^Filters/ }).click();
      await visible(v.getByRole('dialog', { name: 'Filters' }));
      await expectFitsPhones(v, 'the filter sheet');
      await v.keyboard.press('Escape');
      await openMobileMenu(v);
      await expectFitsPhones(v, 'the phone menu');
      await visit(v, '/message', heading('Thank you'));
      await visit(v, `/emailVerified/${randomUUID()}`, heading(/could not verify/));
      await visit(v, '/forgotPassword', heading('Forgot Password'));
      await visit(v, `/resetPassword/${randomUUID()}`, heading('Reset Password'));
      await visit(v, '/signIn', heading('Sign In'));
      await visit(v, '/signup', heading('Sign Up'));
      await visit(v, '/adminSignIn', heading('Admin Sign In'));
      await visit(v, '/contact', heading('Contact Us'));
      await visit(v, '/about', heading(/home-grown marketplace/));
      await visit(v, '/privacyPolicy', heading('Privacy Policy'));
      await visit(v, '/termsOfUse', heading('Terms of Use'));
      await visit(v, '/no-such-page', heading('Page not found'));
      for (const path of [
        `/propertyDetails/user/${flat._id}`,
        // Signed out, a listing's links to sign in are long in Hindi.
        `/propertyDetails/user/${flat._id}?lang=hi`,
        `/propertyDetails/user/${office._id}?lang=hi`,
        `/savedProperty/${user.userId}`,
        '/ownerDashboard',
      ]) {
        await visit(v, path, (page) => page.getByRole('heading', { level: 1 }).first());
      }

      // A signed-in user: details of both kinds with their dialogs, and the saved listings.
      const reader = await openBrowser({ viewport: MOBILE, userToken: user.token });
      const r = reader.page;
      await visit(r, `/propertyDetails/user/${flat._id}`, flatDetails);
      await r.getByRole('button', { name: 'View Owner Details' }).click();
      const lister = r.getByRole('dialog', { name: 'Owner Details' });
      await visible(lister.getByRole('link', { name: /^Call/ }));
      await expectFitsPhones(r, 'the owner details dialog');
      await r.keyboard.press('Escape');
      await hidden(lister);
      await r.getByRole('button', { name: 'Share' }).click();
      await visible(r.getByRole('dialog', { name: /Share/ }));
      await expectFitsPhones(r, 'the share dialog');
      await r.keyboard.press('Escape');
      await visit(r, `/search/PropertyDetails/user/${flat._id}`, flatDetails);
      await visit(r, `/propertyDetails/user/${office._id}`, heading(office.propertyTitle));
      await r.getByRole('button', { name: 'Schedule Meeting' }).first().click();
      await visible(r.getByRole('dialog', { name: 'Schedule Meeting' }));
      await expectFitsPhones(r, 'the schedule meeting dialog');
      await r.keyboard.press('Escape');
      await visit(r, `/savedProperty/${user.userId}`, card);
      await openMobileMenu(r);
      await expectFitsPhones(r, "the signed-in user's phone menu");
      await r.getByRole('banner').getByRole('button', { name: 'View Profile' }).click();
      const profile = r.getByRole('dialog', { name: 'Profile' });
      await visible(profile.getByText('Venkataraman', { exact: true }));
      await profile.getByRole('button', { name: 'Edit' }).click();
      await visible(profile.getByLabel('First Name'));
      await expectFitsPhones(r, 'the profile form');

      // The owner: dashboard, the listing forms and the photo screens, and the own listing.
      const lister2 = await openBrowser({ viewport: MOBILE, userToken: owner.token });
      const o = lister2.page;
      const ownCard = (page: Page) => cardOf(page, flatTitle);
      await visit(o, '/ownerDashboard', ownCard);
      await visit(o, '/addProperty', heading(/./));
      await visit(o, `/propertyImgForm?propertyId=${draft._id}`, heading(/./));
      await visit(o, `/editPropertyImgForm?propertyId=${flat._id}`, heading(/./));
      await visit(o, `/editProperty?propertyId=${flat._id}`, heading(/./));
      await visit(o, `/propertyDetails/owner/${flat._id}`, flatDetails);

      // The admin: every section of the dashboard, the review screens, an owner's listings.
      const adminBrowser = await openBrowser({ viewport: MOBILE, adminToken: admin });
      const a = adminBrowser.page;
      for (const tab of ADMIN_SECTIONS) {
        await visit(a, `/adminDashboard?tab=${tab}`, heading(/./));
      }
      await a.getByRole('button', { name: 'Add New Testimonial' }).click();
      const testimonial = a.getByRole('dialog', { name: 'Add New Testimonial' });
      await testimonial.getByLabel('Rating').fill('4');
      await expectFitsPhones(a, 'the testimonial dialog');
      await a.keyboard.press('Escape');
      await hidden(testimonial);
      await visit(a, `/adminDashboard?tab=property&review=${waiting._id}`, heading(/./));
      await visit(a, `/adminDashboard?tab=property&status=all&review=${flat._id}`, heading(/./));
      await visit(a, `/ownerProperty/${owner.userId}`, (page) => cardOf(page, flatTitle));
      await visit(a, `/propertyDetails/admin/${waiting._id}`, heading('House sent for review'));
    },
  );
});

describe('phone layout while loading', () => {
  test('the placeholders of every admin section fit phones while their answers are on the way', async ({
    stack,
    openBrowser,
  }) => {
    const admin = await adminToken(stack);
    const { page } = await openBrowser({ viewport: MOBILE, adminToken: admin });
    // A slow network: the API's answers are held until the placeholders have been measured.
    const held: (() => void)[] = [];
    await page.route(
      (url) => /^\/(admin|api|user|owner)\//.test(url.pathname),
      (route) => new Promise<void>((release) => held.push(release)).then(() => route.continue()),
    );
    for (const tab of ADMIN_SECTIONS) {
      await page.goto(`/adminDashboard?tab=${tab}`);
      await visible(page.locator('[aria-busy="true"]').first());
      await expectFitsPhones(page, `/adminDashboard?tab=${tab} while loading`);
      for (const release of held.splice(0)) release();
    }
  });
});
