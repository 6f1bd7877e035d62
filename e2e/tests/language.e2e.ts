import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { adminToken, createSignedInUser } from '../support/api';
import { DESKTOP } from '../support/browser';
import {
  addPropertyViaApi,
  createOwner,
  indianDatePlus,
  listingOf,
  meetingViaApi,
  propertyViaApi,
  reportViaApi,
  submitViaApi,
  uploadPhotosViaApi,
} from '../support/data';
import { englishOnScreen } from '../support/english-left';
import { describe, expect, test } from '../support/fixtures';
import { apiOk } from '../support/http';
import { ADMIN_SECTIONS } from '../support/pages';
import { visible } from '../support/ui';

/** The language switch (docs/i18n.md): Hindi on request, remembered, and back to English. */
describe('language', () => {
  test('switching to Hindi in the header translates the page, survives a reload and ?lang=en undoes it', async ({
    openBrowser,
  }) => {
    const { page } = await openBrowser({ viewport: DESKTOP });
    const html = page.locator('html');
    await page.goto('/');
    await expect.poll(() => html.getAttribute('lang')).toBe('en');
    await visible(page.getByRole('heading', { name: 'Company', level: 2 }));

    const headerSwitch = page.getByRole('banner').getByRole('group', { name: 'Language' });
    await headerSwitch.getByRole('link', { name: 'हिन्दी' }).click();
    await expect.poll(() => html.getAttribute('lang')).toBe('hi');
    await visible(page.getByRole('heading', { name: 'कंपनी', level: 2 }));
    await visible(page.getByRole('banner').getByRole('link', { name: 'प्रॉपर्टी डालें' }));
    expect(new URL(page.url()).searchParams.get('lang')).toBe('hi');
    await expect
      .poll(() =>
        page
          .getByRole('banner')
          .getByRole('group', { name: 'भाषा' })
          .getByRole('link', { name: 'हिन्दी' })
          .getAttribute('aria-current'),
      )
      .toBe('true');

    await page.reload();
    await expect.poll(() => html.getAttribute('lang')).toBe('hi');
    await visible(page.getByRole('heading', { name: 'कंपनी', level: 2 }));

    // Remembered on the device: a page opened without ?lang is in Hindi too.
    await page.goto('/contact');
    await expect.poll(() => html.getAttribute('lang')).toBe('hi');
    await visible(page.getByRole('link', { name: 'संपर्क करें' }));

    await page.goto('/?lang=en');
    await expect.poll(() => html.getAttribute('lang')).toBe('en');
    await visible(page.getByRole('heading', { name: 'Company', level: 2 }));
  });

  test(
    'every screen and its main dialogs in Hindi: nothing left in English but what people typed',
    { timeout: 240_000 },
    async ({ stack, openBrowser }) => {
      const admin = await adminToken(stack);
      const owner = await createOwner(stack, { firstName: 'Savitri', lastName: 'Dewangan' });
      const typed = {
        flat: 'Two bedroom flat near the stadium',
        office: 'Office above the bank',
        draft: 'Corner plot without photos',
        waiting: 'House sent for review',
      };
      const [flat, office] = await Promise.all([
        propertyViaApi(stack, owner, admin, listingOf('rent', { propertyTitle: typed.flat }), {
          photos: 4,
        }),
        propertyViaApi(
          stack,
          owner,
          admin,
          listingOf('commercial', { propertyTitle: typed.office }),
          { photos: 4 },
        ),
      ]);
      const draft = await addPropertyViaApi(
        stack,
        owner,
        listingOf('plot', { propertyTitle: typed.draft }),
      );
      const waiting = await addPropertyViaApi(
        stack,
        owner,
        listingOf('sell', { propertyTitle: typed.waiting }),
      );
      await uploadPhotosViaApi(stack, owner, waiting._id, 4);
      await submitViaApi(stack, owner, waiting._id);
      const user = await createSignedInUser(stack, { firstName: 'Ramesh', lastName: 'Sahu' });
      await apiOk(stack, 'POST', '/user/saveProperty', {
        token: user.token,
        body: { userId: user.userId, propertyId: flat._id },
      });
      // A meeting at a time of the evening and a report, so that the owner's and the admin's
      // lists show times of day and reasons, not only their empty states.
      const meeting = {
        name: 'Ramesh Sahu',
        email: user.email,
        phone: '9822001100',
        date: indianDatePlus(2),
        time: '18:30',
        message: 'Can I see the office after work?',
      };
      await meetingViaApi(stack, user, office._id, meeting);
      await reportViaApi(stack, user, flat._id, 'Wrong price or details', 'The rent is higher.');
      const searches = ['2 bhk bilaspur', 'castle on the moon'];
      // What people typed stays as they typed it: titles, descriptions, addresses, names and
      // searches.
      const data = [
        ...Object.values(typed),
        ...searches,
        meeting.name,
        meeting.message,
        'The rent is higher.',
        flat.desc,
        flat.address,
        owner.firstName,
        owner.lastName,
        user.firstName,
        user.lastName,
        // Lists may break an address after its @.
        ...[owner.email, user.email].flatMap((email) => email.replace('@', '@\n').split('\n')),
      ];

      const english: string[] = [];
      const check = async (page: Page, what: string) => {
        await page.waitForLoadState('networkidle');
        await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
        await expect
          .poll(() => page.locator('html').getAttribute('lang'), { message: what })
          .toBe('hi');
        for (const text of await englishOnScreen(page, data)) english.push(`${what}: ${text}`);
      };
      /** Opens each dialog the screen's main part offers (lister, share, report…) in turn. */
      const everyDialogOf = async (page: Page, what: string) => {
        const triggers = page.locator('main [aria-haspopup="dialog"]:visible');
        const count = await triggers.count();
        expect(count, `${what} offers dialogs`).toBeGreaterThan(0);
        for (let index = 0; index < count; index++) {
          const trigger = triggers.nth(index);
          const name = (await trigger.getAttribute('aria-label')) ?? (await trigger.innerText());
          await trigger.click();
          await visible(page.getByRole('dialog'));
          await check(page, `${what}, dialog of '${name}'`);
          await page.keyboard.press('Escape');
          await page.getByRole('dialog').waitFor({ state: 'detached' });
        }
      };
      const visit = async (page: Page, path: string) => {
        await page.goto(path);
        await check(page, path);
      };
      const start = async (options: Parameters<typeof openBrowser>[0]) => {
        const { page } = await openBrowser(options);
        await page.goto('/?lang=hi');
        return page;
      };

      // Signed out: the public screens, the forms with their errors, and a shared link.
      const v = await start({ viewport: DESKTOP });
      await check(v, '/');
      for (const path of [
        '/search',
        ...searches.map((search) => `/search?${new URLSearchParams({ search })}`),
        '/message',
        `/emailVerified/${randomUUID()}`,
        '/forgotPassword',
        `/resetPassword/${randomUUID()}`,
        '/signup',
        '/adminSignIn',
        '/contact',
        '/about',
        '/privacyPolicy',
        '/termsOfUse',
        '/no-such-page',
        `/propertyDetails/user/${flat._id}`,
      ]) {
        await visit(v, path);
      }
      await visit(v, '/signIn');
      await v.locator('main form button[type="submit"]').click();
      await check(v, '/signIn with its errors');

      // A reader: both kinds of listing with the lister and the meeting dialogs, the saved list.
      const r = await start({ viewport: DESKTOP, userToken: user.token });
      await visit(r, `/propertyDetails/user/${flat._id}`);
      await everyDialogOf(r, `/propertyDetails/user/${flat._id}`);
      await visit(r, `/search/PropertyDetails/user/${flat._id}`);
      await visit(r, `/propertyDetails/user/${office._id}`);
      await visit(r, `/savedProperty/${user.userId}`);

      // The owner: dashboard, the listing forms and the photo screens.
      const o = await start({ viewport: DESKTOP, userToken: owner.token });
      for (const path of [
        '/ownerDashboard',
        '/addProperty',
        `/propertyImgForm?propertyId=${draft._id}`,
        `/editPropertyImgForm?propertyId=${flat._id}`,
        `/editProperty?propertyId=${flat._id}`,
        `/propertyDetails/owner/${flat._id}`,
      ]) {
        await visit(o, path);
      }

      // The admin: every section of the dashboard, the review screens, an owner's listings.
      const a = await start({ viewport: DESKTOP, adminToken: admin });
      for (const tab of ADMIN_SECTIONS) {
        await visit(a, `/adminDashboard?tab=${tab}`);
      }
      await visit(a, `/adminDashboard?tab=property&review=${waiting._id}`);
      await visit(a, `/ownerProperty/${owner.userId}`);
      await visit(a, `/propertyDetails/admin/${waiting._id}`);

      expect(english).toEqual([]);
    },
  );
});
