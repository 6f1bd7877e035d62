import type { Page } from 'playwright-core';
import { COMPANY, MSG, PROPERTY_TYPES, type Property } from '@basera/contract';
import { adminToken, createSignedInUser, type SignedInUser } from '../support/api';
import { DESKTOP, MOBILE } from '../support/browser';
import {
  addPropertyViaApi,
  contactViaApi,
  createOwner,
  indianDatePlus,
  listingOf,
  meetingViaApi,
  propertyViaApi,
  reviewViaApi,
  testimonialViaApi,
} from '../support/data';
import { describe, expect, test as base } from '../support/fixtures';
import { actionName, cardOf, isFocused, openMobileMenu, tabTo } from '../support/pages';
import { photoFiles } from '../support/photos';
import { atPath, expectAccessible, expectFieldError, hidden, visible } from '../support/ui';

type Shared = {
  owner: SignedInUser;
  reader: SignedInUser;
  admin: string;
  flat: Property;
  office: Property;
  draft: Property;
};

/**
 * Data for every list and dialog to have something in it: an owner with a live flat, a live
 * office (with a meeting request), a draft without photos and one under review; a reader with a
 * review; a contact message and a testimonial.
 */
const test = base.extend('shared', { scope: 'file' }, async ({ stack }): Promise<Shared> => {
  const owner = await createOwner(stack, { firstName: 'Kiran', lastName: 'Shah' });
  const reader = await createSignedInUser(stack, { firstName: 'Nisha', lastName: 'Pillai' });
  const admin = await adminToken(stack);
  const flat = await propertyViaApi(
    stack,
    owner,
    admin,
    listingOf('rent', { propertyTitle: 'Champa nagar sunny flat' }),
  );
  const office = await propertyViaApi(
    stack,
    owner,
    admin,
    listingOf('commercial', { propertyTitle: 'Kadamb plaza office' }),
  );
  await propertyViaApi(stack, owner, admin, listingOf('plot', { propertyTitle: 'Bel road plot' }), {
    status: 'Submitted',
  });
  const draft = await addPropertyViaApi(
    stack,
    owner,
    listingOf('sell', { propertyTitle: 'Ashoka villa draft' }),
  );
  await reviewViaApi(stack, reader, flat._id, 'Clean stairs, quiet street and a helpful owner.');
  await meetingViaApi(stack, reader, office._id, {
    name: 'Nisha Pillai',
    email: reader.email,
    phone: '9822001100',
    date: indianDatePlus(2),
    time: '10:00',
    message: 'I would like to see the office on a weekday morning.',
  });
  await contactViaApi(stack, {
    fullName: 'Manoj Tiwari',
    email: 'manoj.tiwari@basera.test',
    phone: '9300112233',
    message: 'How long does the review of a new listing take?',
  });
  await testimonialViaApi(stack, admin, {
    name: 'Sunita Rao',
    review: 'We rented our flat to a lovely family within a week.',
    rating: 5,
  });
  return { owner, reader, admin, flat, office, draft };
});

async function scan(page: Page, path: string, ready: () => Promise<void>): Promise<void> {
  await page.goto(path);
  await ready();
  await expectAccessible(page, path);
}

// Each test runs axe on a dozen screens or more, at two widths: with two e2e files at once on two
// cores (scripts/test.sh) that takes minutes, not the default minute.
describe('accessibility', { timeout: 240_000 }, () => {
  test('home, search with and without results, sign-in and sign-up; Tab reaches the search box and the first View Details (1280 px and 390 px)', async ({
    shared,
    openBrowser,
  }) => {
    const { page } = await openBrowser({ viewport: DESKTOP });
    await page.goto('/');
    const firstCard = page.getByRole('list', { name: 'Properties' }).getByRole('article').first();
    await visible(firstCard);
    await visible(page.getByText('Sunita Rao', { exact: true }));
    await expectAccessible(page, 'home (1280 px)');

    // Keyboard: from the top of the page, Tab reaches the search box, then the first card.
    const searchBox = page.getByRole('searchbox', {
      name: 'Search property, locality or landmark',
    });
    expect(await tabTo(page, searchBox, 10)).toBeLessThanOrEqual(10);
    await tabTo(page, firstCard.getByRole('link', { name: /^View Details/ }));

    await searchBox.fill('champa');
    await searchBox.press('Enter');
    await atPath(page, '/search');
    await visible(cardOf(page, shared.flat.propertyTitle));
    await expectAccessible(page, '/search with results');

    await searchBox.fill('zzqv nothing here');
    await searchBox.press('Enter');
    await visible(page.getByRole('heading', { name: 'Property Not Found' }));
    await expectAccessible(page, '/search without results');

    await scan(page, '/signIn', () => visible(page.getByRole('heading', { name: 'Sign In' })));
    await scan(page, '/signup', () => visible(page.getByRole('heading', { name: 'Sign Up' })));

    // 390 px: the home page's own search form, and the menu.
    const phone = await openBrowser({ viewport: MOBILE });
    await phone.page.goto('/');
    await visible(
      phone.page.getByRole('list', { name: 'Properties' }).getByRole('article').first(),
    );
    await expectAccessible(phone.page, 'home (390 px)');
    const heroSearch = phone.page
      .getByRole('main')
      .getByRole('searchbox', { name: 'Search property, locality or landmark' });
    await tabTo(phone.page, heroSearch, 10);
    await openMobileMenu(phone.page);
    await expectAccessible(phone.page, 'home with the menu open (390 px)');
  });

  test('property details with each dialog open; Escape closes a dialog and focus returns to its trigger (1280 px and 390 px)', async ({
    shared,
    openBrowser,
  }) => {
    const { page } = await openBrowser({ viewport: DESKTOP, userToken: shared.reader.token });
    await page.goto(`/propertyDetails/user/${shared.flat._id}`);
    await visible(page.getByRole('heading', { name: shared.flat.propertyTitle, level: 1 }));
    await visible(page.getByText('Clean stairs, quiet street and a helpful owner.'));
    await expectAccessible(page, 'property details');

    // Keyboard: Enter on Share opens the dialog; Escape closes it and focus is back on Share.
    const share = page.getByRole('button', { name: 'Share', exact: true });
    await share.focus();
    await page.keyboard.press('Enter');
    const shareDialog = page.getByRole('dialog', { name: 'Share this property' });
    await visible(shareDialog);
    await expectAccessible(page, 'the share dialog');
    await page.keyboard.press('Escape');
    await hidden(shareDialog);
    await expect.poll(() => isFocused(share)).toBe(true);

    const contact = page.getByRole('button', { name: 'View Owner Details' });
    await contact.focus();
    await page.keyboard.press('Enter');
    const lister = page.getByRole('dialog', { name: 'Owner Details' });
    await visible(lister.getByRole('link', { name: /^Call/ }));
    await expectAccessible(page, 'the owner details dialog');
    await page.keyboard.press('Escape');
    await hidden(lister);
    await expect.poll(() => isFocused(contact)).toBe(true);

    // The review form showing its error. The reader has reviewed this flat: the form holds
    // their review to edit (one per person), which they clear first.
    const review = page.getByLabel('Your review', { exact: true });
    await expect.poll(() => review.inputValue()).not.toBe('');
    await review.fill('');
    await review.pressSequentially('Nice');
    await expectFieldError(review, MSG.reviewMin);
    await expectAccessible(page, 'property details with a review error');

    // A commercial listing's meeting dialog, with an error showing.
    await page.goto(`/propertyDetails/user/${shared.office._id}`);
    const schedule = page.getByRole('button', { name: 'Schedule Meeting' });
    await schedule.click();
    const meeting = page.getByRole('dialog', { name: 'Schedule Meeting' });
    const date = meeting.getByLabel('Date', { exact: true });
    await date.fill('2020-02-02');
    await expectFieldError(date, MSG.datePast);
    await expectAccessible(page, 'the schedule meeting dialog');
    await page.keyboard.press('Escape');
    await hidden(meeting);
    await expect.poll(() => isFocused(schedule)).toBe(true);

    // 390 px, from the search route.
    const phone = await openBrowser({ viewport: MOBILE, userToken: shared.reader.token });
    await phone.page.goto(`/search/PropertyDetails/user/${shared.flat._id}`);
    await visible(phone.page.getByRole('heading', { name: shared.flat.propertyTitle, level: 1 }));
    await expectAccessible(phone.page, 'property details (390 px)');
  });

  test('owner screens: the owner sign-in prompt, dashboard, add property for each type, photos and edit (1280 px and 390 px)', async ({
    shared,
    openBrowser,
  }) => {
    // Not an owner yet: the prompt.
    const newcomer = await openBrowser({ viewport: MOBILE, userToken: shared.reader.token });
    await newcomer.page.goto('/ownerDashboard');
    await visible(newcomer.page.getByRole('dialog', { name: 'Owner Sign In' }));
    await expectAccessible(newcomer.page, 'the Owner Sign In prompt (390 px)');

    const { page } = await openBrowser({ viewport: DESKTOP, userToken: shared.owner.token });
    await page.goto('/ownerDashboard');
    await visible(cardOf(page, shared.flat.propertyTitle));
    await visible(page.getByText('Nisha Pillai', { exact: true }));
    await expectAccessible(page, '/ownerDashboard');
    await cardOf(page, shared.draft.propertyTitle)
      .getByRole('button', { name: 'Delete', exact: true })
      .click();
    await visible(page.getByRole('dialog', { name: 'Delete Property' }));
    await expectAccessible(page, 'the Delete Property dialog');
    await page.keyboard.press('Escape');

    await page.goto('/addProperty');
    for (const type of PROPERTY_TYPES) {
      const choice = page.getByRole('radio', { name: new RegExp(`^${typeLabel(type)}\\b`) });
      await choice.check();
      await expect.poll(() => choice.isChecked()).toBe(true);
      await expectAccessible(page, `/addProperty (${type})`);
    }
    // The rent form with errors showing.
    await page.getByRole('radio', { name: /^Rent\b/ }).check();
    await page.getByRole('button', { name: 'Continue to photos' }).click();
    await expectFieldError(
      page.getByLabel('Property Title', { exact: true }),
      MSG.propertyTitleRequired,
    );
    await expectAccessible(page, '/addProperty with errors');

    const draftQuery = `?propertyId=${shared.draft._id}`;
    await page.goto(`/propertyImgForm${draftQuery}`);
    await page.locator('input[type="file"]').setInputFiles(await photoFiles(2));
    await page.getByRole('button', { name: 'Upload 2 photos' }).click();
    await visible(page.getByText(MSG.imagesMinNew, { exact: true }));
    await expectAccessible(page, '/propertyImgForm with photos chosen and an error');

    await scan(page, `/editPropertyImgForm?propertyId=${shared.flat._id}`, () =>
      visible(page.getByRole('heading', { name: 'Current photos (4)' })),
    );
    await scan(page, `/editProperty?propertyId=${shared.flat._id}`, async () => {
      await visible(page.getByRole('heading', { name: 'Edit Property', level: 1 }));
      await visible(page.getByLabel('Property Title', { exact: true }));
    });

    // 390 px dashboard.
    const phone = await openBrowser({ viewport: MOBILE, userToken: shared.owner.token });
    await phone.page.goto('/ownerDashboard');
    await visible(cardOf(phone.page, shared.flat.propertyTitle));
    await expectAccessible(phone.page, '/ownerDashboard (390 px)');
  });

  test('admin dashboard: every section, its dialogs and an owner’s listings (1280 px and 390 px)', async ({
    shared,
    openBrowser,
  }) => {
    const { page } = await openBrowser({ viewport: DESKTOP, adminToken: shared.admin });
    const sections: [string, string][] = [
      ['Dashboard', ''],
      ['Users', 'Nisha'],
      ['Owners', 'Kiran'],
      // The Property menu opens on the review queue: listings waiting for review.
      ['Property', 'Bel road plot'],
      ['Meeting', 'Nisha Pillai'],
      ['Messages', 'Manoj Tiwari'],
      ['Testimonials', 'Sunita Rao'],
    ];
    await page.goto('/adminDashboard');
    for (const [section, content] of sections) {
      await page
        .getByRole('navigation', { name: 'Admin sections' })
        .getByRole('link', { name: section, exact: true })
        .click();
      await visible(page.getByRole('heading', { name: section, level: 1 }));
      if (content) await visible(page.getByRole('cell', { name: content }).first());
      else await visible(page.getByRole('img', { name: /^Properties by type:/ }));
      await expectAccessible(page, `/adminDashboard: ${section}`);
    }

    await page.getByRole('button', { name: 'Add New Testimonial' }).click();
    const testimonial = page.getByRole('dialog', { name: 'Add New Testimonial' });
    await testimonial.getByLabel('Rating', { exact: true }).fill('0');
    await expectFieldError(testimonial.getByLabel('Rating', { exact: true }), MSG.ratingMin);
    await expectAccessible(page, 'the Add New Testimonial dialog');
    await page.keyboard.press('Escape');
    await hidden(testimonial);

    await page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'Property', exact: true })
      .click();
    await page.getByRole('button', { name: actionName('Edit', 'Bel road plot') }).click();
    await visible(page.getByRole('dialog', { name: 'Edit Property' }));
    await expectAccessible(page, 'the Edit Property dialog');
    await page.keyboard.press('Escape');
    await page
      .getByRole('button', { name: actionName('View Owner Details', 'Bel road plot') })
      .click();
    const profile = page.getByRole('dialog', { name: 'Owner Details' });
    await visible(profile.getByText(shared.owner.email, { exact: true }));
    await expectAccessible(page, 'the Owner Details dialog');
    await page.keyboard.press('Escape');

    await scan(page, `/ownerProperty/${shared.owner.userId}`, () =>
      visible(cardOf(page, shared.flat.propertyTitle)),
    );
    await scan(page, `/propertyDetails/admin/${shared.flat._id}`, () =>
      visible(page.getByRole('heading', { name: shared.flat.propertyTitle, level: 1 })),
    );

    // 390 px: lists become cards.
    const phone = await openBrowser({ viewport: MOBILE, adminToken: shared.admin });
    await scan(phone.page, '/adminDashboard', () =>
      visible(phone.page.getByRole('img', { name: /^Properties by type:/ })),
    );
    await scan(phone.page, '/adminDashboard?tab=meeting', () =>
      visible(phone.page.getByRole('list', { name: 'Meetings' })),
    );
  });

  test('static screens, the search route of details, /home, /message, the 404 screen and the error fallback (390 px)', async ({
    shared,
    openBrowser,
  }) => {
    const { page } = await openBrowser({ viewport: MOBILE, userToken: shared.reader.token });

    await scan(page, '/about', () =>
      visible(page.getByRole('heading', { level: 1, name: /home-grown marketplace/ })),
    );
    await scan(page, '/privacyPolicy', () =>
      visible(page.getByRole('heading', { name: 'Privacy Policy', level: 1 })),
    );
    // The footer's spelling of the same page.
    await page.goto('/PrivacyPolicy');
    await visible(page.getByRole('heading', { name: 'Privacy Policy', level: 1 }));
    await scan(page, '/termsOfUse', () =>
      visible(page.getByRole('heading', { name: 'Terms of Use', level: 1 })),
    );
    const terms = await page.getByRole('main').innerText();
    expect(terms).toContain('18 years of age or over');
    expect(terms).toContain('payment is 100% in advance');

    await scan(page, '/contact', () =>
      visible(page.getByRole('heading', { name: 'Contact Us', level: 1 })),
    );
    const contact = await page.getByRole('main').innerText();
    expect(contact).toContain(COMPANY.phone);
    expect(contact).toContain(COMPANY.email);

    await page.goto('/home');
    await visible(cardOf(page, shared.flat.propertyTitle));

    await scan(page, `/search/PropertyDetails/user/${shared.flat._id}`, () =>
      visible(page.getByRole('heading', { name: shared.flat.propertyTitle, level: 1 })),
    );

    await scan(page, '/message', () => visible(page.getByRole('heading', { name: 'Thank you' })));

    await scan(page, '/no-such-page/anywhere', () =>
      visible(page.getByRole('heading', { name: 'Page not found', level: 1 })),
    );
    await visible(page.getByText('Error 404', { exact: true }));
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await atPath(page, '/');

    // A screen whose code cannot be loaded (say, a release replaced it meanwhile): the fallback.
    const aboutChunk = (url: URL) => /^\/assets\/about-[\w-]+\.js$/.test(url.pathname);
    await page.route(aboutChunk, (route) => route.fulfill({ status: 404, body: 'Not found' }));
    await page.goto('/about');
    await visible(page.getByRole('heading', { name: 'Unexpected Application Error!', level: 1 }));
    await visible(page.getByRole('button', { name: 'Reload page' }));
    await expectAccessible(page, 'the fallback error screen');
    await page.unroute(aboutChunk);
    await page.getByRole('button', { name: 'Reload page' }).click();
    await visible(page.getByRole('heading', { level: 1, name: /home-grown marketplace/ }));
  });
});

function typeLabel(type: (typeof PROPERTY_TYPES)[number]): string {
  return {
    sell: 'Sell',
    rent: 'Rent',
    pgHostel: 'PG / Hostel',
    plot: 'Plot',
    commercial: 'Commercial',
  }[type];
}
