import type { Locator, Page } from 'playwright-core';
import { MSG, type User } from '@basera/contract';
import {
  adminToken,
  claimsOf,
  createSignedInUser,
  loginViaApi,
  newPerson,
  verifyViaApi,
} from '../support/api';
import { DESKTOP, MOBILE } from '../support/browser';
import { createOwner, listingOf, propertyViaApi } from '../support/data';
import { describe, expect, test } from '../support/fixtures';
import { apiOk } from '../support/http';
import { cardOf, openMobileMenu } from '../support/pages';
import { atPath, descriptionOf, expectToast, hidden, visible } from '../support/ui';

/*
 * Using Basera on a phone (issue 11): pasted phone numbers, 'WhatsApp same as phone', the contact
 * bar at the bottom of a listing, and the save heart on cards.
 */

/** Pastes `text` into the field as the clipboard would, replacing what it holds. */
async function paste(field: Locator, text: string): Promise<void> {
  await field.fill('');
  await field.evaluate((input, pasted) => {
    const clipboardData = new DataTransfer();
    clipboardData.setData('text/plain', pasted);
    input.focus();
    input.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }),
    );
  }, text);
}

/** Where the element's box is on screen, in CSS pixels. */
async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('the element is not on screen');
  return box;
}

function heartOf(page: Page, title: string): Locator {
  return cardOf(page, title).getByRole('button', { name: /^Saved?$/ });
}

describe('phone', () => {
  test(
    'sign-up keeps the ten digits of a pasted number, and sends the phone as WhatsApp while the box is ticked (390 px)',
    { timeout: 120_000 },
    async ({ stack, openBrowser }) => {
      const { page } = await openBrowser({ viewport: MOBILE });
      const person = newPerson({ phone: '9876543210' });
      await page.goto('/signup');
      await visible(page.getByRole('heading', { name: 'Sign Up' }));

      const phone = page.getByLabel('Phone', { exact: true });
      for (const pasted of [
        '+91 98765 43210',
        '098765 43210',
        '98765-43210',
        '(98765) 43210',
        '91 9876543210',
      ]) {
        await paste(phone, pasted);
        await expect.poll(() => phone.inputValue(), { message: pasted }).toBe('9876543210');
        // The form checks the new value asynchronously; the error the emptied field showed goes.
        await expect.poll(() => phone.getAttribute('aria-invalid'), { message: pasted }).toBeNull();
        expect(await descriptionOf(phone), pasted).not.toContain(MSG.phoneInvalid);
      }
      // Typing still works, digit by digit.
      await phone.fill('');
      await phone.pressSequentially('9876543210');
      expect(await phone.inputValue()).toBe('9876543210');

      // Ticked by default: no WhatsApp field. Unticked, it appears with the number to change.
      const same = page.getByRole('checkbox', { name: 'WhatsApp same as phone' });
      const whatsApp = page.getByLabel('WhatsApp', { exact: true });
      expect(await same.isChecked()).toBe(true);
      expect(await whatsApp.count()).toBe(0);
      await same.uncheck();
      await visible(whatsApp);
      expect(await whatsApp.inputValue()).toBe('9876543210');
      await same.check();
      await hidden(whatsApp);

      await page.getByLabel('First Name').fill(person.firstName);
      await page.getByLabel('Last Name').fill(person.lastName);
      await page.getByLabel('Email').fill(person.email);
      await page.getByLabel('Password', { exact: true }).fill(person.password);
      await page.getByLabel('Confirm Password').fill(person.password);
      await page.getByRole('button', { name: 'Create Account' }).click();
      await atPath(page, '/message');

      // The account holds the phone number as WhatsApp too.
      await verifyViaApi(stack, person.email);
      const token = await loginViaApi(stack, person.email, person.password);
      const userId = claimsOf(token).userId as string;
      const saved = await apiOk<User>(stack, 'GET', `/api/getUser/${userId}`, { token });
      expect(saved).toMatchObject({ phone: '9876543210', whatsApp: '9876543210' });
    },
  );

  test(
    'a profile whose WhatsApp differs from the phone opens unticked (390 px)',
    { timeout: 120_000 },
    async ({ stack, openBrowser }) => {
      const user = await createSignedInUser(stack, { phone: '9876543210', whatsApp: '9123456780' });
      const { page } = await openBrowser({ viewport: MOBILE, userToken: user.token });
      await page.goto('/about');
      await openMobileMenu(page);
      await page.getByRole('banner').getByRole('button', { name: 'View Profile' }).click();
      const profile = page.getByRole('dialog', { name: 'Profile' });
      await profile.getByRole('button', { name: 'Edit' }).click();
      expect(
        await profile.getByRole('checkbox', { name: 'WhatsApp same as phone' }).isChecked(),
      ).toBe(false);
      expect(await profile.getByLabel('WhatsApp', { exact: true }).inputValue()).toBe('9123456780');
    },
  );

  test(
    'the contact bar stays at the bottom of a listing on phones, not for its owner, not on wide screens; hearts on cards save and unsave',
    { timeout: 120_000 },
    async ({ stack, openBrowser }) => {
      const admin = await adminToken(stack);
      const owner = await createOwner(stack, {
        firstName: 'Sunita',
        phone: '9988776655',
        whatsApp: '9811122233',
      });
      const title = 'Sunny flat near Mowa market';
      const flat = await propertyViaApi(
        stack,
        owner,
        admin,
        listingOf('rent', { propertyTitle: title }),
      );
      const reader = await createSignedInUser(stack);
      const { page } = await openBrowser({ viewport: MOBILE, userToken: reader.token });

      // The bar: after scrolling to the very end it is at the bottom of the screen, below the footer.
      await page.goto(`/propertyDetails/user/${flat._id}`);
      await visible(page.getByRole('heading', { name: title, level: 1 }));
      const bar = page.getByRole('navigation', { name: 'Contact the lister' });
      await visible(bar);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect
        .poll(() => page.evaluate(() => window.scrollY + window.innerHeight))
        .toBe(await page.evaluate(() => document.documentElement.scrollHeight));
      const barBox = await boxOf(bar);
      expect(Math.round(barBox.y + barBox.height)).toBe(MOBILE.height);
      const footerBox = await boxOf(page.getByRole('contentinfo'));
      expect(footerBox.y + footerBox.height).toBeLessThanOrEqual(barBox.y + 0.5);
      expect(await bar.getByRole('link', { name: /^Call/ }).getAttribute('href')).toBe(
        'tel:+919988776655',
      );
      expect(await bar.getByRole('link', { name: /^WhatsApp/ }).getAttribute('href')).toMatch(
        /^https:\/\/wa\.me\/919811122233\?text=/,
      );
      await page.setViewportSize(DESKTOP);
      await hidden(bar);
      await page.setViewportSize(MOBILE);
      await visible(bar);

      // The owner of the listing has no one to call.
      const own = await openBrowser({ viewport: MOBILE, userToken: owner.token });
      await own.page.goto(`/propertyDetails/user/${flat._id}`);
      await visible(own.page.getByRole('heading', { name: title, level: 1 }));
      expect(await own.page.getByRole('navigation', { name: 'Contact the lister' }).count()).toBe(
        0,
      );

      // The heart on a home card saves; the saved list has it; its heart there unsaves.
      await page.goto('/');
      const heart = heartOf(page, title);
      await visible(heart);
      expect(await heart.getAttribute('aria-pressed')).toBe('false');
      expect(await heart.getAttribute('aria-label')).toBe('Save');
      await heart.click();
      await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
      expect(await heart.getAttribute('aria-label')).toBe('Saved');
      expect(new URL(page.url()).pathname).toBe('/');

      await page.goto(`/savedProperty/${reader.userId}`);
      const savedHeart = heartOf(page, title);
      await expect.poll(() => savedHeart.getAttribute('aria-pressed')).toBe('true');
      await savedHeart.click();
      await hidden(cardOf(page, title));

      // A refused save is undone on screen, with the reason.
      await page.goto('/');
      await page.route('**/user/saveProperty', (route) =>
        route.fulfill({
          status: 403,
          contentType: 'application/json',
          body: JSON.stringify({
            error: 'Saving is not allowed now',
            msg: 'Saving is not allowed now',
          }),
        }),
      );
      await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('false');
      await heart.click();
      await expectToast(page, 'Saving is not allowed now');
      await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('false');

      // Signed out, the heart asks to sign in and remembers where the visitor was.
      const visitor = await openBrowser({ viewport: MOBILE });
      await visitor.page.goto('/search?propertyType=rent');
      await heartOf(visitor.page, title).click();
      await atPath(visitor.page, '/signIn');
      expect(
        await visitor.page.evaluate(
          () => (window.history.state as { usr?: { from?: string } } | null)?.usr?.from,
        ),
      ).toBe('/search?propertyType=rent');

      // The admin sees no heart once the list is live (the page the server sent is the same for
      // everyone, and the list takes it over in its own Suspense boundary).
      const adminBrowser = await openBrowser({ viewport: MOBILE, adminToken: admin });
      await adminBrowser.page.goto('/');
      await visible(cardOf(adminBrowser.page, title));
      await expect.poll(() => heartOf(adminBrowser.page, title).count()).toBe(0);
    },
  );
});
