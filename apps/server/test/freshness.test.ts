import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, TRUST_RULES, type Property } from '@basera/contract';
import { manualClock } from '../src/lib/clock';
import { createTestApp, type TestApp } from './harness';
import { approvedListing, signedInOwner, submittedListing } from './fixtures';
import { adminEnv, json, requester, signedInAdmin, signedInUser } from './support';

const clock = manualClock();
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  t = await createTestApp(adminEnv, { clock });
  admin = await signedInAdmin(t);
});
afterAll(() => t.close());

const call = (...args: Parameters<ReturnType<typeof requester>>) => requester(t)(...args);
const inSearch = async (id: string) =>
  ((await call('GET', '/user/search?limit=48')).json() as Property[]).some((p) => p._id === id);
const own = (owner: { userId: string; headers: Record<string, string> }, id: string) => ({
  headers: owner.headers,
  body: { userId: owner.userId, propertyId: id },
});

describe('freshness: confirmed listings stay, forgotten ones leave search and come back', () => {
  it('reminds once after 30 days, hides after 45, and a confirmation brings it back', async () => {
    clock.set(new Date());
    const owner = await signedInOwner(t);
    const id = await approvedListing(t, owner, admin);
    const mailsTo = () =>
      t.mails.filter((m) => m.to === owner.person.userMail && m.subject.startsWith('Is '));

    clock.advanceDays(TRUST_RULES.remindAfterDays - 1);
    await t.app.dailyJobs.runNow();
    await t.app.jobs.drain('mail');
    expect(mailsTo()).toHaveLength(0);

    clock.advanceDays(1);
    expect(await t.app.dailyJobs.runNow()).toMatchObject({ 'remind-owners': 1 });
    await t.app.jobs.drain('mail');
    expect(mailsTo()).toHaveLength(1);
    expect(mailsTo()[0]!.link).toBe(`http://basera.test/ownerDashboard?confirm=${id}`);
    expect(mailsTo()[0]!.text).toContain(
      `within ${TRUST_RULES.hideAfterDays - TRUST_RULES.remindAfterDays} days`,
    );
    expect(await inSearch(id)).toBe(true);

    // Run again the same day (a retry after a failure) and the next: no second reminder.
    expect(await t.app.dailyJobs.runNow()).toMatchObject({ 'remind-owners': 0 });
    clock.advanceDays(1);
    await t.app.dailyJobs.runNow();
    await t.app.jobs.drain('mail');
    expect(mailsTo()).toHaveLength(1);

    clock.advanceDays(TRUST_RULES.hideAfterDays - TRUST_RULES.remindAfterDays - 1);
    await t.app.dailyJobs.runNow();
    expect(await inSearch(id)).toBe(false);
    const hidden = (await call('GET', `/api/property/${id}`)).json() as Property;
    expect(hidden.hiddenBecause).toBe('unconfirmed');

    const { headers, body } = own(owner, id);
    const confirmed = await call('PUT', '/owner/confirmAvailable', headers, body);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(json(confirmed).msg).toBe(MSG.confirmedAvailable);
    const property = json(confirmed).property as Property;
    expect(property.hiddenBecause).toBeNull();
    expect(Date.parse(property.lastConfirmedAt!)).toBe(clock.now().getTime());
    expect(await inSearch(id)).toBe(true);
  });

  it('marked rented or sold leaves search at once; relisting brings it back', async () => {
    const owner = await signedInOwner(t);
    const id = await approvedListing(t, owner, admin);
    const { headers, body } = own(owner, id);
    const marked = await call('PUT', '/owner/markUnavailable', headers, body);
    expect(marked.statusCode, marked.body).toBe(200);
    expect(json(marked).msg).toBe(MSG.markedUnavailable);
    expect((json(marked).property as Property).hiddenBecause).toBe('unavailable');
    expect(await inSearch(id)).toBe(false);
    expect((await call('GET', `/api/property?limit=48`)).json()).not.toContainEqual(
      expect.objectContaining({ _id: id }),
    );
    expect((await call('PUT', '/owner/confirmAvailable', headers, body)).statusCode).toBe(200);
    expect(await inSearch(id)).toBe(true);
  });

  it('only the owner, signed in as owner, of an approved listing; bad ids 400', async () => {
    const owner = await signedInOwner(t);
    const id = await approvedListing(t, owner, admin);
    const waiting = await submittedListing(t, owner);
    for (const path of ['/owner/confirmAvailable', '/owner/markUnavailable']) {
      const { headers, body } = own(owner, waiting);
      const notApproved = await call('PUT', path, headers, body);
      expect(notApproved.statusCode).toBe(409);
      expect(json(notApproved).error).toBe(MSG.onlyApprovedAvailability);
      expect(
        (await call('PUT', path, owner.headers, { userId: owner.userId, propertyId: 'x' }))
          .statusCode,
      ).toBe(400);
      expect(
        (await call('PUT', path, {}, { userId: owner.userId, propertyId: id })).statusCode,
      ).toBe(401);
      expect(
        (await call('PUT', path, admin.headers, { userId: owner.userId, propertyId: id }))
          .statusCode,
      ).toBe(403);
      const other = await signedInOwner(t);
      expect(
        (await call('PUT', path, other.headers, { userId: other.userId, propertyId: id }))
          .statusCode,
      ).toBe(403);
      expect(
        (await call('PUT', path, other.headers, { userId: owner.userId, propertyId: id }))
          .statusCode,
      ).toBe(403);
      const reader = await signedInUser(t);
      expect(
        (await call('PUT', path, reader.headers, { userId: reader.userId, propertyId: id }))
          .statusCode,
      ).toBe(403);
    }
  });
});
