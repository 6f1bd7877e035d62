import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, type Counts, type Property, type Report } from '@basera/contract';
import { createTestApp, type TestApp } from './harness';
import { approvedListing, signedInOwner } from './fixtures';
import { adminEnv, json, requester, signedInAdmin, signedInUser } from './support';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  t = await createTestApp(adminEnv);
  admin = await signedInAdmin(t);
});
afterAll(() => t.close());

const call = (...args: Parameters<ReturnType<typeof requester>>) => requester(t)(...args);
const report = (
  id: string,
  headers: Record<string, string>,
  body: object = { reason: 'Fake or misleading' },
) => call('POST', `/user/reportProperty/${id}`, headers, body);
const inPublicLists = async (id: string) =>
  ((await call('GET', '/api/property?limit=48')).json() as Property[]).some((p) => p._id === id);

async function openReportsOf(id: string) {
  const all = (
    await call('GET', '/admin/Reports?status=all&limit=48', admin.headers)
  ).json() as Report[];
  return all.filter((r) => r.propertyId === id);
}

describe('reports from readers', () => {
  it('three people reporting take a listing out of public lists; the details page stays', async () => {
    const owner = await signedInOwner(t);
    const id = await approvedListing(t, owner, admin);
    const readers = await Promise.all([signedInUser(t), signedInUser(t), signedInUser(t)]);
    const first = await report(id, readers[0]!.headers, {
      reason: 'Asked for money before a visit',
      details: 'Asked for a ₹5,000 token on WhatsApp',
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(json(first).msg).toBe(MSG.reportSent);
    const again = await report(id, readers[0]!.headers, { reason: 'Other' });
    expect(again.statusCode).toBe(409);
    expect(json(again).error).toBe(MSG.reportedAlready);
    expect((await report(id, readers[1]!.headers)).statusCode).toBe(201);
    expect(await inPublicLists(id)).toBe(true);
    expect((await report(id, readers[2]!.headers)).statusCode).toBe(201);
    expect(await inPublicLists(id)).toBe(false);
    const details = (await call('GET', `/api/property/${id}`)).json() as Property;
    expect(details.hiddenBecause).toBe('reported');

    const reports = await openReportsOf(id);
    expect(reports).toHaveLength(3);
    expect(reports[0]).toMatchObject({ openReports: 3, hidden: true, status: 'open' });
    expect(reports.find((r) => r.details)?.details).toBe('Asked for a ₹5,000 token on WhatsApp');
    const counts = (await call('GET', '/admin/getCount', admin.headers)).json() as Counts;
    expect(counts.openReports).toBeGreaterThanOrEqual(3);
  });

  it('reports at the same moment from three people still hide it exactly once', async () => {
    const owner = await signedInOwner(t);
    const id = await approvedListing(t, owner, admin);
    const readers = await Promise.all([1, 2, 3].map(() => signedInUser(t)));
    const answers = await Promise.all(readers.map((r) => report(id, r.headers)));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    expect(await inPublicLists(id)).toBe(false);
  });

  it('dismissing puts the listing back and closes every open report of it', async () => {
    const owner = await signedInOwner(t);
    const id = await approvedListing(t, owner, admin);
    for (const reader of await Promise.all([1, 2, 3].map(() => signedInUser(t))))
      await report(id, reader.headers);
    const [one] = await openReportsOf(id);
    const res = await call('PUT', `/admin/resolveReport/${one!._id}`, admin.headers, {
      action: 'dismiss',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).msg).toBe(MSG.reportResolved);
    expect(await inPublicLists(id)).toBe(true);
    expect((await openReportsOf(id)).map((r) => r.status)).toEqual([
      'dismissed',
      'dismissed',
      'dismissed',
    ]);
    const twice = await call('PUT', `/admin/resolveReport/${one!._id}`, admin.headers, {
      action: 'unpublish',
    });
    expect(twice.statusCode).toBe(409);
    const open = (await call('GET', '/admin/Reports', admin.headers)).json() as Report[];
    expect(open.some((r) => r.propertyId === id)).toBe(false);
  });

  it('unpublishing rejects the listing with a reason the owner reads and is mailed', async () => {
    const owner = await signedInOwner(t);
    const id = await approvedListing(t, owner, admin);
    const reader = await signedInUser(t);
    await report(id, reader.headers, { reason: 'Already rented or sold' });
    const [one] = await openReportsOf(id);
    const res = await call('PUT', `/admin/resolveReport/${one!._id}`, admin.headers, {
      action: 'unpublish',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await inPublicLists(id)).toBe(false);
    const mine = (
      await call(
        'GET',
        `/owner/getPropertyDetails?userId=${owner.userId}&propertyId=${id}`,
        owner.headers,
      )
    ).json() as Property;
    expect(mine.campaignRequest).toBe('Reject');
    expect(mine.campaignReason).toBe(
      'Taken down after reports from readers: Already rented or sold',
    );
    await t.app.jobs.drain('mail');
    expect(t.mails.findLast((m) => m.to === owner.person.userMail)?.text).toContain(
      'Already rented or sold',
    );
  });

  it("bad input is 400; no token 401; an admin token or one's own listing 403; unseen 404", async () => {
    const owner = await signedInOwner(t);
    const id = await approvedListing(t, owner, admin);
    const reader = await signedInUser(t);
    for (const body of [{}, { reason: 'Scam' }, { reason: 'Other', details: 'x'.repeat(501) }])
      expect((await report(id, reader.headers, body)).statusCode).toBe(400);
    expect(
      (await call('POST', '/user/reportProperty/not-an-id', reader.headers, { reason: 'Other' }))
        .statusCode,
    ).toBe(400);
    expect((await report(id, {})).statusCode).toBe(401);
    expect((await report(id, admin.headers)).statusCode).toBe(403);
    const own = await report(id, owner.headers);
    expect(own.statusCode).toBe(403);
    expect(json(own).error).toBe(MSG.reportOwnListing);
    const draft = json(
      await call('POST', '/owner/addProperty', owner.headers, {
        userId: owner.userId,
        ...(await import('./fixtures')).rentListing,
      }),
    ).propertyId as string;
    expect((await report(draft, reader.headers)).statusCode).toBe(404);

    const missing = '00000000-0000-4000-8000-000000000000';
    expect(
      (await call('PUT', `/admin/resolveReport/${missing}`, admin.headers, { action: 'dismiss' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('PUT', `/admin/resolveReport/${missing}`, admin.headers, { action: 'delete' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call('PUT', `/admin/resolveReport/${missing}`, reader.headers, { action: 'dismiss' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', `/admin/resolveReport/${missing}`, {}, { action: 'dismiss' })).statusCode,
    ).toBe(401);
    expect((await call('GET', '/admin/Reports?status=closed', admin.headers)).statusCode).toBe(400);
    expect((await call('GET', '/admin/Reports', reader.headers)).statusCode).toBe(403);
    expect((await call('GET', '/admin/Reports')).statusCode).toBe(401);
  });
});
