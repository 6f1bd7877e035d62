import type { Locator, Page } from 'playwright-core';
import {
  MSG,
  REJECT_REASON_PRESETS,
  type Counts,
  type Property,
  type PropertyInput,
} from '@basera/contract';
import { adminToken, createSignedInUser, type SignedInUser } from '../support/api';
import { DESKTOP, MOBILE } from '../support/browser';
import {
  countsViaApi,
  createOwner,
  listingOf,
  propertyViaApi,
  reportViaApi,
} from '../support/data';
import { describe, expect, test } from '../support/fixtures';
import { apiCall, apiOk } from '../support/http';
import { actionName, isFocused } from '../support/pages';
import type { Stack } from '../support/stack';
import { expectAccessible, expectFieldError, expectToast, hidden, visible } from '../support/ui';

/** The owner's own read of a listing: status, reason, version. */
function ownerRead(stack: Stack, owner: SignedInUser, propertyId: string): Promise<Property> {
  const query = new URLSearchParams({ userId: owner.userId, propertyId });
  return apiOk<Property>(stack, 'GET', `/owner/getPropertyDetails?${query}`, {
    token: owner.token,
  });
}

/** The owner edits the listing through the API, as their browser would. */
async function editViaApi(
  stack: Stack,
  owner: SignedInUser,
  propertyId: string,
  input: PropertyInput,
): Promise<void> {
  await apiOk(stack, 'PUT', '/owner/updateProperty', {
    token: owner.token,
    body: { userId: owner.userId, propertyId, ...input },
  });
}

/** Whether the listing is in the public list that home and search read. */
async function isPublic(stack: Stack, title: string): Promise<boolean> {
  const answer = await apiCall<Property[]>(stack, 'GET', '/api/property?limit=100');
  expect(answer.status).toBe(200);
  return answer.data.some((listing) => listing.propertyTitle === title);
}

function queueRow(page: Page, title: string): Locator {
  return page
    .getByRole('table', { name: 'Properties sent for review' })
    .getByRole('row')
    .filter({ hasText: title });
}

async function expectSelected(row: Locator): Promise<void> {
  await expect.poll(() => row.getAttribute('aria-current')).toBe('true');
}

async function expectStatus(row: Locator, status: string): Promise<void> {
  await expect.poll(() => row.getByRole('cell').nth(2).innerText()).toBe(status);
}

const waitingText = (counts: Counts) => `${counts.waitingForReview} waiting for review`;

/** Listings with photos and readers with verified e-mail: more than the 60 s default. */
const SLOW = { timeout: 180_000 };

describe('moderation', () => {
  test(
    'the review queue by keyboard: J/K move, A approves, R rejects with a reason, the next waiting listing is selected (1280 px)',
    SLOW,
    async ({ stack, openBrowser }) => {
      const admin = await adminToken(stack);
      const owner = await createOwner(stack, { firstName: 'Meera', lastName: 'Joshi' });
      // Submitted in this order: the queue shows the oldest first.
      const titles = ['Keyflow Amla court flat', 'Keyflow Banyan row house', 'Keyflow Cedar PG'];
      const [amla, banyan, cedar] = [
        await propertyViaApi(stack, owner, admin, listingOf('rent', { propertyTitle: titles[0] }), {
          status: 'Submitted',
        }),
        await propertyViaApi(stack, owner, admin, listingOf('sell', { propertyTitle: titles[1] }), {
          status: 'Submitted',
        }),
        await propertyViaApi(
          stack,
          owner,
          admin,
          listingOf('pgHostel', { propertyTitle: titles[2] }),
          { status: 'Submitted' },
        ),
      ];
      const before = await countsViaApi(stack, admin);

      // The dashboard says how many wait and opens the queue.
      const { page } = await openBrowser({ viewport: DESKTOP, adminToken: admin });
      await page.goto('/adminDashboard');
      await page.getByRole('link', { name: waitingText(before), exact: true }).click();
      await visible(page.getByRole('heading', { name: 'Property', level: 1 }));
      await visible(page.getByText(waitingText(before), { exact: true }).first());

      // The search box narrows the queue to these three, the oldest first.
      await page.getByLabel('Search listings').fill('Keyflow');
      await page.waitForURL((url) => url.searchParams.get('q') === 'Keyflow');
      const table = page.getByRole('table', { name: 'Properties sent for review' });
      await expect
        .poll(() =>
          table
            .getByRole('row')
            .evaluateAll((rows) => rows.slice(1).map((row) => row.querySelector('a')?.textContent)),
        )
        .toEqual(titles);
      const [amlaRow, banyanRow, cedarRow] = titles.map((title) => queueRow(page, title)) as [
        Locator,
        Locator,
        Locator,
      ];
      await expectSelected(amlaRow);
      await expectAccessible(page, 'the review queue');

      // J and K move the selection; keys typed in the search box stay text.
      await amlaRow.getByRole('cell').nth(1).click();
      await page.keyboard.press('j');
      await expectSelected(banyanRow);
      await page.keyboard.press('j');
      await expectSelected(cedarRow);
      await page.keyboard.press('k');
      await expectSelected(banyanRow);

      // A approves the selected listing; it stays in place as approved and the next is selected.
      await page.keyboard.press('a');
      await expectToast(page, MSG.campaignUpdated);
      await expectStatus(banyanRow, 'Approve');
      await expectSelected(cedarRow);
      const afterApprove = { ...before, waitingForReview: before.waitingForReview - 1 };
      await visible(page.getByText(waitingText(afterApprove), { exact: true }).first());

      // R opens Reject: a reason is required; a preset fills it.
      await page.keyboard.press('r');
      const dialog = page.getByRole('dialog', { name: 'Reject listing' });
      await visible(dialog);
      const reason = dialog.getByLabel('Reason for the owner');
      // Typed keys (a, r, k among them) are text here, not shortcuts.
      await reason.pressSequentially('Too dark');
      await expectFieldError(reason, MSG.reasonMin);
      await expectAccessible(page, 'the Reject dialog');
      const preset = REJECT_REASON_PRESETS[0];
      await dialog.getByRole('radio', { name: preset }).check();
      expect(await reason.inputValue()).toBe(preset);
      await dialog.getByRole('button', { name: 'Reject listing' }).click();
      await expectToast(page, MSG.campaignUpdated);
      await hidden(dialog);
      // Rejected, not approved by the 'a' typed into the reason; the others as they were.
      await expectStatus(cedarRow, 'Reject');
      await expectStatus(amlaRow, 'Submitted');
      // Nothing waits below it: the nearest waiting listing above is selected, and has focus.
      await expectSelected(amlaRow);
      await expect.poll(() => isFocused(amlaRow)).toBe(true);

      // Enter opens the selected listing's review screen; A approves it there.
      await page.keyboard.press('Enter');
      await visible(page.getByRole('heading', { name: titles[0], level: 1 }));
      expect(new URL(page.url()).searchParams.get('review')).toBe(amla._id);
      await page.keyboard.press('a');
      await expectToast(page, MSG.campaignUpdated);
      // None of these wait any more: back to the queue, where all three show what was decided.
      await visible(page.getByRole('heading', { name: 'Property', level: 1 }));
      await expectStatus(amlaRow, 'Approve');

      // The server kept each decision; the owner got the reason by mail.
      expect((await ownerRead(stack, owner, amla._id)).campaignRequest).toBe('Approve');
      expect((await ownerRead(stack, owner, banyan._id)).campaignRequest).toBe('Approve');
      expect(await ownerRead(stack, owner, cedar._id)).toMatchObject({
        campaignRequest: 'Reject',
        campaignReason: preset,
      });
      await stack.waitForMail(owner.email, (mail) => mail.text.includes(preset));
      expect((await countsViaApi(stack, admin)).waitingForReview).toBe(before.waitingForReview - 3);
    },
  );

  test(
    'a listing the owner changed during the review is not approved: the admin is told, reloads it and approves the new version (390 px)',
    SLOW,
    async ({ stack, openBrowser }) => {
      const admin = await adminToken(stack);
      const owner = await createOwner(stack, { firstName: 'Anil', lastName: 'Kapoor' });
      const title = 'Tulsi vihar corner villa';
      const input = listingOf('sell', { propertyTitle: title });
      const listing = await propertyViaApi(stack, owner, admin, input, { status: 'Submitted' });

      // The admin opens it from the queue: its review screen shows the version under review.
      const { page } = await openBrowser({ viewport: MOBILE, adminToken: admin });
      await page.goto('/adminDashboard?tab=property');
      await page.getByLabel('Search listings').fill('Tulsi vihar');
      const card = page
        .getByRole('list', { name: 'Properties sent for review' })
        .getByRole('listitem')
        .filter({ hasText: title });
      await card.getByRole('link', { name: actionName('Review', title) }).click();
      await visible(page.getByRole('heading', { name: title, level: 1 }));
      await visible(page.getByText(`Version ${listing.version}`, { exact: true }).first());

      // Meanwhile the owner changes the listing.
      const newTitle = 'Tulsi vihar villa, new roof';
      await editViaApi(stack, owner, listing._id, { ...input, propertyTitle: newTitle });
      const changed = await ownerRead(stack, owner, listing._id);
      expect(changed.version).toBeGreaterThan(listing.version);

      // Approve names the version on screen: refused, said plainly, nothing changed.
      await page.getByRole('button', { name: 'Approve', exact: true }).click();
      const alert = page.getByRole('alert').filter({ hasText: MSG.listingChanged });
      await visible(alert);
      await expectAccessible(page, 'the review screen with the 409 alert (390 px)');
      expect(await ownerRead(stack, owner, listing._id)).toMatchObject({
        campaignRequest: 'Submitted',
        version: changed.version,
      });
      await visible(page.getByRole('heading', { name: title, level: 1 }));

      // The new version, then Approve: accepted.
      await alert.getByRole('button', { name: 'Show the new version' }).click();
      await visible(page.getByRole('heading', { name: newTitle, level: 1 }));
      await visible(page.getByText(`Version ${changed.version}`, { exact: true }).first());
      await hidden(alert);
      await page.getByRole('button', { name: 'Approve', exact: true }).click();
      await expectToast(page, MSG.campaignUpdated);
      expect(await ownerRead(stack, owner, listing._id)).toMatchObject({
        campaignRequest: 'Approve',
        version: changed.version,
      });

      // Nothing is wider than the phone's screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        MOBILE.width,
      );
    },
  );

  test(
    'the Reports menu: dismiss keeps a listing public, unpublish takes it down and rejects it (390 px)',
    SLOW,
    async ({ stack, openBrowser }) => {
      const admin = await adminToken(stack);
      const owner = await createOwner(stack, { firstName: 'Suresh', lastName: 'Rao' });
      const kept = 'Kadam chowk shop front';
      const takenDown = 'Saptarshi nagar flat';
      const keptListing = await propertyViaApi(
        stack,
        owner,
        admin,
        listingOf('commercial', { propertyTitle: kept }),
      );
      const downListing = await propertyViaApi(
        stack,
        owner,
        admin,
        listingOf('rent', { propertyTitle: takenDown }),
      );
      const readers = [
        await createSignedInUser(stack, { firstName: 'Ishita', lastName: 'Bose' }),
        await createSignedInUser(stack, { firstName: 'Kunal', lastName: 'Desai' }),
        await createSignedInUser(stack, { firstName: 'Pallavi', lastName: 'Jain' }),
      ] as const;
      await reportViaApi(stack, readers[0], keptListing._id, 'Already rented or sold');
      // Three readers: the listing leaves public lists until the admin decides.
      const money = 'The owner asked for ₹2,000 on UPI before showing the flat.';
      await reportViaApi(
        stack,
        readers[0],
        downListing._id,
        'Asked for money before a visit',
        money,
      );
      await reportViaApi(stack, readers[1], downListing._id, 'Fake or misleading');
      await reportViaApi(stack, readers[2], downListing._id, 'Asked for money before a visit');
      expect(await isPublic(stack, kept)).toBe(true);
      expect(await isPublic(stack, takenDown)).toBe(false);
      const counts = await countsViaApi(stack, admin);
      expect(counts.openReports).toBe(4);

      // The dashboard's card opens the Reports menu.
      const { page } = await openBrowser({ viewport: MOBILE, adminToken: admin });
      await page.goto('/adminDashboard');
      await page.getByRole('link', { name: '4 open reports', exact: true }).click();
      await visible(page.getByRole('heading', { name: 'Reports', level: 1 }));
      const list = page.getByRole('list', { name: 'Reports from readers' });
      const keptCards = list.getByRole('listitem').filter({ hasText: kept });
      const downCards = list.getByRole('listitem').filter({ hasText: takenDown });
      await expect.poll(() => downCards.count()).toBe(3);
      const moneyCard = downCards.filter({ hasText: money });
      await visible(moneyCard.getByText('Hidden from search'));
      await visible(moneyCard.getByText('3 open reports'));
      expect(await moneyCard.innerText()).toContain('Ishita Bose');
      await expectAccessible(page, 'the Reports menu (390 px)');
      // The title opens the listing's review screen; here it is only checked.
      expect(
        await moneyCard.getByRole('link', { name: takenDown, exact: true }).getAttribute('href'),
      ).toBe(`/adminDashboard?tab=property&status=all&review=${downListing._id}`);

      // Dismiss: the report is closed, the listing stays public.
      await keptCards
        .getByRole('button', { name: actionName('Dismiss', `report on ${kept}`) })
        .click();
      await expectToast(page, MSG.reportResolved);
      await expect.poll(() => keptCards.count()).toBe(0);
      expect(await isPublic(stack, kept)).toBe(true);
      expect((await ownerRead(stack, owner, keptListing._id)).campaignRequest).toBe('Approve');

      // Unpublish asks first, then closes all three reports and rejects the listing.
      await moneyCard
        .getByRole('button', { name: actionName('Unpublish', `report on ${takenDown}`) })
        .click();
      const confirm = page.getByRole('dialog', { name: 'Unpublish listing' });
      await confirm.getByRole('button', { name: 'Unpublish', exact: true }).click();
      await expectToast(page, MSG.reportResolved);
      await hidden(confirm);
      await expect.poll(() => downCards.count()).toBe(0);
      await visible(page.getByText('No open reports', { exact: true }));
      const rejected = await ownerRead(stack, owner, downListing._id);
      expect(rejected.campaignRequest).toBe('Reject');
      expect(rejected.campaignReason).toMatch(/^Taken down after reports from readers/);
      expect(await isPublic(stack, takenDown)).toBe(false);
      await stack.waitForMail(owner.email, (mail) => mail.text.includes(rejected.campaignReason!));

      // All: the closed reports with what became of them.
      await page
        .getByRole('group', { name: 'Show', exact: true })
        .getByText('All', { exact: true })
        .click();
      await expect.poll(() => downCards.count()).toBe(3);
      expect(await downCards.first().innerText()).toContain('Unpublished');
      expect(await keptCards.first().innerText()).toContain('Dismissed');
      expect((await countsViaApi(stack, admin)).openReports).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        MOBILE.width,
      );
    },
  );
});
