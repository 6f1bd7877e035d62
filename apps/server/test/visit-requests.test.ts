import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MSG, MSG, todayInIndia, type Meeting } from '@basera/contract';
import { DEFAULT_RATE_LIMITS } from '../src/config';
import { createTestApp, type TestApp } from './harness';
import { approvedListing, rentListing, signedInOwner, type Owner } from './fixtures';
import { adminEnv, json, requester, signedInAdmin, signedInUser } from './support';

/**
 * Visit requests (issue 23, items 6 and 10): the lister is mailed on each request through the
 * job queue and the visitor gets a copy; a second request for the same listing, date and time
 * is refused; times run from 08:00 to 20:00 India time; an account is limited.
 */

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let lister: Owner;

const call = (...args: Parameters<ReturnType<typeof requester>>) => requester(t)(...args);

const shopListing = {
  ...rentListing,
  propertyType: 'commercial',
  propertyTitle: 'Showroom on GE Road',
  property: 'Showroom',
  amenities: ['Parking'],
  bhk: undefined,
};

/** A day next month, so that every time of day is still to come. */
function dayAhead(days: number): string {
  const [y, m, d] = todayInIndia().split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}

const visit = (overrides: Record<string, string> = {}) => ({
  name: 'Rohit Verma',
  email: 'rohit.typed@example.in',
  phone: '9123456780',
  date: dayAhead(30),
  time: '11:30',
  message: 'I would like to see the showroom this week.\nMornings suit me best.',
  ...overrides,
});

const schedule = (
  who: { headers: Record<string, string> },
  propertyId: string,
  body: object,
  headers: Record<string, string> = {},
) => call('POST', `/user/scheduleMeeting/${propertyId}`, { ...who.headers, ...headers }, body);

/** The mails sent since `from`, after the queue has sent everything waiting. */
async function mailsSince(from: number) {
  await t.app.jobs.drain('mail');
  return t.mails.slice(from);
}

async function meetingsOn(propertyId: string) {
  const rows = await t.database.db.execute(
    sql`select date, time from meetings where property_id = ${propertyId}`,
  );
  return (rows as unknown as { rows: { date: string; time: string }[] }).rows;
}

beforeAll(async () => {
  t = await createTestApp(adminEnv);
  admin = await signedInAdmin(t);
  lister = await signedInOwner(t);
});
afterAll(() => t.close());

describe('mails of a visit request', () => {
  it('the lister gets the request with the visitor’s details, and the visitor a copy at their account’s address', async () => {
    const shop = await approvedListing(t, lister, admin, shopListing);
    const visitor = await signedInUser(t, { userFirstName: 'Rohit' });
    const from = t.mails.length;
    const day = dayAhead(30);
    const res = await schedule(visitor, shop, visit({ date: day, time: '17:30' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).msg).toBe(MSG.meetingScheduled);

    const mails = await mailsSince(from);
    expect(mails.map((m) => m.to).sort()).toEqual(
      [lister.person.userMail.toLowerCase(), visitor.person.userMail.toLowerCase()].sort(),
    );
    const toLister = mails.find((m) => m.to === lister.person.userMail.toLowerCase())!;
    expect(toLister.subject).toContain('Showroom on GE Road');
    expect(toLister.subject).toContain('5:30 pm');
    for (const part of [
      'Namaste Aarav,',
      'Rohit Verma would like to visit "Showroom on GE Road"',
      '5:30 pm (India time)',
      'Phone: 9123456780',
      'E-mail: rohit.typed@example.in',
      '  I would like to see the showroom this week.\n  Mornings suit me best.',
      'http://basera.test/ownerDashboard',
    ]) {
      expect(toLister.text).toContain(part);
    }
    const copy = mails.find((m) => m.to === visitor.person.userMail.toLowerCase())!;
    expect(copy.subject).toBe('Your visit request for "Showroom on GE Road"');
    for (const part of [
      'Namaste Rohit,',
      'They will call you on 9123456780 to confirm.',
      `http://basera.test/propertyDetails/user/${shop}`,
      'Never pay anyone before you have seen the property and its papers.',
    ]) {
      expect(copy.text).toContain(part);
    }
    // The address typed in the form is for the lister to reply to; no mail goes to it.
    expect(mails.map((m) => m.to)).not.toContain('rohit.typed@example.in');
  });

  it('a visitor reading the site in Hindi gets their copy in Hindi; the lister’s stays English', async () => {
    const shop = await approvedListing(t, lister, admin, shopListing);
    const visitor = await signedInUser(t);
    const from = t.mails.length;
    const res = await schedule(visitor, shop, visit({ time: '09:05' }), {
      cookie: 'theme=dark; lang=hi',
    });
    expect(res.statusCode, res.body).toBe(200);
    const mails = await mailsSince(from);
    const copy = mails.find((m) => m.to === visitor.person.userMail.toLowerCase())!;
    expect(copy.subject).toBe('“Showroom on GE Road” देखने का आपका अनुरोध');
    expect(copy.text).toContain('सुबह 9:05 बजे');
    expect(copy.text).toContain('नमस्ते Aarav,');
    const toLister = mails.find((m) => m.to === lister.person.userMail.toLowerCase())!;
    expect(toLister.text).toContain('9:05 am (India time)');
  });

  it('an unknown language in the cookie reads as English', async () => {
    const shop = await approvedListing(t, lister, admin, shopListing);
    const visitor = await signedInUser(t);
    const from = t.mails.length;
    await schedule(visitor, shop, visit(), { cookie: 'lang=fr' });
    const copy = (await mailsSince(from)).find(
      (m) => m.to === visitor.person.userMail.toLowerCase(),
    )!;
    expect(copy.subject).toBe('Your visit request for "Showroom on GE Road"');
  });

  it('a refused request mails no one', async () => {
    const shop = await approvedListing(t, lister, admin, shopListing);
    const visitor = await signedInUser(t);
    expect((await schedule(visitor, shop, visit())).statusCode).toBe(200);
    await t.app.jobs.drain('mail');
    const from = t.mails.length;
    expect((await schedule(visitor, shop, visit())).statusCode).toBe(409);
    expect((await schedule(visitor, shop, visit({ time: '07:00' }))).statusCode).toBe(400);
    expect(await mailsSince(from)).toEqual([]);
  });

  it('a request deleted by the admin before its mails go out is not mailed', async () => {
    const shop = await approvedListing(t, lister, admin, shopListing);
    const visitor = await signedInUser(t);
    await t.app.jobs.drain('mail');
    const from = t.mails.length;
    expect((await schedule(visitor, shop, visit())).statusCode).toBe(200);
    const [meeting] = (
      await call('GET', `/owner/meetings?userId=${lister.userId}`, lister.headers)
    ).json() as Meeting[];
    expect(
      (await call('DELETE', `/admin/deleteMeeting/${meeting!._id}`, admin.headers)).statusCode,
    ).toBe(200);
    expect(await mailsSince(from)).toEqual([]);
  });
});

describe('one request per listing, date and time', () => {
  it('a second request for the same date and time is refused with 409, from anyone, to the minute', async () => {
    const shop = await approvedListing(t, lister, admin, shopListing);
    const first = await signedInUser(t);
    const second = await signedInUser(t);
    const day = dayAhead(31);
    expect((await schedule(first, shop, visit({ date: day, time: '12:00' }))).statusCode).toBe(200);
    for (const [who, time] of [
      [first, '12:00'],
      [second, '12:00'],
      [second, '12:00:59'],
    ] as const) {
      const res = await schedule(who, shop, visit({ date: day, time }));
      expect(res.statusCode).toBe(409);
      expect(json(res).error).toBe(MSG.meetingSlotTaken);
    }
    // Another time, another day or another listing is free.
    expect((await schedule(second, shop, visit({ date: day, time: '12:01' }))).statusCode).toBe(
      200,
    );
    expect(
      (await schedule(second, shop, visit({ date: dayAhead(32), time: '12:00' }))).statusCode,
    ).toBe(200);
    const other = await approvedListing(t, lister, admin, shopListing);
    expect((await schedule(second, other, visit({ date: day, time: '12:00' }))).statusCode).toBe(
      200,
    );
    expect((await meetingsOn(shop)).map((m) => `${m.date} ${m.time}`).sort()).toEqual(
      [`${day} 12:00`, `${day} 12:01`, `${dayAhead(32)} 12:00`].sort(),
    );
  });

  it('of ten requests for one time sent at once, one is kept and mailed, nine answer 409', async () => {
    const shop = await approvedListing(t, lister, admin, shopListing);
    const visitors = await Promise.all(Array.from({ length: 10 }, () => signedInUser(t)));
    await t.app.jobs.drain('mail');
    const from = t.mails.length;
    const answers = await Promise.all(
      visitors.map((v) => schedule(v, shop, visit({ date: dayAhead(33), time: '15:00' }))),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(await meetingsOn(shop)).toHaveLength(1);
    expect(await mailsSince(from)).toHaveLength(2);
  });
});

describe('visiting hours', () => {
  let shop: string;
  beforeAll(async () => {
    shop = await approvedListing(t, lister, admin, shopListing);
  });

  it.each(['08:00', '13:45', '20:00'])('%s India time is accepted', async (time) => {
    const visitor = await signedInUser(t);
    expect((await schedule(visitor, shop, visit({ time }))).statusCode).toBe(200);
  });

  it.each(['00:00', '06:30', '07:59', '20:01', '22:15', '23:59'])(
    '%s is refused with a clear message, and nothing is stored',
    async (time) => {
      const visitor = await signedInUser(t);
      const res = await schedule(visitor, shop, visit({ time }));
      expect(res.statusCode).toBe(400);
      expect((json(res).fields as Record<string, string>).time).toBe(MSG.timeOutsideHours);
      expect((await meetingsOn(shop)).map((m) => m.time)).not.toContain(time);
    },
  );
});

describe('limits per account', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp(adminEnv, { rateLimits: DEFAULT_RATE_LIMITS });
  });
  afterAll(() => limited?.close());

  it(`an account asks for at most ${DEFAULT_RATE_LIMITS.meetingPerAccount} visits in a window; then 429`, async () => {
    const limAdmin = await signedInAdmin(limited);
    const owner = await signedInOwner(limited);
    const shop = await approvedListing(limited, owner, limAdmin, shopListing);
    const flooder = await signedInUser(limited);
    const send = (who: typeof flooder, hour: number) =>
      requester(limited)('POST', `/user/scheduleMeeting/${shop}`, who.headers, {
        ...visit(),
        time: `${String(hour).padStart(2, '0')}:00`,
      });
    const max = DEFAULT_RATE_LIMITS.meetingPerAccount;
    for (let i = 0; i < max; i++) expect((await send(flooder, 8 + i)).statusCode).toBe(200);
    const refused = await send(flooder, 8 + max);
    expect(refused.statusCode).toBe(429);
    expect(json(refused).error).toBe(API_MSG.tooManyRequests);
    const other = await signedInUser(limited);
    expect((await send(other, 19)).statusCode).toBe(200);
    await limited.app.jobs.drain('mail');
    expect(limited.mails.filter((m) => m.subject.startsWith('Visit request'))).toHaveLength(
      max + 1,
    );
  });
});
