import type { Page } from 'playwright-core';
import { MSG, formatReviewTime, type Property } from '@basera/contract';
import { adminToken, createSignedInUser, type SignedInUser } from '../support/api';
import { DESKTOP, MOBILE } from '../support/browser';
import {
  createOwner,
  indianDatePlus,
  listingOf,
  propertyViaApi,
  reviewViaApi,
} from '../support/data';
import { describe, expect, test as base } from '../support/fixtures';
import {
  actionName,
  cardOf,
  factsIn,
  openMobileMenu,
  recordDialogs,
  statusOf,
} from '../support/pages';
import {
  atPath,
  descriptionOf,
  expectFieldError,
  expectNoFieldError,
  expectToast,
  hidden,
  visible,
} from '../support/ui';

/** docs/product.md §9: long US English with seconds, e.g. 'November 22, 2026 at 5:54:10 PM'. */
const REVIEW_TIME = /^\w+ \d{1,2}, \d{4} at \d{1,2}:\d{2}:\d{2} (AM|PM)$/;

type Shared = {
  owner: SignedInUser;
  admin: string;
  flat: Property;
  office: Property;
};

/** One owner with an approved rent flat and an approved office, for every test of the file. */
const test = base.extend('shared', { scope: 'file' }, async ({ stack }): Promise<Shared> => {
  const owner = await createOwner(stack, { firstName: 'Nikhil', lastName: 'Bansal' });
  const admin = await adminToken(stack);
  const flat = await propertyViaApi(
    stack,
    owner,
    admin,
    listingOf('rent', { propertyTitle: 'Marigold heights rent flat' }),
  );
  const office = await propertyViaApi(
    stack,
    owner,
    admin,
    listingOf('commercial', { propertyTitle: 'Banyan tree office floor' }),
  );
  return { owner, admin, flat, office };
});

function detailsPath(property: Property): string {
  return `/propertyDetails/user/${property._id}`;
}

/** The heart, once it knows whether the listing is saved. */
async function heartOf(page: Page) {
  const heart = page.getByRole('button', { name: /^Save(d)?$/ });
  await visible(heart);
  await expect.poll(() => heart.getAttribute('aria-disabled')).toBeNull();
  return heart;
}

describe('engagement', () => {
  test('the heart saves a listing to Saved Property and unsaves it from the details (390 px)', async ({
    stack,
    shared,
    openBrowser,
  }) => {
    const user = await createSignedInUser(stack, { firstName: 'Sneha', lastName: 'Joshi' });
    const { page } = await openBrowser({ viewport: MOBILE, userToken: user.token });
    const title = shared.flat.propertyTitle;

    await page.goto(detailsPath(shared.flat));
    const heart = await heartOf(page);
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    expect(await statusOf(page, '/user/saveProperty', () => heart.click())).toBe(200);
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    await visible(page.getByRole('button', { name: 'Saved', exact: true }));

    // Saved Property, from the header's menu.
    await openMobileMenu(page);
    await page.getByRole('banner').getByRole('link', { name: 'Saved Property' }).click();
    await atPath(page, `/savedProperty/${user.userId}`);
    await visible(page.getByRole('heading', { name: 'Saved Property', level: 1 }));
    const saved = page.getByRole('list', { name: 'Saved properties' });
    await visible(cardOf(saved, title));

    // Unsave from the details page: the list is empty afterwards.
    await cardOf(saved, title)
      .getByRole('link', { name: actionName('View Details', title) })
      .click();
    await atPath(page, detailsPath(shared.flat));
    const savedHeart = await heartOf(page);
    expect(await savedHeart.getAttribute('aria-pressed')).toBe('true');
    expect(await statusOf(page, '/user/unsaveProperty', () => savedHeart.click())).toBe(200);
    await expect.poll(() => savedHeart.getAttribute('aria-pressed')).toBe('false');

    await openMobileMenu(page);
    await page.getByRole('banner').getByRole('link', { name: 'Saved Property' }).click();
    await atPath(page, `/savedProperty/${user.userId}`);
    await visible(page.getByRole('heading', { name: 'No saved properties yet' }));
    await hidden(cardOf(page, title));

    // And after a reload, from the server.
    await page.reload();
    await visible(page.getByRole('heading', { name: 'No saved properties yet' }));
  });

  test('reviews: 10 characters at least, one per person (a second replaces it), the author and a long US time, Delete on own reviews only, text never HTML (1280 px)', async ({
    stack,
    shared,
    openBrowser,
  }) => {
    const author = await createSignedInUser(stack, { firstName: 'Ishaan', lastName: 'Verma' });
    const other = await createSignedInUser(stack, { firstName: 'Diya', lastName: 'Kapoor' });
    const othersText = 'Visited last week, the society is calm and the lift works well.';
    await reviewViaApi(stack, other, shared.flat._id, othersText);

    const { page } = await openBrowser({ viewport: DESKTOP, userToken: author.token });
    const dialogs = recordDialogs(page);
    await page.goto(detailsPath(shared.flat));
    const reviews = page.getByRole('region', { name: 'Reviews', exact: true });
    await visible(reviews.getByText(othersText, { exact: true }));

    const box = page
      .getByRole('region', { name: 'Add Review' })
      .getByLabel('Your review', { exact: true });
    await box.pressSequentially('Good flat');
    await expectFieldError(box, MSG.reviewMin);
    const text = 'Spacious rooms, good water supply and a friendly neighbourhood.';
    await box.fill(text);
    await expectNoFieldError(box, MSG.reviewMin);
    await page.getByRole('button', { name: 'Add Review' }).click();
    await expectToast(page, MSG.reviewAdded);

    const mine = reviews.getByRole('listitem').filter({ hasText: 'Ishaan Verma' });
    await visible(mine.getByText(text, { exact: true }));
    const time = mine.locator('time').first();
    const shown = ((await time.textContent()) ?? '').trim();
    expect(shown).toMatch(REVIEW_TIME);
    expect(shown).toBe(formatReviewTime((await time.getAttribute('datetime'))!, 'Asia/Kolkata'));
    await visible(mine.getByRole('button', { name: 'Delete' }));

    const theirs = reviews.getByRole('listitem').filter({ hasText: othersText });
    await visible(theirs.getByText('Diya Kapoor', { exact: false }));
    expect(await theirs.getByRole('button', { name: 'Delete' }).count()).toBe(0);

    // One review per person: the form now holds the author's review, and what they send
    // replaces it. Markup in it is shown as the characters typed, and nothing runs.
    const yours = page.getByRole('region', { name: 'Your Review', exact: true });
    const editBox = yours.getByLabel('Your review', { exact: true });
    await expect.poll(() => editBox.inputValue()).toBe(text);
    expect(await page.getByRole('region', { name: 'Add Review' }).count()).toBe(0);
    const markup = '<b>bold</b><img src=x onerror=alert(1)>';
    await editBox.fill(markup);
    await yours.getByRole('button', { name: 'Update Review' }).click();
    await expectToast(page, MSG.reviewUpdated);
    const literal = reviews.getByText(markup, { exact: true });
    await visible(literal);
    await hidden(reviews.getByText(text, { exact: true }));
    expect(await mine.count()).toBe(1);
    await visible(mine.getByText('edited', { exact: true }));
    expect(await reviews.locator('b, img[src="x"]').count()).toBe(0);

    // The other user sees the replaced review once, with a Delete button on their own only.
    const second = await openBrowser({ viewport: DESKTOP, userToken: other.token });
    const otherDialogs = recordDialogs(second.page);
    await second.page.goto(detailsPath(shared.flat));
    const theirView = second.page.getByRole('region', { name: 'Reviews', exact: true });
    await visible(theirView.getByText(markup, { exact: true }));
    expect(await theirView.getByText(text, { exact: true }).count()).toBe(0);
    expect(await theirView.locator('b, img[src="x"]').count()).toBe(0);
    const deletes = theirView.getByRole('button', { name: 'Delete' });
    expect(await deletes.count()).toBe(1);
    await visible(
      theirView
        .getByRole('listitem')
        .filter({ hasText: othersText })
        .getByRole('button', { name: 'Delete' }),
    );

    // The author deletes their review; the form offers to add one again.
    await mine.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, MSG.reviewDeleted);
    await hidden(literal);
    await visible(page.getByRole('region', { name: 'Add Review' }));
    expect(dialogs).toEqual([]);
    expect(otherDialogs).toEqual([]);
  });

  test('the lister cannot review their own listing and reports a review; the admin removes it from Reports (390 px)', async ({
    stack,
    shared,
    openBrowser,
  }) => {
    const reviewer = await createSignedInUser(stack, { firstName: 'Kabir', lastName: 'Malhotra' });
    const spam = 'Cheaper flats near here, call my agency on 9000000000 today.';
    await reviewViaApi(stack, reviewer, shared.flat._id, spam);

    const { page } = await openBrowser({ viewport: MOBILE, userToken: shared.owner.token });
    await page.goto(detailsPath(shared.flat));
    const reviews = page.getByRole('region', { name: 'Reviews', exact: true });
    const item = reviews.getByRole('listitem').filter({ hasText: spam });
    await visible(item);
    await visible(
      reviews.getByText('You listed this property, so you cannot review it.', { exact: false }),
    );
    expect(await page.getByRole('region', { name: 'Add Review' }).count()).toBe(0);
    expect(await item.getByRole('button', { name: 'Delete' }).count()).toBe(0);

    await item.getByRole('button', { name: 'Report' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report this review' });
    await visible(dialog);
    await visible(dialog.getByText(spam, { exact: true }));
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await visible(dialog.getByText(MSG.reviewReportReasonRequired, { exact: true }));
    await dialog.getByLabel('Spam or advertising', { exact: true }).check();
    await dialog.getByRole('textbox', { name: /^Details/ }).fill('Advertises another agency.');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expectToast(page, MSG.reviewReportSent);
    await hidden(dialog);

    // The admin's Reports tab lists it under Reported reviews and removes the review.
    const admin = await openBrowser({ viewport: MOBILE, adminToken: shared.admin });
    await admin.page.goto('/adminDashboard?tab=reports');
    const section = admin.page.getByRole('region', { name: 'Reported reviews' });
    const reported = section
      .getByRole('list', { name: 'Reviews reported by listers' })
      .getByRole('listitem')
      .filter({ hasText: spam });
    await reported.scrollIntoViewIfNeeded();
    await visible(reported);
    expect(await reported.innerText()).toContain('Spam or advertising');
    expect(await reported.innerText()).toContain('Advertises another agency.');
    await reported
      .getByRole('button', {
        name: actionName(
          'Remove review',
          `review by Kabir Malhotra on ${shared.flat.propertyTitle}`,
        ),
      })
      .click();
    const confirm = admin.page.getByRole('dialog', { name: 'Remove review' });
    await confirm.getByRole('button', { name: 'Remove review', exact: true }).click();
    await expectToast(admin.page, MSG.reviewReportResolved);
    await hidden(reported);

    await page.reload();
    await visible(page.getByRole('region', { name: 'Reviews', exact: true }));
    await hidden(page.getByText(spam, { exact: true }));
  });

  test('the admin deletes anyone’s review from the listing’s page, after confirming (1280 px)', async ({
    stack,
    shared,
    openBrowser,
  }) => {
    const reviewer = await createSignedInUser(stack, { firstName: 'Meera', lastName: 'Iyer' });
    const text = 'This review breaks the rules and the admin takes it down.';
    await reviewViaApi(stack, reviewer, shared.flat._id, text);

    const { page } = await openBrowser({ viewport: DESKTOP, adminToken: shared.admin });
    await page.goto(`/propertyDetails/admin/${shared.flat._id}`);
    const item = page
      .getByRole('region', { name: 'Reviews', exact: true })
      .getByRole('listitem')
      .filter({ hasText: text });
    await item.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Review' });
    await visible(confirm.getByText('Delete the review by Meera Iyer?', { exact: false }));
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectToast(page, MSG.reviewDeleted);
    await hidden(item);
    await hidden(confirm);
  });

  test('a meeting asked for on a commercial listing reaches the owner and the admin, who deletes it (1280 px)', async ({
    stack,
    shared,
    openBrowser,
  }) => {
    const visitor = await createSignedInUser(stack, { firstName: 'Rohan', lastName: 'Mehta' });
    const { page } = await openBrowser({ viewport: DESKTOP, userToken: visitor.token });
    await page.goto(detailsPath(shared.office));
    await visible(page.getByRole('heading', { name: shared.office.propertyTitle, level: 1 }));
    // Commercial listings offer a meeting instead of the lister's numbers.
    expect(await page.getByRole('button', { name: /^View (Owner|Agent) Details$/ }).count()).toBe(
      0,
    );

    await page.getByRole('button', { name: 'Schedule Meeting' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule Meeting' });
    await visible(dialog);
    expect(await dialog.getByLabel('Email', { exact: true }).inputValue()).toBe(visitor.email);
    await dialog.getByLabel('Name', { exact: true }).fill('Rohan Mehta');
    await dialog.getByLabel('Phone', { exact: true }).fill('9876501234');
    const date = dialog.getByLabel('Date', { exact: true });
    await date.fill('2020-01-15');
    await expectFieldError(date, MSG.datePast);
    const day = indianDatePlus(3);
    await date.fill(day);
    await expectNoFieldError(date, MSG.datePast);
    const time = dialog.getByLabel('Time', { exact: true });
    expect(await descriptionOf(time)).toContain('Between 8:00 AM and 8:00 PM, India time');
    await time.fill('21:00');
    const message = 'I need 1,500 sq ft for a small design studio from next month.';
    await dialog.getByLabel('Message', { exact: true }).fill(message);
    await dialog.getByRole('button', { name: 'Schedule Meeting' }).click();
    await expectFieldError(time, MSG.timeOutsideHours);
    await time.fill('11:30');
    await expectNoFieldError(time, MSG.timeOutsideHours);
    await dialog.getByRole('button', { name: 'Schedule Meeting' }).click();
    await expectToast(page, MSG.meetingScheduled);
    await hidden(dialog);

    // The lister is mailed the request at once, and the visitor gets a copy.
    const toLister = await stack.waitForMail(shared.owner.email, (mail) =>
      mail.subject.startsWith(`Visit request for "${shared.office.propertyTitle}"`),
    );
    expect(toLister.subject).toContain('11:30 am');
    expect(toLister.text).toContain('Rohan Mehta would like to visit');
    expect(toLister.text).toContain('Phone: 9876501234');
    expect(toLister.text).toContain(message);
    const copy = await stack.waitForMail(visitor.email);
    expect(copy.subject).toBe(`Your visit request for "${shared.office.propertyTitle}"`);
    expect(copy.text).toContain('They will call you on 9876501234 to confirm.');

    // Another visitor asking for the same date and time is told to choose another time.
    const late = await createSignedInUser(stack, { firstName: 'Tara', lastName: 'Singh' });
    const lateSession = await openBrowser({ viewport: DESKTOP, userToken: late.token });
    await lateSession.page.goto(detailsPath(shared.office));
    await lateSession.page.getByRole('button', { name: 'Schedule Meeting' }).click();
    const lateDialog = lateSession.page.getByRole('dialog', { name: 'Schedule Meeting' });
    await lateDialog.getByLabel('Name', { exact: true }).fill('Tara Singh');
    await lateDialog.getByLabel('Phone', { exact: true }).fill('9876505678');
    await lateDialog.getByLabel('Date', { exact: true }).fill(day);
    const lateTime = lateDialog.getByLabel('Time', { exact: true });
    await lateTime.fill('11:30');
    await lateDialog
      .getByLabel('Message', { exact: true })
      .fill('Could I see the office floor on the same morning?');
    await lateDialog.getByRole('button', { name: 'Schedule Meeting' }).click();
    await expectFieldError(lateTime, MSG.meetingSlotTaken);
    await visible(lateDialog);

    // The owner sees the request on the dashboard.
    const owner = await openBrowser({ viewport: DESKTOP, userToken: shared.owner.token });
    await owner.page.goto('/ownerDashboard');
    const requests = owner.page.getByRole('region', { name: 'Meeting requests' });
    const request = requests.getByRole('listitem').filter({ hasText: 'Rohan Mehta' });
    await visible(request);
    const requestText = await request.innerText();
    expect(requestText).toContain(shared.office.propertyTitle);
    expect(requestText).toContain(message);
    expect(requestText).toContain('9876501234');
    expect(await request.locator('time').getAttribute('datetime')).toMatch(
      new RegExp(`^${day}T11:30`),
    );

    // The admin sees it in Meeting and deletes it.
    const admin = await openBrowser({ viewport: DESKTOP, adminToken: shared.admin });
    await admin.page.goto('/adminDashboard');
    await admin.page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'Meeting', exact: true })
      .click();
    await visible(admin.page.getByRole('heading', { name: 'Meeting', level: 1 }));
    const row = admin.page.getByRole('row').filter({ hasText: 'Rohan Mehta' });
    await visible(row);
    const rowText = await row.innerText();
    expect(rowText).toContain(visitor.email);
    expect(rowText).toContain('9876501234');
    await row
      .getByRole('button', { name: actionName('Delete', 'meeting with Rohan Mehta') })
      .click();
    const confirm = admin.page.getByRole('dialog', { name: 'Delete Meeting' });
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectToast(admin.page, MSG.meetingDeleted);
    await hidden(row);
    await visible(admin.page.getByText('No meetings yet', { exact: true }));
  });

  test('a contact message reaches the admin with its phone number, and the admin deletes it (390 px)', async ({
    shared,
    openBrowser,
  }) => {
    const { page } = await openBrowser({ viewport: MOBILE });
    await page.goto('/contact');
    await visible(page.getByRole('heading', { name: 'Contact Us', level: 1 }));
    const fullName = page.getByLabel('Full Name', { exact: true });
    await fullName.pressSequentially('Ana');
    await expectFieldError(fullName, MSG.fullNameMin);
    await fullName.fill('Ananya Gupta');
    await expectNoFieldError(fullName, MSG.fullNameMin);
    await page.getByLabel('Email', { exact: true }).fill('ananya.gupta@basera.test');
    await page.getByLabel('Phone', { exact: true }).fill('9123456789');
    const text = 'Please call me about listing my two shops in Durg next week.';
    await page.getByLabel('Message', { exact: true }).fill(text);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expectToast(page, MSG.messageSent);
    await expect.poll(() => fullName.inputValue()).toBe('');

    // The admin's Messages: name, e-mail, the phone number in Phone, and the message.
    const admin = await openBrowser({ viewport: MOBILE, adminToken: shared.admin });
    await admin.page.goto('/adminDashboard');
    await admin.page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'Messages', exact: true })
      .click();
    await visible(admin.page.getByRole('heading', { name: 'Messages', level: 1 }));
    const item = admin.page
      .getByRole('list', { name: 'Messages' })
      .getByRole('listitem')
      .filter({ hasText: 'Ananya Gupta' });
    await visible(item);
    expect(await factsIn(item)).toEqual({
      Email: 'ananya.gupta@basera.test',
      Phone: '9123456789',
      Messages: text,
    });
    await item
      .getByRole('button', { name: actionName('Delete', 'message from Ananya Gupta') })
      .click();
    const confirm = admin.page.getByRole('dialog', { name: 'Delete Message' });
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectToast(admin.page, MSG.messageDeleted);
    await hidden(item);
    await visible(admin.page.getByText('No messages yet', { exact: true }));
  });
});
