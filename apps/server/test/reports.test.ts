import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, TRUST_RULES, type Counts, type Property, type Report } from '@basera/contract';
import { manualClock } from '../src/lib/clock';
import { createTestApp, type TestApp } from './harness';
import { approvedListing, signedInOwner } from './fixtures';
import { adminEnv, json, requester, signedInAdmin, signedInUser } from './support';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
/** The time the daily limit reads; it stands still unless a test moves it. */
const clock = manualClock();
beforeAll(async () => {
  t = await createTestApp(adminEnv, { clock });
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

let mailboxes = 0;
/** A new mailbox's local part and domain: each test's people are their own. */
function newMailbox(domain = 'example.in') {
  mailboxes += 1;
  return { local: `reader${process.pid}x${mailboxes}x${Date.now()}`, domain };
}

/** `count` more approved listings like `id` (same owner), written straight to the database. */
async function copiesOf(id: string, count: number): Promise<string[]> {
  const result = await t.database.db.execute(sql`
    insert into properties (user_id, property_type, campaign_request, property_title, description,
      address, city, map_link, lat, lng, public_lat, public_lng, area, listed_by, amenities, rent,
      deposit, price, bhk, property_kind, property_condition, sharing, search_vector,
      last_confirmed_at)
    select user_id, property_type, campaign_request, property_title, description, address, city,
      map_link, lat, lng, public_lat, public_lng, area, listed_by, amenities, rent, deposit, price,
      bhk, property_kind, property_condition, sharing, search_vector, last_confirmed_at
    from properties, generate_series(1, ${count}) where id = ${id}
    returning id`);
  return (result as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
}

describe('throwaway accounts', () => {
  it('three accounts on one mailbox (name+1@, +2, +3) are one reporter: the listing stays public', async () => {
    const owner = await signedInOwner(t);
    const id = await approvedListing(t, owner, admin);
    const { local, domain } = newMailbox();
    const tagged = await Promise.all(
      [1, 2, 3].map((n) => signedInUser(t, { userMail: `${local}+${n}@${domain}` })),
    );
    expect((await report(id, tagged[0]!.headers)).statusCode).toBe(201);
    for (const other of tagged.slice(1)) {
      const again = await report(id, other.headers);
      expect(again.statusCode).toBe(409);
      expect(json(again).error).toBe(MSG.reportedAlready);
    }
    const plain = await signedInUser(t, { userMail: `${local}@${domain}` });
    expect((await report(id, plain.headers)).statusCode).toBe(409);
    expect(await inPublicLists(id)).toBe(true);
    expect(await openReportsOf(id)).toHaveLength(1);
  });

  it('Gmail addresses with dots, or at googlemail.com, are one mailbox', async () => {
    const owner = await signedInOwner(t);
    const id = await approvedListing(t, owner, admin);
    const { local } = newMailbox();
    const dotted = local.split('').join('.');
    const first = await signedInUser(t, { userMail: `${dotted}@gmail.com` });
    const second = await signedInUser(t, { userMail: `${local}+x@googlemail.com` });
    const third = await signedInUser(t, { userMail: `${local.toUpperCase()}@Gmail.com` });
    expect((await report(id, first.headers)).statusCode).toBe(201);
    expect((await report(id, second.headers)).statusCode).toBe(409);
    expect((await report(id, third.headers)).statusCode).toBe(409);
    // Elsewhere dots are part of the name: another person.
    const elsewhere = await signedInUser(t, { userMail: `${dotted}@example.in` });
    expect((await report(id, elsewhere.headers)).statusCode).toBe(201);
  });

  it(`a mailbox sends at most ${TRUST_RULES.reportsPerDay} reports a day, across its accounts; the next day it may again`, async () => {
    const owner = await signedInOwner(t);
    const first = await approvedListing(t, owner, admin);
    const listings = [first, ...(await copiesOf(first, TRUST_RULES.reportsPerDay + 1))];
    const { local, domain } = newMailbox();
    const one = await signedInUser(t, { userMail: `${local}+a@${domain}` });
    const two = await signedInUser(t, { userMail: `${local}+b@${domain}` });
    const start = clock.now();
    for (const [i, id] of listings.slice(0, TRUST_RULES.reportsPerDay).entries()) {
      clock.set(new Date(start.getTime() + i * 60_000));
      const res = await report(id, (i % 2 ? two : one).headers);
      expect(res.statusCode, res.body).toBe(201);
    }
    const limited = await report(listings[TRUST_RULES.reportsPerDay]!, two.headers);
    expect(limited.statusCode).toBe(429);
    expect(json(limited).error).toBe(MSG.reportsPerDayReached);
    // The first report turns a day old 24 h after it was sent: 9 minutes from now.
    expect(Number(limited.headers['retry-after'])).toBe(24 * 60 * 60 - 9 * 60);
    expect((await report(listings[TRUST_RULES.reportsPerDay]!, one.headers)).statusCode).toBe(429);
    // Another person is not limited by them.
    const stranger = await signedInUser(t);
    expect((await report(listings[TRUST_RULES.reportsPerDay]!, stranger.headers)).statusCode).toBe(
      201,
    );

    clock.set(new Date(start.getTime() + 24 * 60 * 60 * 1000 + 1000));
    expect((await report(listings[TRUST_RULES.reportsPerDay]!, one.headers)).statusCode).toBe(201);
    expect((await report(listings.at(-1)!, one.headers)).statusCode).toBe(429);
    clock.set(new Date());
  });

  it('two reports from one mailbox at the same moment cannot both pass the daily limit', async () => {
    const owner = await signedInOwner(t);
    const first = await approvedListing(t, owner, admin);
    const listings = [first, ...(await copiesOf(first, TRUST_RULES.reportsPerDay))];
    const { local, domain } = newMailbox();
    const accounts = await Promise.all(
      [1, 2].map((n) => signedInUser(t, { userMail: `${local}+${n}@${domain}` })),
    );
    for (const id of listings.slice(0, TRUST_RULES.reportsPerDay - 1))
      expect((await report(id, accounts[0]!.headers)).statusCode).toBe(201);
    const [a, b] = await Promise.all([
      report(listings.at(-2)!, accounts[0]!.headers),
      report(listings.at(-1)!, accounts[1]!.headers),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 429]);
  });

  it('a listing whose reports were dismissed stays public until people not dismissed before reach three', async () => {
    const owner = await signedInOwner(t);
    const id = await approvedListing(t, owner, admin);
    const firstThree = await Promise.all([1, 2, 3].map(() => signedInUser(t)));
    for (const reader of firstThree) await report(id, reader.headers);
    expect(await inPublicLists(id)).toBe(false);
    const [one] = await openReportsOf(id);
    const dismissed = await call('PUT', `/admin/resolveReport/${one!._id}`, admin.headers, {
      action: 'dismiss',
    });
    expect(dismissed.statusCode).toBe(200);
    expect(await inPublicLists(id)).toBe(true);

    // The same three again, even from new accounts on their mailboxes: still public.
    for (const reader of firstThree) {
      expect((await report(id, reader.headers)).statusCode).toBe(201);
    }
    const [local, domain] = firstThree[0]!.person.userMail.split('@') as [string, string];
    const alias = await signedInUser(t, { userMail: `${local}+again@${domain}` });
    expect((await report(id, alias.headers)).statusCode).toBe(409); // that mailbox has one open
    expect(await inPublicLists(id)).toBe(true);

    const newcomers = await Promise.all([1, 2, 3].map(() => signedInUser(t)));
    expect((await report(id, newcomers[0]!.headers)).statusCode).toBe(201);
    expect((await report(id, newcomers[1]!.headers)).statusCode).toBe(201);
    expect(await inPublicLists(id)).toBe(true);
    expect((await report(id, newcomers[2]!.headers)).statusCode).toBe(201);
    expect(await inPublicLists(id)).toBe(false);
  });

  it('only verified accounts count (sign-in already requires it; the count checks again)', async () => {
    const owner = await signedInOwner(t);
    const id = await approvedListing(t, owner, admin);
    const readers = await Promise.all([1, 2, 3].map(() => signedInUser(t)));
    await t.database.db.execute(
      sql`update users set verified_at = null where id = ${readers[0]!.userId}`,
    );
    // Its token stays valid (the token does not depend on verification), and its report is
    // taken for the admin to read, but it does not count.
    for (const reader of readers) expect((await report(id, reader.headers)).statusCode).toBe(201);
    expect(await inPublicLists(id)).toBe(true);
    const fourth = await signedInUser(t);
    expect((await report(id, fourth.headers)).statusCode).toBe(201);
    expect(await inPublicLists(id)).toBe(false);
  });
});
