import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { Property } from '@basera/contract';
import {
  adminToken,
  createSignedInUser,
  newPerson,
  registerViaApi,
  type SignedInUser,
} from '../support/api';
import { DESKTOP, MOBILE } from '../support/browser';
import { createOwner, listingOf, oncePerFile, propertyViaApi } from '../support/data';
import { describe, expect, test } from '../support/fixtures';
import { apiOk } from '../support/http';
import { cardOf } from '../support/pages';
import { linkIn, type Stack } from '../support/stack';
import { atPath, expectToast, visible } from '../support/ui';

/*
 * The first tap on a freshly loaded page shows the next screen, on every route, on a phone and a
 * wide screen, with the CPU slowed four times as on a cheap phone. Each test opens a new browser
 * context (nothing cached), loads the page and taps as soon as the control is there, without
 * scrolling first or waiting for the app: before the app has started, during its start and after
 * it (docs/decisions/0039-first-taps.md). A tap that only changed the address, or did nothing,
 * fails.
 */

const CPU_SLOWDOWN = 4;
const SCREENS = { phone: MOBILE, desktop: DESKTOP } as const;
type Screen = keyof typeof SCREENS;
type Who = 'visitor' | 'user' | 'owner' | 'admin';

const FLAT = 'First tap riverside flat';
const HOSTEL = 'First tap girls hostel';

type World = {
  stack: Stack;
  owner: SignedInUser;
  user: SignedInUser;
  admin: string;
  flat: Property;
};

/** An owner with an approved flat (five photos) and PG, a user who saved the flat, the admin. */
const world = oncePerFile(async (stack): Promise<World> => {
  const owner = await createOwner(stack, { firstName: 'Kavya', lastName: 'Verma' });
  const user = await createSignedInUser(stack);
  const admin = await adminToken(stack);
  const flat = await propertyViaApi(
    stack,
    owner,
    admin,
    listingOf('rent', { propertyTitle: FLAT, city: 'Raipur' }),
    // One more than the least, so a photo can be removed.
    { photos: 5 },
  );
  await propertyViaApi(stack, owner, admin, listingOf('pgHostel', { propertyTitle: HOSTEL }));
  await apiOk(stack, 'POST', '/user/saveProperty', {
    token: user.token,
    body: { userId: user.userId, propertyId: flat._id },
  });
  return { stack, owner, user, admin, flat };
});

type FirstTap = {
  /** The control, as a person would name it. */
  control: string;
  who?: Who;
  /** The address loaded. */
  path: (world: World) => string | Promise<string>;
  /** What the person does: the tap, and what they type before it. */
  tap: (page: Page, screen: Screen, world: World) => Promise<void>;
  /** The next screen is shown. */
  next: (page: Page, world: World) => Promise<void>;
};

/** Waits, as a person watching a slow phone would, for what a tap brings. */
const eventually = <T>(value: () => Promise<T>) => expect.poll(value, { timeout: 15_000 });

const heading = (page: Page, name: string | RegExp) =>
  visible(page.getByRole('heading', { name, level: 1 }));

const searchResults = async (page: Page, parameter: string, value: string) => {
  await page.waitForURL(
    (url) => url.pathname === '/search' && url.searchParams.get(parameter) === value,
  );
  await heading(page, 'Search results');
};

/** The search box a person sees: the page's own on phones, the header's on wide screens. */
const searchBox = (page: Page) => page.getByRole('searchbox').locator('visible=true').first();

/** Opens the phone menu first where the header keeps its links behind it. */
async function headerLink(page: Page, screen: Screen, name: string) {
  if (screen === 'phone') {
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    await page
      .locator('#mobile-menu')
      .getByRole('link', { name: new RegExp(`^${name}`) })
      .click();
  } else {
    await page
      .getByRole('banner')
      .getByRole('link', { name: new RegExp(`^${name}`) })
      .click();
  }
}

async function signIn(page: Page, email: string, password: string, button = 'Submit') {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: button, exact: true }).click();
}

const detailsOfTheFlat = (page: Page) => heading(page, FLAT);

/** A fresh link from the server's mail: each test uses its own, as links work once. */
async function freshLink(stack: Stack, route: 'emailVerified' | 'resetPassword') {
  const person = newPerson();
  await registerViaApi(stack, person);
  await apiOk(stack, 'POST', '/api/verifyLink', {
    body: { route, userMail: person.email, dbName: 'User' },
  });
  const mail = await stack.waitForMail(person.email, (m) => m.text.includes(`/${route}/`));
  return new URL(linkIn(mail, stack.baseUrl, route)).pathname;
}

/** Every route of apps/web/src/app/router.tsx, with the main controls a person taps first. */
const FIRST_TAPS: Record<string, FirstTap[]> = {
  '/': [
    {
      control: 'typing a search and pressing Enter',
      path: () => '/',
      tap: async (page) => {
        await searchBox(page).fill('2 bhk flat raipur');
        await searchBox(page).press('Enter');
      },
      next: (page) => searchResults(page, 'search', '2 bhk flat raipur'),
    },
    {
      control: 'the Search button',
      path: () => '/',
      tap: async (page) => {
        await searchBox(page).fill('pg');
        await page
          .getByRole('button', { name: 'Search', exact: true })
          .locator('visible=true')
          .click();
      },
      next: (page) => searchResults(page, 'search', 'pg'),
    },
    {
      control: 'Sign In in the menu',
      path: () => '/',
      tap: (page, screen) => headerLink(page, screen, 'Sign In'),
      next: (page) => heading(page, 'Sign In'),
    },
    {
      control: 'a city chip',
      path: () => '/',
      tap: (page) => page.getByRole('link', { name: 'Raipur', exact: true }).click(),
      next: (page) => searchResults(page, 'city', 'Raipur'),
    },
    {
      control: 'a type chip below the fold',
      path: () => '/',
      tap: (page) => page.getByRole('button', { name: 'PG/Hostel', exact: true }).click(),
      next: async (page) => {
        await eventually(() =>
          page.getByRole('button', { name: 'PG/Hostel', exact: true }).getAttribute('aria-pressed'),
        ).toBe('true');
        await visible(cardOf(page, HOSTEL));
        await eventually(() => cardOf(page, FLAT).count()).toBe(0);
      },
    },
    {
      control: "a card's View Details",
      path: () => '/',
      tap: (page) =>
        cardOf(page, FLAT)
          .getByRole('link', { name: /View Details/ })
          .click(),
      next: detailsOfTheFlat,
    },
    {
      control: "the footer's हिन्दी",
      path: () => '/',
      tap: (page) =>
        page.getByRole('contentinfo').getByRole('link', { name: 'हिन्दी', exact: true }).click(),
      next: async (page) => {
        await eventually(() => page.locator('html').getAttribute('lang')).toBe('hi');
        await heading(page, /छत्तीसगढ़/);
      },
    },
    {
      control: 'Saved Property in the menu, signed in',
      who: 'user',
      path: () => '/',
      tap: async (page, screen) => {
        if (screen === 'phone') return headerLink(page, screen, 'Saved Property');
        await page
          .getByRole('banner')
          .getByRole('button', { name: /My Account/ })
          .click();
        await page.getByRole('menuitem', { name: 'Saved Property' }).click();
      },
      next: (page) => visible(cardOf(page, FLAT)),
    },
  ],
  '/home': [
    {
      control: 'a city chip',
      path: () => '/home',
      tap: (page) => page.getByRole('link', { name: 'Durg', exact: true }).click(),
      next: (page) => searchResults(page, 'city', 'Durg'),
    },
  ],
  '/search': [
    {
      control: 'a type chip',
      path: () => '/search?search=raipur',
      tap: (page) => page.getByRole('button', { name: 'Rent', exact: true }).click(),
      next: async (page) => {
        await page.waitForURL((url) => url.searchParams.get('propertyType') === 'rent');
        await eventually(() =>
          page.getByRole('button', { name: 'Rent', exact: true }).getAttribute('aria-pressed'),
        ).toBe('true');
      },
    },
    {
      control: 'a result',
      path: () => '/search?search=raipur',
      tap: (page) =>
        cardOf(page, FLAT)
          .getByRole('link', { name: /View Details/ })
          .click(),
      next: detailsOfTheFlat,
    },
    {
      control: 'a new search',
      path: () => '/search?search=raipur',
      tap: async (page) => {
        await searchBox(page).fill('riverside');
        await searchBox(page).press('Enter');
      },
      next: (page) => searchResults(page, 'search', 'riverside'),
    },
  ],
  '/propertyDetails/:route/:id': [
    {
      control: "the lister's details, signed out",
      path: ({ flat }) => `/propertyDetails/user/${flat._id}`,
      tap: (page) =>
        page
          .getByRole('link', { name: /View Owner Details/ })
          .locator('visible=true')
          .first()
          .click(),
      next: (page) => heading(page, 'Sign In'),
    },
    {
      control: "the lister's details, signed in",
      who: 'user',
      path: ({ flat }) => `/propertyDetails/user/${flat._id}`,
      tap: (page) =>
        page
          .getByRole('button', { name: /View Owner Details/ })
          .locator('visible=true')
          .first()
          .click(),
      next: (page) => visible(page.getByRole('dialog').getByText('Kavya Verma').first()),
    },
  ],
  '/search/PropertyDetails/:route/:id': [
    {
      control: 'Save, signed out',
      path: ({ flat }) => `/search/PropertyDetails/user/${flat._id}`,
      tap: (page) =>
        page.getByRole('link', { name: /^Save/ }).locator('visible=true').first().click(),
      next: (page) => heading(page, 'Sign In'),
    },
  ],
  '/signIn': [
    {
      control: 'a valid sign-in',
      path: () => '/signIn',
      tap: (page, _screen, { user }) => signIn(page, user.email, user.password),
      next: async (page) => {
        await atPath(page, '/');
        await heading(page, /Chhattisgarh/);
        expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
      },
    },
    {
      control: 'Create an account',
      path: () => '/signIn',
      tap: (page) => page.getByRole('link', { name: 'Create an account' }).click(),
      next: (page) => heading(page, 'Sign Up'),
    },
  ],
  '/signup': [
    {
      control: 'Create Account',
      path: () => '/signup',
      tap: async (page) => {
        const person = newPerson();
        await page.getByLabel('First Name').fill(person.firstName);
        await page.getByLabel('Last Name').fill(person.lastName);
        await page.getByLabel('Phone', { exact: true }).fill(person.phone);
        await page.getByLabel('Email').fill(person.email);
        await page.getByLabel('Password', { exact: true }).fill(person.password);
        await page.getByLabel('Confirm Password').fill(person.password);
        await page.getByRole('button', { name: 'Create Account' }).click();
      },
      next: async (page) => {
        await atPath(page, '/message');
        await visible(page.getByText(/verify/i).first());
      },
    },
  ],
  '/adminSignIn': [
    {
      control: 'a valid admin sign-in',
      path: () => '/adminSignIn',
      tap: (page, _screen, { stack }) => signIn(page, stack.admin.email, stack.admin.password),
      next: async (page) => {
        await atPath(page, '/adminDashboard');
        await heading(page, 'Dashboard');
      },
    },
  ],
  '/forgotPassword': [
    {
      control: 'Send Reset Link',
      path: () => '/forgotPassword',
      tap: async (page, _screen, { user }) => {
        await page.getByLabel('Email').fill(user.email);
        await page.getByRole('button', { name: 'Send Reset Link' }).click();
      },
      next: (page) => visible(page.getByRole('heading', { name: 'Check your inbox' })),
    },
  ],
  '/resetPassword/:resetToken': [
    {
      control: 'Reset Password',
      path: ({ stack }) => freshLink(stack, 'resetPassword'),
      tap: async (page) => {
        await page.getByLabel('New Password').fill('Naya@2026');
        await page.getByLabel('Confirm Password').fill('Naya@2026');
        await page.getByRole('button', { name: 'Reset Password' }).click();
      },
      next: (page) => heading(page, 'Sign In'),
    },
  ],
  '/emailVerified/:verificationToken': [
    {
      control: 'Login',
      path: ({ stack }) => freshLink(stack, 'emailVerified'),
      tap: (page) => page.getByRole('link', { name: 'Login', exact: true }).click(),
      next: (page) => heading(page, 'Sign In'),
    },
  ],
  '/message': [
    {
      control: 'Back to home',
      path: () => '/message',
      tap: (page) => page.getByRole('main').getByRole('link', { name: 'Back to home' }).click(),
      next: (page) => heading(page, /Chhattisgarh/),
    },
  ],
  '/contact': [
    {
      control: 'sending a message',
      path: () => '/contact',
      tap: async (page) => {
        await page.getByLabel('Full Name').fill('Meera Iyer');
        await page.getByLabel('Email').fill('meera.iyer@basera.test');
        await page.getByLabel('Phone', { exact: true }).fill('9876501234');
        await page.getByLabel('Message').fill('Do you list shops near Pandri market in Raipur?');
        await page.getByRole('button', { name: /^Send/ }).click();
      },
      next: (page) => expectToast(page, 'Message Send Successfully'),
    },
  ],
  '/about': [
    {
      control: 'Sign Up in the menu',
      path: () => '/about',
      tap: (page, screen) => headerLink(page, screen, 'Sign Up'),
      next: (page) => heading(page, 'Sign Up'),
    },
  ],
  '/privacyPolicy': [
    {
      control: "the footer's Terms of Use",
      path: () => '/privacyPolicy',
      tap: (page) =>
        page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Use' }).click(),
      next: (page) => atPath(page, '/termsOfUse'),
    },
  ],
  '/termsOfUse': [
    {
      control: 'Post Property',
      path: () => '/termsOfUse',
      tap: (page, screen) => headerLink(page, screen, 'Post Property'),
      next: (page) => heading(page, 'Sign In'),
    },
  ],
  '*': [
    {
      control: 'Back to Home on a missing page',
      path: () => '/no-such-page',
      tap: (page) => page.getByRole('link', { name: 'Back to Home' }).click(),
      next: (page) => heading(page, /Chhattisgarh/),
    },
  ],
  '/savedProperty/:userId': [
    {
      control: 'a saved listing',
      who: 'user',
      path: ({ user }) => `/savedProperty/${user.userId}`,
      tap: (page) =>
        cardOf(page, FLAT)
          .getByRole('link', { name: /View Details/ })
          .click(),
      next: detailsOfTheFlat,
    },
  ],
  '/ownerDashboard': [
    {
      control: 'Add Property',
      who: 'owner',
      path: () => '/ownerDashboard',
      tap: (page) =>
        page.getByRole('main').getByRole('link', { name: 'Add Property' }).first().click(),
      next: (page) => heading(page, 'Add Property'),
    },
  ],
  '/addProperty': [
    {
      control: 'a property type',
      who: 'owner',
      path: () => '/addProperty',
      tap: (page) => page.getByRole('radio', { name: /^Sell\b/ }).check(),
      next: (page) => visible(page.getByRole('heading', { name: 'Price' })),
    },
  ],
  '/propertyImgForm': [
    {
      control: 'Edit the photos',
      who: 'owner',
      path: ({ flat }) => `/propertyImgForm?propertyId=${flat._id}`,
      tap: (page) => page.getByRole('link', { name: 'Edit the photos' }).click(),
      next: (page) => heading(page, 'Edit Property Photos'),
    },
  ],
  '/editPropertyImgForm': [
    {
      control: "a photo's Remove",
      who: 'owner',
      path: ({ flat }) => `/editPropertyImgForm?propertyId=${flat._id}`,
      tap: (page) => page.getByRole('button', { name: 'Remove' }).first().click(),
      next: (page) => visible(page.getByRole('dialog', { name: 'Remove photo' })),
    },
  ],
  '/editProperty': [
    {
      control: 'Cancel',
      who: 'owner',
      path: ({ flat }) => `/editProperty?propertyId=${flat._id}`,
      tap: (page) => page.getByRole('link', { name: 'Cancel' }).click(),
      next: (page) => heading(page, 'Owner Dashboard'),
    },
  ],
  '/adminDashboard': [
    {
      control: 'the Users section',
      who: 'admin',
      path: () => '/adminDashboard',
      tap: (page) =>
        page
          .getByRole('navigation', { name: 'Admin sections' })
          .getByRole('link', { name: 'Users' })
          .click(),
      next: (page) => heading(page, 'Users'),
    },
  ],
  '/ownerProperty/:ownerId': [
    {
      control: 'View Property',
      who: 'admin',
      path: ({ owner }) => `/ownerProperty/${owner.userId}`,
      tap: (page) => cardOf(page, FLAT).getByRole('link', { name: /View/ }).first().click(),
      next: detailsOfTheFlat,
    },
  ],
};

function tokensOf(who: Who, { user, owner, admin }: World) {
  if (who === 'user') return { userToken: user.token };
  if (who === 'owner') return { userToken: owner.token };
  if (who === 'admin') return { adminToken: admin };
  return {};
}

test('every route of the app has its first taps here', () => {
  const router = readFileSync(
    path.resolve(import.meta.dirname, '../../apps/web/src/app/router.tsx'),
    'utf8',
  );
  const paths = [...router.matchAll(/path: '([^']+)'/g)].map((match) =>
    match[1] === '/' || match[1] === '*' ? match[1] : `/${match[1]}`,
  );
  expect(paths.length).toBeGreaterThan(20);
  expect([...paths].sort()).toEqual(Object.keys(FIRST_TAPS).sort());
});

for (const [route, taps] of Object.entries(FIRST_TAPS)) {
  describe(route, () => {
    for (const firstTap of taps) {
      for (const screen of Object.keys(SCREENS) as Screen[]) {
        test(`${firstTap.control} at ${SCREENS[screen].width} px`, async ({
          stack,
          openBrowser,
        }) => {
          const made = await world(stack);
          const { page } = await openBrowser({
            viewport: SCREENS[screen],
            untilLive: false,
            cpuSlowdown: CPU_SLOWDOWN,
            ...tokensOf(firstTap.who ?? 'visitor', made),
          });
          await page.goto(await firstTap.path(made));
          await firstTap.tap(page, screen, made);
          await firstTap.next(page, made);
        });
      }
    }
  });
}
