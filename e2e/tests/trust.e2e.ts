import type { Page } from 'playwright-core';
import {
  MSG,
  SAFETY_NOTE,
  TRUST_RULES,
  updatedLabel,
  type Property,
  type ReportReason,
} from '@basera/contract';
import { adminToken, createSignedInUser, type SignedInUser } from '../support/api';
import { DESKTOP, MOBILE } from '../support/browser';
import { createOwner, listingOf, propertyViaApi } from '../support/data';
import { apiOk } from '../support/http';
import { describe, expect, test as base } from '../support/fixtures';
import { cardOf, isFocused } from '../support/pages';
import { expectNoSidewaysScroll, expectTitles, resultsOf } from '../support/search';
import { expectAccessible, expectToast, hidden, visible } from '../support/ui';

/*
 * Trust (issue 10) as owners and readers meet it: a rejection's reason, reports from readers,
 * the freshness of approved listings, and the note about money before a visit.
 */

type Shared = { owner: SignedInUser; admin: string };

const test = base.extend('shared', { scope: 'file' }, async ({ stack }): Promise<Shared> => {
  const owner = await createOwner(stack, { firstName: 'Meera', lastName: 'Pillai' });
  return { owner, admin: await adminToken(stack) };
});

/** Waits for the server's daily jobs and search to settle. */
const SETTLED = { timeout: 15_000, interval: 250 };

function detailsPath(property: Property): string {
  return `/propertyDetails/user/${property._id}`;
}

async function ownerRead(stack: Parameters<typeof apiOk>[0], owner: SignedInUser, id: string) {
  const query = new URLSearchParams({ userId: owner.userId, propertyId: id });
  return apiOk<Property>(stack, 'GET', `/owner/getPropertyDetails?${query}`, {
    token: owner.token,
  });
}

/** The titles public search answers for `words` (what any visitor's search list shows). */
async function searchTitles(stack: Parameters<typeof apiOk>[0], words: string) {
  const query = new URLSearchParams({ search: words, limit: '24', offset: '0' });
  const found = await apiOk<Property[]>(stack, 'GET', `/user/search?${query}`);
  return found.map((property) => property.propertyTitle);
}

/** The visitor's /search for `words` lists exactly `titles` ('Property Not Found' for none). */
async function expectSearchShows(page: Page, words: string, titles: string[]) {
  await page.goto(`/search?${new URLSearchParams({ search: words })}`);
  if (titles.length === 0) {
    await visible(page.getByRole('heading', { name: 'Property Not Found' }));
  } else {
    await expectTitles(resultsOf(page), titles);
  }
}

/** '3 Nov' in India, as the owner's card dates a decision. */
function dayAndMonth(iso: string): string {
  return new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(iso));
}

/** Opens 'Report this listing' on a details page, picks a reason, writes details and sends. */
async function reportThroughDialog(page: Page, reason: ReportReason, details: string) {
  await page.getByRole('button', { name: 'Report this listing' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this listing' });
  await visible(dialog);
  await dialog.getByRole('radio', { name: reason }).check();
  await dialog.getByLabel(/^Details/).fill(details);
  await dialog.getByRole('button', { name: 'Send report' }).click();
  return dialog;
}

describe('trust', () => {
  test(
    'a rejection reaches the owner with its reason: on the dashboard card, on the listing and by mail (390 px)',
    { timeout: 120_000 },
    async ({ stack, shared, openBrowser }) => {
      const { owner, admin } = shared;
      const title = 'Parijat enclave corner flat';
      const property = await propertyViaApi(
        stack,
        owner,
        admin,
        listingOf('rent', { propertyTitle: title }),
        { status: 'Submitted' },
      );
      const reason =
        'The photos do not show the property clearly. Please add clear photos of the rooms.';
      await apiOk(stack, 'PUT', '/admin/updateCampaignRequest', {
        token: admin,
        body: { userId: owner.userId, propertyId: property._id, campaignRequest: 'Reject', reason },
      });
      const mail = await stack.waitForMail(owner.email, (m) => m.text.includes(reason));
      expect(mail.text).toContain(title);

      const decided = await ownerRead(stack, owner, property._id);
      expect(decided.campaignReason).toBe(reason);
      const headline = `Rejected on ${dayAndMonth(decided.campaignDecidedAt!)}`;

      const { page } = await openBrowser({ viewport: MOBILE, userToken: owner.token });
      await page.goto('/ownerDashboard');
      const card = cardOf(page, title);
      await visible(card);
      await visible(card.getByText('Rejected', { exact: true }));
      const text = await card.innerText();
      expect(text).toContain(`${headline}: ${reason}`);
      expect(text).toContain('Edit the listing and submit it again.');
      await visible(card.getByRole('button', { name: 'Submit Property' }));
      await expectNoSidewaysScroll(page, 'the owner dashboard');
      await expectAccessible(page, 'the owner dashboard with a rejected listing');

      // The owner's own view of the listing says the same, with the way to fix it.
      await card.getByRole('link', { name: 'Preview' }).click();
      const own = page.getByRole('region', { name: 'Your listing' });
      await visible(own);
      expect(await own.innerText()).toContain(`${headline}: ${reason}`);
      await visible(own.getByRole('link', { name: 'Edit listing' }));
      // Readers report listings; the owner is not offered it on their own.
      expect(await page.getByRole('button', { name: 'Report this listing' }).count()).toBe(0);
    },
  );

  test(
    "three readers' reports take a listing out of search and home; a second report by one reader is refused (1280 px)",
    { timeout: 180_000 },
    async ({ stack, shared, openBrowser }) => {
      const { owner, admin } = shared;
      const control = 'Champa lane family flat';
      const title = 'Kadamba vihar rooftop room';
      await propertyViaApi(stack, owner, admin, listingOf('rent', { propertyTitle: control }));
      const property = await propertyViaApi(
        stack,
        owner,
        admin,
        listingOf('rent', { propertyTitle: title }),
      );

      // A visitor finds it before anyone reports it.
      const visitor = await openBrowser({ viewport: DESKTOP });
      await expectSearchShows(visitor.page, 'Kadamba', [title]);

      const readers = [
        await createSignedInUser(stack, { firstName: 'Anil', lastName: 'Kumar' }),
        await createSignedInUser(stack, { firstName: 'Bhavna', lastName: 'Rao' }),
        await createSignedInUser(stack, { firstName: 'Chirag', lastName: 'Shah' }),
      ];
      const reasons: ReportReason[] = [
        'Asked for money before a visit',
        'Fake or misleading',
        'Wrong price or details',
      ];
      for (const [index, reader] of readers.entries()) {
        const viewport = index === 1 ? MOBILE : DESKTOP;
        const { page } = await openBrowser({ viewport, userToken: reader.token });
        await page.goto(detailsPath(property));
        await visible(page.getByRole('heading', { name: title, level: 1 }));
        const dialog = await reportThroughDialog(
          page,
          reasons[index]!,
          'The lister asked for a token amount on UPI before showing the room.',
        );
        await expectToast(page, MSG.reportSent);
        await hidden(dialog);

        if (index === 0) {
          // The same reader again: the server's answer shows in the dialog, which stays open.
          const again = await reportThroughDialog(page, 'Other', '');
          await visible(again.getByRole('alert').filter({ hasText: MSG.reportedAlready }));
          await visible(again);
          await expectAccessible(page, "the report dialog with the server's refusal");
          await again.getByRole('button', { name: 'Cancel' }).click();
          await hidden(again);
          // One report is not enough to hide it.
          expect(await searchTitles(stack, 'Kadamba')).toEqual([title]);
        }
      }

      // Three different readers: the listing has left public lists.
      await expect.poll(() => searchTitles(stack, 'Kadamba'), SETTLED).toEqual([]);
      await expectSearchShows(visitor.page, 'Kadamba', []);
      await visitor.page.goto('/');
      await visible(cardOf(visitor.page, control));
      await hidden(cardOf(visitor.page, title));

      // Read by its link, it says it is not in search.
      const last = await openBrowser({ viewport: DESKTOP, userToken: readers[2]!.token });
      await last.page.goto(detailsPath(property));
      await visible(
        last.page.getByText('This listing is not in search right now', { exact: true }),
      );

      // The owner's card says why it is hidden.
      const ownerView = await openBrowser({ viewport: DESKTOP, userToken: owner.token });
      await ownerView.page.goto('/ownerDashboard');
      const card = cardOf(ownerView.page, title);
      await visible(card.getByText('Out of search', { exact: true }));
      expect(await card.innerText()).toContain('Hidden while we check reports from readers');
    },
  );

  test(
    'an owner marks a listing rented or sold and relists it from the dashboard (390 px)',
    { timeout: 120_000 },
    async ({ stack, shared, openBrowser }) => {
      const { owner, admin } = shared;
      const title = 'Sheesham nagar rented flat';
      const property = await propertyViaApi(
        stack,
        owner,
        admin,
        listingOf('rent', { propertyTitle: title }),
      );
      expect(await searchTitles(stack, 'Sheesham')).toEqual([title]);

      const { page } = await openBrowser({ viewport: MOBILE, userToken: owner.token });
      await page.goto('/ownerDashboard');
      const card = cardOf(page, title);
      await visible(card.getByText('Live', { exact: true }));
      await visible(card.getByText('Updated today', { exact: true }));
      await card.getByRole('button', { name: 'Mark rented/sold' }).click();
      const confirm = page.getByRole('dialog', { name: 'Mark rented or sold?' });
      await visible(confirm);
      await confirm.getByRole('button', { name: 'Mark rented/sold' }).click();
      await expectToast(page, MSG.markedUnavailable);
      await hidden(confirm);
      await visible(card.getByText('Out of search', { exact: true }));
      expect(await card.innerText()).toContain('Marked rented or sold');
      const relist = card.getByRole('button', { name: 'Relist' });
      await visible(relist);
      expect(await card.getByRole('button', { name: 'Still available' }).count()).toBe(0);
      await expectNoSidewaysScroll(page, 'the owner dashboard with a listing out of search');
      await expectAccessible(page, 'the owner dashboard with a listing out of search');

      // Out of public lists at once; its page says it is no longer available.
      expect(await searchTitles(stack, 'Sheesham')).toEqual([]);
      const reader = await createSignedInUser(stack, { firstName: 'Farhan', lastName: 'Ali' });
      const readerView = await openBrowser({ viewport: MOBILE, userToken: reader.token });
      await readerView.page.goto(detailsPath(property));
      await visible(
        readerView.page.getByText('This listing is no longer available', { exact: true }),
      );
      // A reader who saved it sees on the saved card that it is gone, rather than losing it.
      await apiOk(stack, 'POST', '/user/saveProperty', {
        token: reader.token,
        body: { userId: reader.userId, propertyId: property._id },
      });
      await readerView.page.goto(`/savedProperty/${reader.userId}`);
      await visible(
        cardOf(readerView.page, title).getByText('No longer available', { exact: true }),
      );

      await relist.click();
      await expectToast(page, MSG.confirmedAvailable);
      await visible(card.getByRole('button', { name: 'Still available' }));
      await visible(card.getByText('Live', { exact: true }));
      expect(await searchTitles(stack, 'Sheesham')).toEqual([title]);
      await expectSearchShows(readerView.page, 'Sheesham', [title]);
    },
  );

  test("'Updated 3 days ago' on a listing's card and on its details page (1280 px)", async ({
    stack,
    shared,
    openBrowser,
  }) => {
    const { owner, admin } = shared;
    const title = 'Kachnar heights sunny flat';
    // Approved three days ago by the server's clock: approval counts as a confirmation.
    await stack.setClockAhead(-3);
    let property: Property;
    try {
      property = await propertyViaApi(
        stack,
        owner,
        admin,
        listingOf('rent', { propertyTitle: title }),
      );
    } finally {
      await stack.setClockAhead(0);
    }
    expect(updatedLabel(property.lastConfirmedAt!)).toBe('Updated 3 days ago');

    const reader = await createSignedInUser(stack, { firstName: 'Gauri', lastName: 'Desai' });
    const { page } = await openBrowser({ viewport: DESKTOP, userToken: reader.token });
    await expectSearchShows(page, 'Kachnar', [title]);
    const card = cardOf(resultsOf(page), title);
    await visible(card.getByText('Updated 3 days ago', { exact: true }));

    await page.goto(detailsPath(property));
    await visible(page.getByRole('heading', { name: title, level: 1 }));
    await visible(page.getByText('Updated 3 days ago', { exact: true }));
  });

  test(
    'the note about money before a visit shows once per device, on the first Call/WhatsApp or Schedule Meeting (390 px)',
    { timeout: 120_000 },
    async ({ stack, shared, openBrowser }) => {
      const { owner, admin } = shared;
      const flat = await propertyViaApi(
        stack,
        owner,
        admin,
        listingOf('rent', { propertyTitle: 'Amaltas court quiet flat' }),
      );
      const office = await propertyViaApi(
        stack,
        owner,
        admin,
        listingOf('commercial', { propertyTitle: 'Peepal square office' }),
      );
      const reader = await createSignedInUser(stack, { firstName: 'Harsh', lastName: 'Gupta' });
      const device = { viewport: MOBILE, userToken: reader.token, safetyNote: true };
      const { page } = await openBrowser(device);

      // The first contact: the note comes before the numbers, inside Owner Details.
      await page.goto(detailsPath(flat));
      const contact = page.getByRole('button', { name: 'View Owner Details' });
      await contact.click();
      const lister = page.getByRole('dialog', { name: 'Owner Details' });
      const note = page.getByRole('region', { name: SAFETY_NOTE.title });
      await visible(lister.getByRole('region', { name: SAFETY_NOTE.title }));
      for (const point of SAFETY_NOTE.points) {
        await visible(note.getByText(point, { exact: true }));
      }
      await visible(note.getByRole('button', { name: 'Report this listing' }));
      expect(await lister.getByRole('link', { name: /^Call/ }).count()).toBe(0);
      await expectNoSidewaysScroll(page, 'the safety note');
      await expectAccessible(page, 'the safety note');
      await note.getByRole('button', { name: 'Continue' }).click();
      await hidden(note);
      const call = lister.getByRole('link', { name: /^Call/ });
      await expect.poll(() => isFocused(call)).toBe(true);
      // The WhatsApp message is the one it always was.
      const whatsApp = await lister.getByRole('link', { name: /^WhatsApp/ }).getAttribute('href');
      expect(decodeURIComponent(whatsApp ?? '')).toContain(
        'I saw your property "Amaltas court quiet flat" on Basera and I am interested.',
      );
      await page.keyboard.press('Escape');
      await hidden(lister);
      await expect.poll(() => isFocused(contact)).toBe(true);

      // Not again: neither on this listing, nor after a reload, nor for a meeting elsewhere.
      await contact.click();
      await visible(call);
      expect(await note.count()).toBe(0);
      await page.keyboard.press('Escape');
      await page.reload();
      await page.getByRole('button', { name: 'View Owner Details' }).click();
      await visible(call);
      expect(await note.count()).toBe(0);
      await page.goto(detailsPath(office));
      // On a phone the sticky contact bar repeats the button; both open the same dialog.
      await page.getByRole('button', { name: 'Schedule Meeting' }).first().click();
      const meeting = page.getByRole('dialog', { name: 'Schedule Meeting' });
      await visible(meeting.getByLabel('Name', { exact: true }));
      expect(await note.count()).toBe(0);

      // Another device: the first Schedule Meeting shows it, and its link opens the report form.
      const other = await openBrowser(device);
      await other.page.goto(detailsPath(office));
      await other.page.getByRole('button', { name: 'Schedule Meeting' }).first().click();
      const otherNote = other.page
        .getByRole('dialog', { name: 'Schedule Meeting' })
        .getByRole('region', { name: SAFETY_NOTE.title });
      await visible(otherNote);
      await otherNote.getByRole('button', { name: 'Report this listing' }).click();
      await visible(other.page.getByRole('dialog', { name: 'Report this listing' }));
      await hidden(otherNote);
    },
  );

  // Last: moving the server's clock 46 days ahead takes every listing of the file out of search.
  test('a listing not confirmed for 45 days leaves search, and comes back when its owner confirms from the reminder (1280 px)', async ({
    stack,
    shared,
    openBrowser,
  }) => {
    const { owner, admin } = shared;
    const title = 'Ashoka garden family flat';
    const property = await propertyViaApi(
      stack,
      owner,
      admin,
      listingOf('rent', { propertyTitle: title }),
    );
    const visitor = await openBrowser({ viewport: DESKTOP });
    await expectSearchShows(visitor.page, 'Ashoka', [title]);

    try {
      // A month on: the reminder, with a link that names the listing.
      await stack.setClockAhead(TRUST_RULES.remindAfterDays + 1);
      const link = `${stack.baseUrl}/ownerDashboard?confirm=${property._id}`;
      const reminder = await stack.waitForMail(owner.email, (m) => m.text.includes(link));
      expect(reminder.text).toContain(title);
      expect(await searchTitles(stack, 'Ashoka')).toEqual([title]);

      // Past 45 days without a confirmation: out of search, not deleted.
      await stack.setClockAhead(TRUST_RULES.hideAfterDays + 1);
      await expect.poll(() => searchTitles(stack, 'Ashoka'), SETTLED).toEqual([]);
      await expectSearchShows(visitor.page, 'Ashoka', []);

      // The owner follows the reminder: the card is in view with Still available focused.
      const { page } = await openBrowser({ viewport: DESKTOP, userToken: owner.token });
      await page.goto(link.slice(stack.baseUrl.length));
      const card = cardOf(page, title);
      await visible(card);
      expect(await card.innerText()).toContain(
        `Not confirmed for ${TRUST_RULES.hideAfterDays} days`,
      );
      const stillAvailable = card.getByRole('button', { name: 'Still available' });
      await expect.poll(() => isFocused(stillAvailable)).toBe(true);
      await stillAvailable.click();
      await expectToast(page, MSG.confirmedAvailable);
      await expect.poll(() => card.innerText()).not.toContain('Hidden from search');
      await visible(card.getByText('Live', { exact: true }));

      expect(await searchTitles(stack, 'Ashoka')).toEqual([title]);
      await expectSearchShows(visitor.page, 'Ashoka', [title]);
    } finally {
      await stack.setClockAhead(0);
    }
  });
});
