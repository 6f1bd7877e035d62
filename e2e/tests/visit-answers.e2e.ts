import type { Locator, Page } from 'playwright-core';
import { API_MSG, MSG, formatMeetingDate, type Property } from '@basera/contract';
import { adminToken, createSignedInUser, type SignedInUser } from '../support/api';
import { DESKTOP, MOBILE } from '../support/browser';
import {
  createOwner,
  indianDatePlus,
  listingOf,
  meetingViaApi,
  propertyViaApi,
} from '../support/data';
import { describe, expect, test as base } from '../support/fixtures';
import { isFocused } from '../support/pages';
import { expectNoSidewaysScroll } from '../support/search';
import { expectToast, hidden, visible } from '../support/ui';

/**
 * Issue 26, part 7: the lister accepts or declines a visit request from the dashboard, and the
 * visitor is mailed the answer (docs/decisions/0051-answering-visit-requests.md).
 */

type Shared = { owner: SignedInUser; office: Property };

const test = base.extend('shared', { scope: 'file' }, async ({ stack }): Promise<Shared> => {
  const owner = await createOwner(stack, { firstName: 'Suresh', lastName: 'Patel' });
  const admin = await adminToken(stack);
  const office = await propertyViaApi(
    stack,
    owner,
    admin,
    listingOf('commercial', { propertyTitle: 'Lotus court office suite' }),
  );
  return { owner, office };
});

/** A request on the owner's dashboard, by the visitor's name. */
async function requestOf(page: Page, name: string): Promise<Locator> {
  const requests = page.getByRole('region', { name: 'Meeting requests' });
  const request = requests.getByRole('listitem').filter({ hasText: name });
  await visible(request);
  return request;
}

/** Holds the next answer to a visit request until `release()`: the busy state, for sure. */
async function holdAnswers(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route(
    (url) => /^\/owner\/meetings\/[^/]+\/answer$/.test(url.pathname),
    async (route) => {
      held += 1;
      await released;
      await route.continue();
    },
  );
  return { held: () => held, release };
}

describe('answers to visit requests', () => {
  test('a visitor asks for a visit; the owner accepts it with the keyboard at 390 px, and the visitor is mailed so', async ({
    stack,
    shared,
    openBrowser,
  }) => {
    const visitor = await createSignedInUser(stack, { firstName: 'Anjali', lastName: 'Rao' });
    const { page } = await openBrowser({ viewport: MOBILE, userToken: visitor.token });
    await page.goto(`/propertyDetails/user/${shared.office._id}`);
    // At 390 px the bar at the foot of the screen offers it.
    await page
      .getByRole('navigation', { name: 'Contact the lister' })
      .getByRole('button', { name: 'Schedule Meeting' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Schedule Meeting' });
    await visible(dialog);
    await dialog.getByLabel('Name', { exact: true }).fill('Anjali Rao');
    await dialog.getByLabel('Phone', { exact: true }).fill('9876512345');
    const day = indianDatePlus(4);
    await dialog.getByLabel('Date', { exact: true }).fill(day);
    await dialog.getByLabel('Time', { exact: true }).fill('10:15');
    await dialog
      .getByLabel('Message', { exact: true })
      .fill('We need a small office for four people from next month.');
    await dialog.getByRole('button', { name: 'Schedule Meeting' }).click();
    await expectToast(page, MSG.meetingScheduled);
    await hidden(dialog);

    const owner = await openBrowser({ viewport: MOBILE, userToken: shared.owner.token });
    await owner.page.goto('/ownerDashboard');
    const request = await requestOf(owner.page, 'Anjali Rao');
    expect(await request.innerText()).toContain('Not answered yet');
    const accept = request.getByRole('button', { name: 'Accept the visit of Anjali Rao' });
    const decline = request.getByRole('button', { name: 'Decline the visit of Anjali Rao' });
    expect(await accept.getAttribute('aria-pressed')).toBe('false');
    await expectNoSidewaysScroll(owner.page, 'the dashboard with a visit request');

    // With the keyboard: focus Accept and press Enter. Both buttons wait while it is sent.
    const answers = await holdAnswers(owner.page);
    await accept.focus();
    await owner.page.keyboard.press('Enter');
    await expect.poll(answers.held).toBe(1);
    expect(await accept.isDisabled()).toBe(true);
    expect(await decline.isDisabled()).toBe(true);
    answers.release();

    await expectToast(owner.page, MSG.visitAccepted);
    await visible(request.getByText('Accepted', { exact: true }));
    await expect.poll(() => accept.getAttribute('aria-pressed')).toBe('true');
    expect(await decline.isDisabled()).toBe(false);
    await expect.poll(() => isFocused(accept)).toBe(true);
    await expectNoSidewaysScroll(owner.page, 'the dashboard with an answered request');

    // The answer stays after a reload.
    await owner.page.reload();
    const reloaded = await requestOf(owner.page, 'Anjali Rao');
    await visible(reloaded.getByText('Accepted', { exact: true }));

    const mail = await stack.waitForMail(visitor.email, (m) => m.subject.includes('is accepted'));
    expect(mail.subject).toBe(`Your visit to "${shared.office.propertyTitle}" is accepted`);
    expect(mail.text).toContain(
      `The lister has accepted your request to visit "${shared.office.propertyTitle}" on ${formatMeetingDate(day, 'en', { weekday: true })} at 10:15 am (India time).`,
    );
    expect(mail.text).toContain(`/propertyDetails/user/${shared.office._id}`);
  });

  test('the owner declines another request at 1280 px after a failed try, and the visitor is mailed so', async ({
    stack,
    shared,
    openBrowser,
  }) => {
    const visitor = await createSignedInUser(stack, { firstName: 'Vikram', lastName: 'Nair' });
    const day = indianDatePlus(5);
    await meetingViaApi(stack, visitor, shared.office._id, {
      name: 'Vikram Nair',
      email: visitor.email,
      phone: '9876598765',
      date: day,
      time: '15:00',
      message: 'Could I see the suite on a weekday afternoon?',
    });

    const { page } = await openBrowser({ viewport: DESKTOP, userToken: shared.owner.token });
    await page.goto('/ownerDashboard');
    const request = await requestOf(page, 'Vikram Nair');
    const decline = request.getByRole('button', { name: 'Decline the visit of Vikram Nair' });

    // A refused answer says so next to the buttons, and nothing is stored.
    const refusal = (url: URL) => /^\/owner\/meetings\/[^/]+\/answer$/.test(url.pathname);
    await page.route(refusal, (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({ error: API_MSG.forbidden, msg: API_MSG.forbidden }),
      }),
    );
    await decline.click();
    await visible(
      request.getByRole('alert').filter({
        hasText: `Your answer was not sent: ${API_MSG.forbidden}`,
      }),
    );
    await expectToast(page, API_MSG.forbidden);
    expect(await decline.getAttribute('aria-pressed')).toBe('false');
    await page.unroute(refusal);

    await decline.click();
    await expectToast(page, MSG.visitDeclined);
    await visible(request.getByText('Declined', { exact: true }));
    await expect.poll(() => decline.getAttribute('aria-pressed')).toBe('true');
    await hidden(request.getByRole('alert'));
    await expectNoSidewaysScroll(page, 'the dashboard at 1280 px');

    const mail = await stack.waitForMail(visitor.email, (m) => m.subject.includes('is declined'));
    expect(mail.subject).toBe(
      `Your visit request for "${shared.office.propertyTitle}" is declined`,
    );
    expect(mail.text).toContain(
      `The lister has declined your request to visit "${shared.office.propertyTitle}" on ${formatMeetingDate(day, 'en', { weekday: true })} at 3:00 pm (India time).`,
    );
  });
});
