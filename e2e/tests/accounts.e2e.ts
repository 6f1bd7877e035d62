import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { API_MSG, MSG, PROPERTY_TYPE_CHART_LABELS, TIMINGS, type Counts } from '@basera/contract';
import {
  adminToken,
  claimsOf,
  createSignedInUser,
  newPerson,
  registerViaApi,
} from '../support/api';
import { DESKTOP, MOBILE, TOKEN_KEYS } from '../support/browser';
import { describe, expect, test } from '../support/fixtures';
import { apiOk } from '../support/http';
import { expectCountCards } from '../support/pages';
import { linkIn } from '../support/stack';
import {
  atPath,
  expectAccessible,
  expectFieldError,
  expectNoFieldError,
  expectToast,
  hidden,
  holdRequests,
  pathOf,
  timeRedirectAfter,
  visible,
} from '../support/ui';

/** Redirects after sign-in and password flows wait 1 s (docs/product.md §9); timed in the page. */
const TIMER_SLACK_MS = 20;

/** The admin dashboard's side menu (docs/product.md §2). */
const ADMIN_SECTIONS = [
  'Dashboard',
  'Users',
  'Owners',
  'Property',
  'Meeting',
  'Messages',
  'Testimonials',
] as const;

const isVerificationMail = (mail: { text: string }) => mail.text.includes('/emailVerified/');
const isResetMail = (mail: { text: string }) => mail.text.includes('/resetPassword/');

function storedToken(page: Page, key: string): Promise<string | null> {
  return page.evaluate((name) => window.localStorage.getItem(name), key);
}

/** The phone-width header keeps its links behind the 'Menu' toggle. */
async function openMobileMenu(page: Page): Promise<void> {
  const toggle = page.getByRole('banner').getByRole('button', { name: 'Menu' });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
}

/** Fills the sign-in form of /signIn or /adminSignIn and presses Submit. */
async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Submit' }).click();
}

/**
 * Signs in at /signIn: while the call runs the button reads 'Submitting...'; after the answer
 * the user stays on /signIn for about a second, then arrives at '/'.
 */
async function signInThroughForm(page: Page, email: string, password: string): Promise<void> {
  const login = await holdRequests(page, '/api/login');
  await submitSignIn(page, email, password);
  const busy = page.getByRole('button', { name: 'Submitting...' });
  await visible(busy);
  expect(await busy.isDisabled()).toBe(true);
  await expect.poll(() => login.count()).toBe(1);
  expect(pathOf(page)).toBe('/signIn');

  const answered = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/login',
  );
  const redirectDelay = await timeRedirectAfter(page, '/api/login');
  login.release();
  expect((await answered).status()).toBe(200);
  await atPath(page, '/');
  expect(await redirectDelay()).toBeGreaterThanOrEqual(TIMINGS.afterSignInMs - TIMER_SLACK_MS);
  // The URL changes first; the sign-in screen stays until the home screen's code has loaded.
  await hidden(page.getByRole('heading', { name: 'Sign In', exact: true }));
}

/** The guard let the page through: it settled on `pathname`, not on a sign-in page. */
async function expectAdmittedTo(page: Page, pathname: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  expect(pathOf(page)).toBe(pathname);
  for (const name of ['Sign In', 'Admin Sign In']) {
    expect(await page.getByRole('heading', { name, exact: true }).count()).toBe(0);
  }
}

describe('accounts', () => {
  // The longest journey (sign-up, mail, verification, sign-in, profile, log-out): on a busy
  // two-core machine it needs more than the 60 s default.
  test(
    'a visitor signs up, verifies the e-mail, signs in, edits the profile and logs out (390 px)',
    {
      timeout: 120_000,
    },
    async ({ stack, openBrowser }) => {
      const { page } = await openBrowser({ viewport: MOBILE });
      const person = newPerson();

      await page.goto('/signup');
      await visible(page.getByRole('heading', { name: 'Sign Up' }));

      // Bad values: docs/product.md §5's messages appear while typing, before any submit.
      const firstName = page.getByLabel('First Name');
      await firstName.pressSequentially('Al');
      await expectFieldError(firstName, MSG.firstNameMin);
      await firstName.pressSequentially('exanderTheGreat'); // 17 characters
      await expectFieldError(firstName, MSG.firstNameMax);
      await firstName.clear();
      await expectFieldError(firstName, MSG.firstNameRequired);

      const lastName = page.getByLabel('Last Name');
      await lastName.pressSequentially('Sh');
      await expectFieldError(lastName, MSG.lastNameMin);

      const phone = page.getByLabel('Phone', { exact: true });
      await phone.pressSequentially('5123456789');
      await expectFieldError(phone, MSG.phoneInvalid);

      // This person's WhatsApp number is not their phone number.
      await page.getByRole('checkbox', { name: 'WhatsApp same as phone' }).uncheck();
      const whatsApp = page.getByLabel('WhatsApp', { exact: true });
      await whatsApp.pressSequentially('12345');
      await expectFieldError(whatsApp, MSG.whatsAppInvalid);

      const email = page.getByLabel('Email');
      await email.pressSequentially('aarav@');
      await expectFieldError(email, MSG.emailInvalid);

      const password = page.getByLabel('Password', { exact: true });
      await password.pressSequentially('Ghar2026x');
      await expectFieldError(password, MSG.passwordRule);

      const confirm = page.getByLabel('Confirm Password');
      await confirm.pressSequentially('Ghar2026y');
      await expectFieldError(confirm, MSG.passwordMatch);
      await expectAccessible(page, '/signup showing field errors');

      // Fixed values clear every message.
      await firstName.fill(person.firstName);
      await expectNoFieldError(firstName, MSG.firstNameRequired);
      await lastName.fill(person.lastName);
      await expectNoFieldError(lastName, MSG.lastNameMin);
      await phone.fill(person.phone);
      await expectNoFieldError(phone, MSG.phoneInvalid);
      await whatsApp.fill(person.whatsApp);
      await expectNoFieldError(whatsApp, MSG.whatsAppInvalid);
      await email.fill(person.email);
      await expectNoFieldError(email, MSG.emailInvalid);
      await password.fill(person.password);
      await expectNoFieldError(password, MSG.passwordRule);
      await expectFieldError(confirm, MSG.passwordMatch); // the confirmation still differs
      await confirm.fill(person.password);
      await expectNoFieldError(confirm, MSG.passwordMatch);

      await page.getByRole('button', { name: 'Create Account' }).click();
      await atPath(page, '/message');
      await visible(page.getByText(MSG.registered, { exact: true }));
      await expectAccessible(page, '/message');

      // The verification mail arrives over SMTP; its link opens the verification screen.
      const mail = await stack.waitForMail(person.email, isVerificationMail);
      const link = linkIn(mail, stack.baseUrl, 'emailVerified');
      await page.goto(link);
      await visible(page.getByText(API_MSG.accountVerified, { exact: true }));
      const login = page.getByRole('link', { name: 'Login' });
      expect(await login.getAttribute('href')).toBe('/signIn');
      await expectAccessible(page, '/emailVerified');
      await login.click();
      await atPath(page, '/signIn');
      await visible(page.getByRole('heading', { name: 'Sign In' }));
      await expectAccessible(page, '/signIn');

      await signInThroughForm(page, person.email, person.password);

      // The header now offers the account menu instead of Sign Up / Sign In.
      await openMobileMenu(page);
      const banner = page.getByRole('banner');
      await visible(banner.getByRole('button', { name: 'View Profile' }));
      await visible(banner.getByRole('button', { name: 'Log Out' }));
      expect(await banner.getByRole('link', { name: 'Sign In' }).count()).toBe(0);
      expect(await banner.getByRole('link', { name: 'Sign Up' }).count()).toBe(0);

      // View Profile → Edit → Save.
      await banner.getByRole('button', { name: 'View Profile' }).click();
      const profile = page.getByRole('dialog', { name: 'Profile' });
      await visible(profile.getByText(person.firstName, { exact: true }));
      await visible(profile.getByText(person.phone, { exact: true }));
      await visible(profile.getByText(person.whatsApp, { exact: true }));
      await expectAccessible(page, 'the Profile dialog');
      await profile.getByRole('button', { name: 'Edit' }).click();
      const editFirstName = profile.getByLabel('First Name');
      expect(await editFirstName.inputValue()).toBe(person.firstName);
      await editFirstName.fill('Vi');
      await expectFieldError(editFirstName, MSG.firstNameMin);
      await expectAccessible(page, 'the Profile dialog in edit mode');
      await editFirstName.fill('Vivaan');
      await expectNoFieldError(editFirstName, MSG.firstNameMin);
      await profile.getByRole('button', { name: 'Save' }).click();
      await expectToast(page, MSG.profileUpdated);
      await visible(profile.getByRole('button', { name: 'Edit' }));
      await visible(profile.getByText('Vivaan', { exact: true }));
      await hidden(profile.getByText(person.firstName, { exact: true }));

      // The server kept it.
      const token = await storedToken(page, TOKEN_KEYS.user);
      expect(token).not.toBeNull();
      const userId = claimsOf(token!).userId as string;
      const saved = await apiOk(stack, 'GET', `/api/getUser/${userId}`, {
        token: token ?? undefined,
      });
      expect(saved).toMatchObject({ firstName: 'Vivaan', lastName: person.lastName });

      await profile.getByRole('button', { name: 'Close' }).click();
      await hidden(profile);

      // Log Out: back on '/', signed out.
      await openMobileMenu(page);
      await banner.getByRole('button', { name: 'Log Out' }).click();
      await atPath(page, '/');
      await expect.poll(() => storedToken(page, TOKEN_KEYS.user)).toBeNull();
      // The menu open during Log Out may close as the signed-out header renders: open it
      // again until it shows the signed-out entries.
      await expect
        .poll(
          async () => {
            await openMobileMenu(page);
            return banner.getByRole('link', { name: 'Sign Up' }).isVisible();
          },
          { timeout: 15_000 },
        )
        .toBe(true);
      await visible(banner.getByRole('link', { name: 'Sign In' }));
      expect(await banner.getByRole('button', { name: 'View Profile' }).count()).toBe(0);
    },
  );

  test('signing in before verifying shows the server error and mails a new verification link (1280 px)', async ({
    stack,
    openBrowser,
  }) => {
    const person = newPerson();
    await registerViaApi(stack, person);
    const { page } = await openBrowser({ viewport: DESKTOP });

    await page.goto('/signIn');
    await visible(page.getByRole('heading', { name: 'Sign In' }));
    await submitSignIn(page, person.email, person.password);

    await expectToast(page, API_MSG.notVerified);
    await expectToast(page, MSG.verificationLinkSent);
    const mail = await stack.waitForMail(person.email, isVerificationMail);
    expect(pathOf(page)).toBe('/signIn');
    expect(await storedToken(page, TOKEN_KEYS.user)).toBeNull();
    await visible(page.getByRole('button', { name: 'Submit' }));

    // The new link verifies the account, and signing in then works.
    await page.goto(linkIn(mail, stack.baseUrl, 'emailVerified'));
    await visible(page.getByText(API_MSG.accountVerified, { exact: true }));
    await page.getByRole('link', { name: 'Login' }).click();
    await atPath(page, '/signIn');
    await signInThroughForm(page, person.email, person.password);
  });

  test('a forgotten password is reset through the mailed link (390 px)', async ({
    stack,
    openBrowser,
  }) => {
    const user = await createSignedInUser(stack);
    const { page } = await openBrowser({ viewport: MOBILE });

    await page.goto('/signIn');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await atPath(page, '/forgotPassword');
    await visible(page.getByRole('heading', { name: 'Forgot Password' }));
    const email = page.getByLabel('Email');
    await email.pressSequentially('aarav@example');
    await expectFieldError(email, MSG.emailInvalid);
    await expectAccessible(page, '/forgotPassword');
    await email.fill(user.email);
    await expectNoFieldError(email, MSG.emailInvalid);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await visible(page.getByText(API_MSG.linkSent, { exact: true }).first());

    const mail = await stack.waitForMail(user.email, isResetMail);
    await page.goto(linkIn(mail, stack.baseUrl, 'resetPassword'));
    await visible(page.getByRole('heading', { name: 'Reset Password' }));

    // A weak password shows the rule; a different confirmation shows the match message.
    const newPassword = page.getByLabel('New Password');
    const confirm = page.getByLabel('Confirm Password');
    await newPassword.pressSequentially('Short1@');
    await expectFieldError(newPassword, MSG.passwordMin);
    await newPassword.fill('');
    await newPassword.pressSequentially('ghar2026x');
    await expectFieldError(newPassword, MSG.passwordRule);
    await newPassword.fill('Naya@2027');
    await expectNoFieldError(newPassword, MSG.passwordRule);
    await confirm.pressSequentially('Naya@2028');
    await expectFieldError(confirm, MSG.passwordMatch);
    await expectAccessible(page, '/resetPassword showing field errors');
    await confirm.fill('Naya@2027');
    await expectNoFieldError(confirm, MSG.passwordMatch);

    const answered = page.waitForResponse((r) =>
      new URL(r.url()).pathname.startsWith('/api/resetPassword/'),
    );
    const redirectDelay = await timeRedirectAfter(page, '/api/resetPassword/');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    expect((await answered).status()).toBe(200);
    await expectToast(page, API_MSG.passwordReset);
    await atPath(page, '/signIn');
    expect(await redirectDelay()).toBeGreaterThanOrEqual(
      TIMINGS.afterPasswordFlowMs - TIMER_SLACK_MS,
    );

    // The old password no longer works; the new one does.
    await submitSignIn(page, user.email, user.password);
    await expectToast(page, API_MSG.loginFailed);
    expect(pathOf(page)).toBe('/signIn');
    expect(await storedToken(page, TOKEN_KEYS.user)).toBeNull();
    await visible(page.getByRole('button', { name: 'Submit' }));

    await signInThroughForm(page, user.email, 'Naya@2027');
    expect(await storedToken(page, TOKEN_KEYS.user)).not.toBeNull();
  });

  test('the admin signs in at /adminSignIn and lands on the dashboard (1280 px)', async ({
    stack,
    openBrowser,
  }) => {
    const { page } = await openBrowser({ viewport: DESKTOP });
    await page.goto('/adminSignIn');
    await visible(page.getByRole('heading', { name: 'Admin Sign In' }));

    // The header shows the logo only: no menu, no action buttons, no search.
    const banner = page.getByRole('banner');
    await visible(banner.getByRole('link', { name: 'Basera home' }));
    expect(await banner.getByRole('button').count()).toBe(0);
    expect(await banner.getByRole('link').count()).toBe(1);
    expect(await banner.getByRole('searchbox').count()).toBe(0);
    expect(await banner.getByRole('textbox').count()).toBe(0);
    await expectAccessible(page, '/adminSignIn');

    await submitSignIn(page, stack.admin.email, stack.admin.password);
    await atPath(page, '/adminDashboard');
    expect(await storedToken(page, TOKEN_KEYS.admin)).not.toBeNull();
    expect(await storedToken(page, TOKEN_KEYS.user)).toBeNull();

    // The dashboard: the side menu with Dashboard chosen, the server's counts, the type chart.
    await visible(page.getByRole('heading', { name: 'Dashboard', level: 1 }));
    const sections = page.getByRole('navigation', { name: 'Admin sections' });
    for (const label of ADMIN_SECTIONS) {
      await visible(sections.getByRole('link', { name: label, exact: true }));
    }
    const current = sections.getByRole('link', { name: 'Dashboard', exact: true });
    expect(await current.getAttribute('aria-current')).toBe('page');

    const counts = await apiOk<Counts>(stack, 'GET', '/admin/getCount', {
      token: (await storedToken(page, TOKEN_KEYS.admin)) ?? undefined,
    });
    await expectCountCards(page, counts);
    const byType = page.getByRole('region', { name: 'Properties by type' });
    for (const label of Object.values(PROPERTY_TYPE_CHART_LABELS)) {
      await visible(byType.getByText(label, { exact: true }).first());
    }
    await expectAccessible(page, '/adminDashboard');

    // The admin header's menu: Change Password and Log Out, which leads back to /adminSignIn.
    await page.getByRole('banner').getByRole('button', { name: 'Admin' }).click();
    const menu = page.getByRole('menu');
    await visible(menu.getByText(stack.admin.email, { exact: true }));
    await visible(menu.getByRole('menuitem', { name: 'Change Password' }));
    await menu.getByRole('menuitem', { name: 'Log Out' }).click();
    await atPath(page, '/adminSignIn');
    await expect.poll(() => storedToken(page, TOKEN_KEYS.admin)).toBeNull();
    await visible(page.getByRole('heading', { name: 'Admin Sign In' }));
  });

  test('signed-out visitors are sent to the sign-in page of the screen they asked for (390 px)', async ({
    openBrowser,
  }) => {
    const { page } = await openBrowser({ viewport: MOBILE });

    await page.goto('/ownerDashboard');
    await atPath(page, '/signIn');
    await visible(page.getByRole('heading', { name: 'Sign In' }));

    await page.goto(`/savedProperty/${randomUUID()}`);
    await atPath(page, '/signIn');

    // Details are open to everyone but for the lister (shared-links.e2e.ts); an unknown one says so.
    await page.goto(`/propertyDetails/user/${randomUUID()}`);
    await visible(page.getByRole('heading', { name: 'This property is no longer available' }));

    await page.goto('/adminDashboard');
    await atPath(page, '/adminSignIn');
    await visible(page.getByRole('heading', { name: 'Admin Sign In' }));
  });

  test('a user token does not open admin screens, an admin token does not open user screens (1280 px)', async ({
    stack,
    openBrowser,
  }) => {
    const user = await createSignedInUser(stack);
    const asUser = await openBrowser({ viewport: DESKTOP, userToken: user.token });
    await asUser.page.goto('/adminDashboard');
    await atPath(asUser.page, '/adminSignIn');
    await visible(asUser.page.getByRole('heading', { name: 'Admin Sign In' }));
    await asUser.page.goto('/ownerDashboard');
    await expectAdmittedTo(asUser.page, '/ownerDashboard');

    const asAdmin = await openBrowser({ viewport: DESKTOP, adminToken: await adminToken(stack) });
    await asAdmin.page.goto('/ownerDashboard');
    await atPath(asAdmin.page, '/signIn');
    await asAdmin.page.goto('/adminDashboard');
    await expectAdmittedTo(asAdmin.page, '/adminDashboard');
  });

  test('Change Password in the user menu mails a reset link to the account address (1280 px)', async ({
    stack,
    openBrowser,
  }) => {
    const user = await createSignedInUser(stack);
    const { page } = await openBrowser({ viewport: DESKTOP, userToken: user.token });
    await page.goto('/');

    const banner = page.getByRole('banner');
    expect(await banner.getByRole('link', { name: 'Sign In' }).count()).toBe(0);
    expect(await banner.getByRole('link', { name: 'Sign Up' }).count()).toBe(0);
    await banner.getByRole('button', { name: 'My Account' }).click();
    await page.getByRole('menuitem', { name: 'Change Password' }).click();

    const dialog = page.getByRole('dialog', { name: 'Change Password' });
    const email = dialog.getByLabel('Email');
    expect(await email.inputValue()).toBe(user.email);
    expect(await email.isEditable()).toBe(false);
    await visible(dialog.getByRole('button', { name: 'Send Password Reset Link' }));
    await expectAccessible(page, 'the Change Password dialog');

    const held = await holdRequests(page, '/api/verifyLink');
    await dialog.getByRole('button', { name: 'Send Password Reset Link' }).click();
    const sending = dialog.getByRole('button', { name: 'Sending' });
    await visible(sending);
    expect(await sending.isDisabled()).toBe(true);
    await expect.poll(() => held.count()).toBe(1);
    held.release();

    await visible(dialog.getByRole('button', { name: 'Send Password Reset Link' }));
    await expectToast(page, API_MSG.linkSent);
    const mail = await stack.waitForMail(user.email, isResetMail);
    expect(linkIn(mail, stack.baseUrl, 'resetPassword')).toMatch(/\/resetPassword\/[\w-]{43}$/);
  });
});
