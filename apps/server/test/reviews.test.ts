import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MSG, MSG, type Review, type ReviewReport } from '@basera/contract';
import { DEFAULT_RATE_LIMITS } from '../src/config';
import { createTestApp, type TestApp } from './harness';
import { approvedListing, signedInOwner, type Owner } from './fixtures';
import { adminEnv, json, requester, signedInAdmin, signedInUser } from './support';

/**
 * Reviews cannot be flooded (issue 23, item 6): one review per person and listing (a second
 * replaces the first), limits per account, no review of one's own listing, the admin deletes
 * any review, and the lister reports one to the admin.
 */

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let lister: Owner;
let listing: string;

const call = (...args: Parameters<ReturnType<typeof requester>>) => requester(t)(...args);
const reviewsOf = async (propertyId: string, headers: Record<string, string> = {}) =>
  (await call('GET', `/user/property/review/${propertyId}?limit=100`, headers)).json() as Review[];
const post = (
  who: { userId: string; headers: Record<string, string> },
  propertyId: string,
  review: string,
) => call('POST', `/user/property/review/${who.userId}/${propertyId}`, who.headers, { review });
const reportsList = async (status: 'open' | 'all' = 'all') => {
  const res = await call('GET', `/admin/reviewReports?status=${status}&limit=100`, admin.headers);
  expect(res.statusCode, res.body).toBe(200);
  return { total: Number(res.headers['x-total-count']), items: res.json() as ReviewReport[] };
};

beforeAll(async () => {
  t = await createTestApp(adminEnv);
  admin = await signedInAdmin(t);
  lister = await signedInOwner(t);
  listing = await approvedListing(t, lister, admin);
});
afterAll(() => t.close());

describe('one review per person and listing', () => {
  it('a second review by the same person replaces the first: same review, new text, marked edited', async () => {
    const me = await signedInUser(t);
    const first = await post(me, listing, 'First visit: the rooms are bright and airy.');
    expect(first.statusCode, first.body).toBe(200);
    expect(json(first).msg).toBe(MSG.reviewAdded);
    const original = json(first).review as Review;
    expect(original.updated_at).toBeNull();

    const second = await post(me, listing, 'Second visit: the water supply is steady too.');
    expect(second.statusCode, second.body).toBe(200);
    expect(json(second).msg).toBe(MSG.reviewUpdated);
    const replaced = json(second).review as Review;
    expect(replaced._id).toBe(original._id);
    expect(replaced.review).toBe('Second visit: the water supply is steady too.');
    expect(replaced.created_at).toBe(original.created_at);
    expect(replaced.updated_at).not.toBeNull();

    const mine = (await reviewsOf(listing)).filter((r) => r.userId === me.userId);
    expect(mine.map((r) => r.review)).toEqual(['Second visit: the water supply is steady too.']);
  });

  it('sixty reviews sent at once by one account leave one review, and every answer is 200', async () => {
    const flooder = await signedInUser(t);
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => post(flooder, listing, `Flood review number ${i}`)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(60).fill(200));
    const theirs = (await reviewsOf(listing)).filter((r) => r.userId === flooder.userId);
    expect(theirs).toHaveLength(1);
  });

  it('whatever people post, in any order, the list holds each person’s last review once', async () => {
    const people = await Promise.all([signedInUser(t), signedInUser(t), signedInUser(t)]);
    const other = await approvedListing(t, lister, admin);
    const last = new Map<string, string>();
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.tuple(
            fc.integer({ min: 0, max: people.length - 1 }),
            fc.string({ minLength: 10, maxLength: 60 }).filter((s) => s.trim().length >= 10),
          ),
          { minLength: 1, maxLength: 6 },
        ),
        async (posts) => {
          for (const [who, text] of posts) {
            const res = await post(people[who]!, other, text);
            expect(res.statusCode, res.body).toBe(200);
            last.set(people[who]!.userId, (json(res).review as Review).review);
          }
          const list = await reviewsOf(other);
          expect(new Map(list.map((r) => [r.userId, r.review]))).toEqual(last);
          expect(list).toHaveLength(last.size);
        },
      ),
      { numRuns: 15 },
    );
  });

  it('a signed-in reader finds their own review first; others read newest first', async () => {
    const early = await signedInUser(t);
    const late = await signedInUser(t);
    const shop = await approvedListing(t, lister, admin);
    await post(early, shop, 'I came here first and liked it.');
    await post(late, shop, 'I came here later and liked it too.');
    expect((await reviewsOf(shop)).map((r) => r.userId)).toEqual([late.userId, early.userId]);
    expect((await reviewsOf(shop, early.headers)).map((r) => r.userId)).toEqual([
      early.userId,
      late.userId,
    ]);
  });
});

describe('the lister', () => {
  it('cannot review their own listing, and nothing is stored', async () => {
    const res = await post(lister, listing, 'Best flat in Bilaspur, book it now!');
    expect(res.statusCode).toBe(403);
    expect(json(res).error).toBe(MSG.reviewOwnListing);
    expect((await reviewsOf(listing)).map((r) => r.userId)).not.toContain(lister.userId);
  });

  it('cannot delete a review of their listing (they report it instead)', async () => {
    const critic = await signedInUser(t);
    const review = json(await post(critic, listing, 'The owner never fixed the leaking tap.'))
      .review as Review;
    const res = await call('DELETE', `/user/property/review/${review._id}`, lister.headers);
    expect(res.statusCode).toBe(403);
    expect((await reviewsOf(listing)).map((r) => r._id)).toContain(review._id);
  });
});

describe('deleting a review', () => {
  it('the admin deletes anyone’s review', async () => {
    const author = await signedInUser(t);
    const review = json(await post(author, listing, 'Spam spam spam, call 9999999999 now'))
      .review as Review;
    const res = await call('DELETE', `/user/property/review/${review._id}`, admin.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).msg).toBe(MSG.reviewDeleted);
    expect((await reviewsOf(listing)).map((r) => r._id)).not.toContain(review._id);
    const again = await call('DELETE', `/user/property/review/${review._id}`, admin.headers);
    expect(again.statusCode).toBe(404);
  });

  it('another user gets 403, no token 401, a malformed id 400, and the review stays', async () => {
    const author = await signedInUser(t);
    const stranger = await signedInUser(t);
    const review = json(await post(author, listing, 'Quiet street, friendly neighbours.'))
      .review as Review;
    const url = `/user/property/review/${review._id}`;
    const foreign = await call('DELETE', url, stranger.headers);
    expect(foreign.statusCode).toBe(403);
    expect(json(foreign).error).toBe(API_MSG.forbidden);
    expect((await call('DELETE', url)).statusCode).toBe(401);
    expect(
      (await call('DELETE', '/user/property/review/not-an-id', admin.headers)).statusCode,
    ).toBe(400);
    expect((await reviewsOf(listing)).map((r) => r._id)).toContain(review._id);
    expect((await call('DELETE', url, author.headers)).statusCode).toBe(200);
  });
});

describe('reports of reviews by the lister', () => {
  const report = (
    who: { headers: Record<string, string> },
    reviewId: string,
    body: object = { reason: 'Spam or advertising', details: 'The same text is on every listing.' },
  ) => call('POST', `/user/reportReview/${reviewId}`, who.headers, body);

  it('the lister reports a review; the admin sees it with the review and removes the review', async () => {
    const author = await signedInUser(t);
    const text = 'Call me on WhatsApp for a cheaper flat nearby!!';
    const review = json(await post(author, listing, text)).review as Review;

    const sent = await report(lister, review._id);
    expect(sent.statusCode, sent.body).toBe(201);
    expect(json(sent).msg).toBe(MSG.reviewReportSent);
    const again = await report(lister, review._id);
    expect(again.statusCode).toBe(409);
    expect(json(again).error).toBe(MSG.reviewReportedAlready);

    const open = await reportsList('open');
    const row = open.items.find((r) => r.reviewId === review._id)!;
    expect(row).toMatchObject({
      propertyId: listing,
      review: text,
      reviewAuthorName: 'Aarav Sharma',
      reason: 'Spam or advertising',
      details: 'The same text is on every listing.',
      reporterName: 'Aarav Sharma',
      status: 'open',
    });
    expect(open.total).toBeGreaterThanOrEqual(1);

    const removed = await call('PUT', `/admin/resolveReviewReport/${row._id}`, admin.headers, {
      action: 'remove',
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(json(removed).msg).toBe(MSG.reviewReportResolved);
    expect((await reviewsOf(listing)).map((r) => r._id)).not.toContain(review._id);
    const after = (await reportsList('all')).items.find((r) => r._id === row._id)!;
    expect(after).toMatchObject({ status: 'removed', reviewId: null, review: text });
    expect((await reportsList('open')).items.map((r) => r._id)).not.toContain(row._id);

    const twice = await call('PUT', `/admin/resolveReviewReport/${row._id}`, admin.headers, {
      action: 'dismiss',
    });
    expect(twice.statusCode).toBe(409);
    expect(json(twice).error).toBe(MSG.reviewReportClosed);
  });

  it('dismissing keeps the review public; the lister may report it again later', async () => {
    const author = await signedInUser(t);
    const review = json(await post(author, listing, 'Honest review: the lift is often broken.'))
      .review as Review;
    await report(lister, review._id, { reason: 'False or misleading' });
    const row = (await reportsList('open')).items.find((r) => r.reviewId === review._id)!;
    const dismissed = await call('PUT', `/admin/resolveReviewReport/${row._id}`, admin.headers, {
      action: 'dismiss',
    });
    expect(dismissed.statusCode).toBe(200);
    expect((await reviewsOf(listing)).map((r) => r._id)).toContain(review._id);
    expect((await reportsList('all')).items.find((r) => r._id === row._id)!.status).toBe(
      'dismissed',
    );
    expect((await report(lister, review._id)).statusCode).toBe(201);
  });

  it('the admin sees the review as it reads now, after its author changed it', async () => {
    const author = await signedInUser(t);
    const review = json(await post(author, listing, 'Rude owner, avoid this place entirely.'))
      .review as Review;
    await report(lister, review._id, { reason: 'Abusive or offensive' });
    await post(author, listing, 'The owner was busy that day; the flat is fine.');
    const row = (await reportsList('open')).items.find((r) => r.reviewId === review._id)!;
    expect(row.review).toBe('The owner was busy that day; the flat is fine.');
  });

  it('a review deleted by the admin or its author closes its open report', async () => {
    const author = await signedInUser(t);
    const review = json(await post(author, listing, 'Nice place but the road is dusty.'))
      .review as Review;
    await report(lister, review._id);
    expect(
      (await call('DELETE', `/user/property/review/${review._id}`, author.headers)).statusCode,
    ).toBe(200);
    const row = (await reportsList('all')).items.find(
      (r) => r.review === 'Nice place but the road is dusty.',
    )!;
    expect(row).toMatchObject({ status: 'removed', reviewId: null });
  });

  it('only the lister of the review’s listing may report it; bad input is a 400', async () => {
    const author = await signedInUser(t);
    const stranger = await signedInUser(t);
    const otherOwner = await signedInOwner(t);
    const review = json(await post(author, listing, 'Clean rooms and a quiet lane nearby.'))
      .review as Review;
    for (const who of [stranger, otherOwner, author]) {
      const res = await report(who, review._id);
      expect(res.statusCode).toBe(403);
      expect(json(res).error).toBe(MSG.reviewReportOnlyLister);
    }
    expect((await report(admin, review._id)).statusCode).toBe(403);
    expect((await report({ headers: {} }, review._id)).statusCode).toBe(401);

    const badReason = await report(lister, review._id, { reason: 'I do not like it' });
    expect(badReason.statusCode).toBe(400);
    expect((json(badReason).fields as Record<string, string>).reason).toBe(
      MSG.reviewReportReasonRequired,
    );
    const long = await report(lister, review._id, { reason: 'Other', details: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect((json(long).fields as Record<string, string>).details).toBe(MSG.reportDetailsMax);
    expect((await report(lister, 'not-an-id')).statusCode).toBe(400);
    const missing = await report(lister, '00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(json(missing).error).toBe(MSG.reviewNotFound);
    expect((await reportsList('all')).items.map((r) => r.reviewId)).not.toContain(review._id);
  });

  it('two reports of one review sent at once make one open report', async () => {
    const author = await signedInUser(t);
    const review = json(await post(author, listing, 'Parking is tight in the evenings.'))
      .review as Review;
    const answers = await Promise.all(Array.from({ length: 5 }, () => report(lister, review._id)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    const open = (await reportsList('open')).items.filter((r) => r.reviewId === review._id);
    expect(open).toHaveLength(1);
  });

  it('the admin’s answers: an unknown report is 404, a bad action 400', async () => {
    const unknown = await call(
      'PUT',
      '/admin/resolveReviewReport/00000000-0000-4000-8000-000000000000',
      admin.headers,
      { action: 'remove' },
    );
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown).error).toBe(MSG.reviewReportNotFound);
    const bad = await call(
      'PUT',
      '/admin/resolveReviewReport/00000000-0000-4000-8000-000000000000',
      admin.headers,
      { action: 'delete' },
    );
    expect(bad.statusCode).toBe(400);
    expect(
      (await call('GET', '/admin/reviewReports?status=closed', admin.headers)).statusCode,
    ).toBe(400);
    expect((await call('GET', '/admin/reviewReports', lister.headers)).statusCode).toBe(403);
  });
});

describe('limits per account', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp(adminEnv, { rateLimits: DEFAULT_RATE_LIMITS });
  });
  afterAll(() => limited?.close());

  it(`an account writes or replaces at most ${DEFAULT_RATE_LIMITS.reviewPerAccount} reviews in a window; then 429, and the last accepted text stays`, async () => {
    const lim = { app: limited.app };
    const limAdmin = await signedInAdmin(limited);
    const owner = await signedInOwner(limited);
    const flat = await approvedListing(limited, owner, limAdmin);
    const flooder = await signedInUser(limited);
    const send = (who: typeof flooder, i: number) =>
      requester(lim)('POST', `/user/property/review/${who.userId}/${flat}`, who.headers, {
        review: `Review attempt number ${i}`,
      });
    const max = DEFAULT_RATE_LIMITS.reviewPerAccount;
    for (let i = 1; i <= max; i++) expect((await send(flooder, i)).statusCode).toBe(200);
    const refused = await send(flooder, max + 1);
    expect(refused.statusCode).toBe(429);
    expect(json(refused).error).toBe(API_MSG.tooManyRequests);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    const list = (await requester(lim)('GET', `/user/property/review/${flat}`)).json() as Review[];
    expect(list.find((r) => r.userId === flooder.userId)!.review).toBe(
      `Review attempt number ${max}`,
    );
    // Another account is not held back by the first one's flood.
    const other = await signedInUser(limited);
    expect((await send(other, 1)).statusCode).toBe(200);
  });

  it(`a lister sends at most ${DEFAULT_RATE_LIMITS.reviewReportPerAccount} reports of reviews in a window; then 429`, async () => {
    const limAdmin = await signedInAdmin(limited);
    const owner = await signedInOwner(limited);
    const flat = await approvedListing(limited, owner, limAdmin);
    const author = await signedInUser(limited);
    const review = json(
      await requester(limited)(
        'POST',
        `/user/property/review/${author.userId}/${flat}`,
        author.headers,
        { review: 'A review the lister keeps reporting.' },
      ),
    ).review as Review;
    const report = () =>
      requester(limited)('POST', `/user/reportReview/${review._id}`, owner.headers, {
        reason: 'Other',
      });
    const answers: number[] = [];
    for (let i = 0; i <= DEFAULT_RATE_LIMITS.reviewReportPerAccount; i++) {
      answers.push((await report()).statusCode);
    }
    expect(answers[0]).toBe(201);
    expect(answers.slice(1, -1).every((status) => status === 409)).toBe(true);
    expect(answers.at(-1)).toBe(429);
  });
});
