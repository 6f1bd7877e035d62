import type { Page } from 'playwright-core';
import {
  API_MSG,
  MSG,
  PROPERTY_TYPES,
  PROPERTY_TYPE_CHART_LABELS,
  type Counts,
  type PropertyType,
} from '@basera/contract';
import { adminToken, createSignedInUser } from '../support/api';
import { DESKTOP, MOBILE } from '../support/browser';
import { countsViaApi, createOwner, listingOf, propertyViaApi } from '../support/data';
import { describe, expect, test } from '../support/fixtures';
import { actionName, cardOf, expectCountCards } from '../support/pages';
import { expectNoSidewaysScroll } from '../support/search';
import {
  atPath,
  expectFieldError,
  expectNoFieldError,
  expectToast,
  hidden,
  visible,
} from '../support/ui';

const COUNT_FIELD: Record<PropertyType, keyof Counts> = {
  sell: 'sellPropertyCount',
  rent: 'rentPropertyCount',
  pgHostel: 'pgAndHostelCount',
  plot: 'plotCount',
  commercial: 'commercialCount',
};

async function openSection(page: Page, label: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: label, exact: true })
    .click();
  await visible(page.getByRole('heading', { name: label, level: 1 }));
}

function testimonialsOnHome(page: Page) {
  return page.getByRole('region', { name: 'What people say about Basera' });
}

describe('admin', () => {
  test('testimonials: the admin adds, edits and deletes one and the home page follows (1280 px)', async ({
    stack,
    openBrowser,
  }) => {
    const { page } = await openBrowser({ viewport: DESKTOP, adminToken: await adminToken(stack) });
    const visitor = await openBrowser({ viewport: DESKTOP });
    const name = 'Pooja Nair';
    const first = 'Found a PG near my college in two days. The owner was very helpful.';
    const second = 'Found a PG near my college in two days, and moved in the same week.';

    // With no testimonials the home page has no testimonials section.
    await visitor.page.goto('/');
    await visible(visitor.page.getByRole('heading', { name: 'Fresh listings for you' }));
    await hidden(testimonialsOnHome(visitor.page));

    await page.goto('/adminDashboard');
    await openSection(page, 'Testimonials');
    await page.getByRole('button', { name: 'Add New Testimonial' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Testimonial' });
    await dialog.getByLabel('Name', { exact: true }).fill(name);
    const rating = dialog.getByLabel('Rating', { exact: true });
    await rating.fill('6');
    await expectFieldError(rating, MSG.ratingMax);
    await rating.fill('4');
    await expectNoFieldError(rating, MSG.ratingMax);
    await dialog.getByLabel('Review', { exact: true }).fill(first);
    await dialog.getByRole('button', { name: 'Add Testimonial' }).click();
    await expectToast(page, MSG.testimonialAdded);
    await hidden(dialog);
    const row = page.getByRole('row').filter({ hasText: name });
    await visible(row);
    await visible(row.getByRole('img', { name: '4 out of 5' }));

    await visitor.page.reload();
    const onHome = testimonialsOnHome(visitor.page);
    await visible(onHome.getByText(first, { exact: true }));
    await visible(onHome.getByText(name, { exact: true }));
    await visible(onHome.getByRole('img', { name: 'Rated 4 out of 5' }));

    // Edit the review.
    await row.getByRole('button', { name: actionName('Edit', `testimonial by ${name}`) }).click();
    const editing = page.getByRole('dialog', { name: 'Edit Testimonial' });
    const review = editing.getByLabel('Review', { exact: true });
    expect(await review.inputValue()).toBe(first);
    await review.fill(second);
    await editing.getByRole('button', { name: 'Update' }).click();
    await expectToast(page, MSG.testimonialUpdated);
    await hidden(editing);
    await expect.poll(() => row.innerText()).toContain(second);

    await visitor.page.reload();
    await visible(onHome.getByText(second, { exact: true }));
    await hidden(onHome.getByText(first, { exact: true }));

    // Delete it: gone from the home page.
    await row.getByRole('button', { name: actionName('Delete', `testimonial by ${name}`) }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Testimonial' });
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectToast(page, MSG.testimonialDeleted);
    await hidden(row);

    await visitor.page.reload();
    await visible(visitor.page.getByRole('heading', { name: 'Fresh listings for you' }));
    await hidden(visitor.page.getByText(second, { exact: true }));
    await hidden(testimonialsOnHome(visitor.page));
  });

  test('the dashboard counts and the chart of properties by type match GET /admin/getCount (390 px)', async ({
    stack,
    openBrowser,
  }) => {
    const admin = await adminToken(stack);
    const before = await countsViaApi(stack, admin);
    const owner = await createOwner(stack, { firstName: 'Farhan', lastName: 'Qureshi' });
    await createSignedInUser(stack, { firstName: 'Lata', lastName: 'Menon' });
    // Listings of several types, in different states: the counts include every status.
    const made: [PropertyType, Parameters<typeof propertyViaApi>[4]][] = [
      ['sell', { status: 'Approve' }],
      ['sell', { status: 'Submitted' }],
      ['pgHostel', { status: 'Approve' }],
      ['plot', { status: 'Pending', photos: 0 }],
      ['commercial', { status: 'Reject' }],
    ];
    for (const [type, state] of made) {
      await propertyViaApi(
        stack,
        owner,
        admin,
        listingOf(type, { propertyTitle: `Counted ${type} listing` }),
        state,
      );
    }
    const counts = await countsViaApi(stack, admin);
    expect(counts.userCount).toBe(before.userCount + 2);
    expect(counts.ownerCount).toBe(before.ownerCount + 1);
    expect(counts.propertyCount).toBe(before.propertyCount + made.length);
    for (const type of PROPERTY_TYPES) {
      const added = made.filter(([made]) => made === type).length;
      expect(counts[COUNT_FIELD[type]]).toBe(before[COUNT_FIELD[type]] + added);
    }

    const { page } = await openBrowser({ viewport: MOBILE, adminToken: admin });
    await page.goto('/adminDashboard');
    await visible(page.getByRole('heading', { name: 'Dashboard', level: 1 }));
    await expectCountCards(page, counts);

    // The chart is one image whose name carries every bar's value.
    const chart = page
      .getByRole('region', { name: 'Properties by type' })
      .getByRole('img', { name: /^Properties by type:/ });
    await visible(chart);
    const bars = PROPERTY_TYPES.map(
      (type) => `${PROPERTY_TYPE_CHART_LABELS[type]} ${counts[COUNT_FIELD[type]]}`,
    );
    expect(await chart.getAttribute('aria-label')).toBe(`Properties by type: ${bars.join(', ')}`);
  });

  test("an owner's approved listings only on /ownerProperty; deleting an owner takes theirs off the home page (1280 px)", async ({
    stack,
    openBrowser,
  }) => {
    const admin = await adminToken(stack);
    const kept = await createOwner(stack, { firstName: 'Gauri', lastName: 'Deshmukh' });
    const removed = await createOwner(stack, { firstName: 'Tarun', lastName: 'Khanna' });
    const keptApproved = ['Peepal view family flat', 'Neem chowk shop front'];
    await propertyViaApi(stack, kept, admin, listingOf('rent', { propertyTitle: keptApproved[0] }));
    await propertyViaApi(
      stack,
      kept,
      admin,
      listingOf('commercial', { propertyTitle: keptApproved[1] }),
    );
    const keptHidden = ['Tamarind lane plot under review', 'Mango grove draft house'];
    await propertyViaApi(stack, kept, admin, listingOf('plot', { propertyTitle: keptHidden[0] }), {
      status: 'Submitted',
    });
    await propertyViaApi(stack, kept, admin, listingOf('sell', { propertyTitle: keptHidden[1] }), {
      status: 'Pending',
      photos: 0,
    });
    const removedTitle = 'Gulmohar PG for students';
    await propertyViaApi(
      stack,
      removed,
      admin,
      listingOf('pgHostel', { propertyTitle: removedTitle }),
    );

    const visitor = await openBrowser({ viewport: DESKTOP });
    await visitor.page.goto('/');
    await visible(cardOf(visitor.page, removedTitle));
    await visible(cardOf(visitor.page, keptApproved[0]!));

    // Property opens on the review queue: what waits for review. The status filter shows the
    // rest of what was sent for review; drafts (Pending) are never there.
    const { page } = await openBrowser({ viewport: DESKTOP, adminToken: admin });
    await page.goto('/adminDashboard');
    await openSection(page, 'Property');
    const reviewed = page.getByRole('table', { name: 'Properties sent for review' });
    await visible(reviewed.getByRole('row').filter({ hasText: keptHidden[0]! }));
    expect(await reviewed.getByRole('row').filter({ hasText: keptApproved[0]! }).count()).toBe(0);
    await page.getByRole('group', { name: 'Status' }).getByText('All', { exact: true }).click();
    await visible(reviewed.getByRole('row').filter({ hasText: keptApproved[0]! }));
    await visible(reviewed.getByRole('row').filter({ hasText: keptHidden[0]! }));
    expect(await reviewed.getByRole('row').filter({ hasText: keptHidden[1]! }).count()).toBe(0);

    // Owners → View Property: that owner's approved listings, nothing else.
    await openSection(page, 'Owners');
    const keptRow = page.getByRole('row').filter({ hasText: kept.email });
    await visible(keptRow);
    expect(await keptRow.innerText()).toContain(kept.phone);
    await keptRow
      .getByRole('link', { name: actionName('View Property', 'Gauri Deshmukh') })
      .click();
    await atPath(page, `/ownerProperty/${kept.userId}`);
    await visible(page.getByRole('heading', { name: 'Properties of Gauri Deshmukh', level: 1 }));
    const listings = page.getByRole('region', { name: 'Approved properties' });
    await visible(cardOf(listings, keptApproved[0]!));
    const titles = await listings
      .getByRole('article')
      .evaluateAll((articles) =>
        articles.map((article) => article.querySelector('h3')?.textContent ?? ''),
      );
    expect(titles.toSorted()).toEqual(keptApproved.toSorted());

    // Delete the other owner: their listing leaves the home page.
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await visible(page.getByRole('heading', { name: 'Owners', level: 1 }));
    const removedRow = page.getByRole('row').filter({ hasText: removed.email });
    await removedRow.getByRole('button', { name: actionName('Delete', 'Tarun Khanna') }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Owner' });
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectToast(page, MSG.ownerDeleted);
    await hidden(removedRow);
    await visible(keptRow);

    await visitor.page.reload();
    await visible(cardOf(visitor.page, keptApproved[0]!));
    await hidden(cardOf(visitor.page, removedTitle));
  });

  test('the admin blocks a user, who cannot sign in, and unblocks them (1280 px)', async ({
    stack,
    openBrowser,
  }) => {
    const admin = await adminToken(stack);
    const user = await createSignedInUser(stack, { firstName: 'Nikhil', lastName: 'Tiwari' });

    // The user is signed in on their phone, on their saved listings.
    const reader = await openBrowser({ viewport: MOBILE, userToken: user.token });
    await reader.page.goto(`/savedProperty/${user.userId}`);
    await atPath(reader.page, `/savedProperty/${user.userId}`);

    const { page } = await openBrowser({ viewport: DESKTOP, adminToken: admin });
    await page.goto('/adminDashboard');
    await openSection(page, 'Users');
    const row = page.getByRole('row').filter({ hasText: user.email });
    await visible(row.getByRole('cell', { name: 'Active', exact: true }));
    await row.getByRole('button', { name: actionName('Block', 'Nikhil Tiwari') }).click();
    const confirmBlock = page.getByRole('dialog', { name: 'Block Account' });
    await visible(confirmBlock.getByText(/Block Nikhil Tiwari\?/));
    // Cancel leaves everything as it was.
    await confirmBlock.getByRole('button', { name: 'Cancel' }).click();
    await hidden(confirmBlock);
    await visible(row.getByRole('cell', { name: 'Active', exact: true }));
    await row.getByRole('button', { name: actionName('Block', 'Nikhil Tiwari') }).click();
    await confirmBlock.getByRole('button', { name: 'Block', exact: true }).click();
    await expectToast(page, MSG.userBlocked);
    await hidden(confirmBlock);
    await visible(row.getByText('Blocked', { exact: true }));
    await visible(row.getByRole('button', { name: actionName('Unblock', 'Nikhil Tiwari') }));

    // The user's session has ended: the next load asks them to sign in, which says why not.
    await reader.page.reload();
    await atPath(reader.page, '/signIn');
    await reader.page.getByLabel('Email').fill(user.email);
    await reader.page.getByLabel('Password', { exact: true }).fill(user.password);
    await reader.page.getByRole('button', { name: 'Submit' }).click();
    await expectToast(reader.page, API_MSG.accountBlocked);
    await atPath(reader.page, '/signIn');

    // Unblocked, they sign in again.
    await row.getByRole('button', { name: actionName('Unblock', 'Nikhil Tiwari') }).click();
    const confirmUnblock = page.getByRole('dialog', { name: 'Unblock Account' });
    await confirmUnblock.getByRole('button', { name: 'Unblock', exact: true }).click();
    await expectToast(page, MSG.userUnblocked);
    await visible(row.getByRole('cell', { name: 'Active', exact: true }));
    await reader.page.getByRole('button', { name: 'Submit' }).click();
    await expectToast(reader.page, API_MSG.loginSuccess);
  });

  test('the admin blocks an owner from the Owners list; the card says so (390 px)', async ({
    stack,
    openBrowser,
  }) => {
    const admin = await adminToken(stack);
    const owner = await createOwner(stack, { firstName: 'Rekha', lastName: 'Sahu' });
    const phone = await openBrowser({ viewport: MOBILE, adminToken: admin });
    await phone.page.goto('/adminDashboard?tab=owners');
    await visible(phone.page.getByRole('heading', { name: 'Owners', level: 1 }));
    const card = phone.page.getByRole('listitem').filter({ hasText: owner.email });
    await card.getByRole('button', { name: actionName('Block', 'Rekha Sahu') }).click();
    await phone.page
      .getByRole('dialog', { name: 'Block Account' })
      .getByRole('button', { name: 'Block', exact: true })
      .click();
    await expectToast(phone.page, MSG.userBlocked);
    // Beside the name (the table's copy in the Access column is hidden on phones).
    await visible(card.getByText('Blocked', { exact: true }).first());
    await expectNoSidewaysScroll(phone.page, 'the Owners list with a blocked owner at 390 px');
    const signIn = await fetch(`${stack.baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userMail: owner.email, userPassword: owner.password }),
    });
    expect(signIn.status).toBe(403);
  });

  test("the admin's screens fit 320, 360 and 375 px phones: dashboard, review queue, reports", async ({
    stack,
    openBrowser,
  }) => {
    const token = await adminToken(stack);
    for (const width of [320, 360, 375]) {
      const { page } = await openBrowser({ viewport: { width, height: 640 }, adminToken: token });
      for (const [tab, heading] of [
        ['dashboard', 'Dashboard'],
        ['property', 'Property'],
        ['reports', 'Reports'],
      ] as const) {
        await page.goto(`/adminDashboard?tab=${tab}`);
        await visible(page.getByRole('heading', { name: heading, level: 1 }));
        // Measured once the section's lists and counts have arrived.
        await page.waitForLoadState('networkidle');
        await expectNoSidewaysScroll(page, `/adminDashboard?tab=${tab} at ${width} px`);
      }
    }
  });

  test('a user token does not open the admin dashboard (390 px)', async ({
    stack,
    openBrowser,
  }) => {
    const user = await createSignedInUser(stack, { firstName: 'Varun', lastName: 'Saxena' });
    const { page } = await openBrowser({ viewport: MOBILE, userToken: user.token });
    await page.goto('/adminDashboard');
    await atPath(page, '/adminSignIn');
    await visible(page.getByRole('heading', { name: 'Admin Sign In' }));
    await page.goto('/adminDashboard?tab=owners');
    await atPath(page, '/adminSignIn');
    await page.goto(`/ownerProperty/${user.userId}`);
    await atPath(page, '/adminSignIn');
  });
});
