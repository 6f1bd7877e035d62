import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MSG, MSG, todayInIndia, type Meeting } from '@basera/contract';
import { createTestApp, type TestApp } from './harness';
import { approvedListing, rentListing, signedInOwner, type Owner } from './fixtures';
import { adminEnv, json, requester, signedInAdmin, signedInUser } from './support';

/**
 * Answers to visit requests (issue 26, part 7): the lister accepts or declines a request on
 * their listing with PUT /owner/meetings/{id}/answer, and the visitor is mailed the answer in
 * the language they asked in (docs/decisions/0051-answering-visit-requests.md).
 */

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let lister: Owner;
let shop: string;

const call = (...args: Parameters<ReturnType<typeof requester>>) => requester(t)(...args);

const shopListing = {
  ...rentListing,
  propertyType: 'commercial',
  propertyTitle: 'Corner shop on Station Road',
  property: 'Shop',
  amenities: ['Parking'],
  bhk: undefined,
};

function dayAhead(days: number): string {
  const [y, m, d] = todayInIndia().split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}

let slot = 0;
/** A visit asked for by a new visitor at a time no other test asked for; its id. */
async function requestedVisit(headers: Record<string, string> = {}) {
  const visitor = await signedInUser(t, { userFirstName: 'Meera' });
  slot += 1;
  const res = await call(
    'POST',
    `/user/scheduleMeeting/${shop}`,
    { ...visitor.headers, ...headers },
    {
      name: 'Meera Iyer',
      email: 'meera.typed@example.in',
      phone: '9123456780',
      date: dayAhead(20 + slot),
      time: '16:45',
      message: 'I would like to see the shop before I sign anything.',
    },
  );
  expect(res.statusCode, res.body).toBe(200);
  const meetings = (
    await call('GET', `/owner/meetings?userId=${lister.userId}&limit=50`, lister.headers)
  ).json() as Meeting[];
  const meeting = meetings.find((m) => m.date === dayAhead(20 + slot))!;
  await t.app.jobs.drain('mail');
  return { visitor, meeting, from: t.mails.length };
}

const answer = (who: { headers: Record<string, string> } | null, id: string, body: object) =>
  call('PUT', `/owner/meetings/${id}/answer`, who?.headers ?? {}, body);

async function mailsSince(from: number) {
  await t.app.jobs.drain('mail');
  return t.mails.slice(from);
}

async function ownerSees(id: string) {
  const meetings = (
    await call('GET', `/owner/meetings?userId=${lister.userId}&limit=50`, lister.headers)
  ).json() as Meeting[];
  return meetings.find((m) => m._id === id)!;
}

beforeAll(async () => {
  t = await createTestApp(adminEnv);
  admin = await signedInAdmin(t);
  lister = await signedInOwner(t, { userFirstName: 'Kiran' });
  shop = await approvedListing(t, lister, admin, shopListing);
});
afterAll(() => t.close());

describe('the lister answers a visit request', () => {
  it('a new request is unanswered in the owner’s list', async () => {
    const { meeting } = await requestedVisit();
    expect(meeting.answer).toBeNull();
    expect(meeting.answeredAt).toBeNull();
  });

  it('accepting stores the answer, shows it in the list, and mails the visitor once', async () => {
    const { visitor, meeting, from } = await requestedVisit();
    const res = await answer(lister, meeting._id, { answer: 'accepted' });
    expect(res.statusCode, res.body).toBe(200);
    const body = json(res) as { msg: string; meeting: Meeting };
    expect(body.msg).toBe(MSG.visitAccepted);
    expect(body.meeting).toMatchObject({ _id: meeting._id, answer: 'accepted' });
    expect(Date.parse(body.meeting.answeredAt!)).not.toBeNaN();
    expect(await ownerSees(meeting._id)).toMatchObject({ answer: 'accepted' });

    const mails = await mailsSince(from);
    expect(mails.map((m) => m.to)).toEqual([visitor.person.userMail.toLowerCase()]);
    const [mail] = mails;
    expect(mail!.subject).toBe('Your visit to "Corner shop on Station Road" is accepted');
    for (const part of [
      'Namaste Meera,',
      'The lister has accepted your request to visit "Corner shop on Station Road"',
      '4:45 pm (India time)',
      `http://basera.test/propertyDetails/user/${shop}`,
    ]) {
      expect(mail!.text).toContain(part);
    }
    // Only the account's address is mailed, never the one typed in the form.
    expect(mails.map((m) => m.to)).not.toContain('meera.typed@example.in');
  });

  it('declining is mailed in Hindi to a visitor who asked in Hindi', async () => {
    const { visitor, meeting, from } = await requestedVisit({ cookie: 'lang=hi' });
    const res = await answer(lister, meeting._id, { answer: 'declined' });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).msg).toBe(MSG.visitDeclined);
    const mails = await mailsSince(from);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe(visitor.person.userMail.toLowerCase());
    expect(mails[0]!.subject).toBe(
      '“Corner shop on Station Road” देखने का आपका अनुरोध अस्वीकार हो गया',
    );
    expect(mails[0]!.text).toContain('नमस्ते Meera,');
    expect(mails[0]!.text).toContain('शाम 4:45 बजे');
  });

  it('the same answer again changes nothing and mails no one; another answer replaces it and is mailed', async () => {
    const { meeting, from } = await requestedVisit();
    const first = await answer(lister, meeting._id, { answer: 'accepted' });
    expect(first.statusCode).toBe(200);
    const answeredAt = (json(first) as { meeting: Meeting }).meeting.answeredAt;
    const again = await answer(lister, meeting._id, { answer: 'accepted' });
    expect(again.statusCode).toBe(200);
    expect((json(again) as { meeting: Meeting }).meeting.answeredAt).toBe(answeredAt);
    expect((await mailsSince(from)).map((m) => m.subject)).toEqual([
      'Your visit to "Corner shop on Station Road" is accepted',
    ]);

    const changed = await answer(lister, meeting._id, { answer: 'declined' });
    expect(changed.statusCode).toBe(200);
    expect(await ownerSees(meeting._id)).toMatchObject({ answer: 'declined' });
    expect((await mailsSince(from)).map((m) => m.subject)).toEqual([
      'Your visit to "Corner shop on Station Road" is accepted',
      'Your visit request for "Corner shop on Station Road" is declined',
    ]);
  });

  it('two answers at once: both are taken one after the other, and only the one that stays is mailed', async () => {
    const { meeting, from } = await requestedVisit();
    const [a, b] = await Promise.all([
      answer(lister, meeting._id, { answer: 'accepted' }),
      answer(lister, meeting._id, { answer: 'declined' }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const stored = (await ownerSees(meeting._id)).answer;
    const mails = await mailsSince(from);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain(stored === 'accepted' ? 'is accepted' : 'is declined');
  });
});

describe('who may answer, and what', () => {
  it('an answer other than accepted or declined, or none, is 400 with a clear message', async () => {
    const { meeting, from } = await requestedVisit();
    for (const body of [{ answer: 'maybe' }, {}, { answer: 'Accepted' }, { answer: 1 }]) {
      const res = await answer(lister, meeting._id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body).toContain(MSG.visitAnswerInvalid);
    }
    const badId = await answer(lister, 'not-a-uuid', { answer: 'accepted' });
    expect(badId.statusCode).toBe(400);
    expect((await ownerSees(meeting._id)).answer).toBeNull();
    expect(await mailsSince(from)).toEqual([]);
  });

  it('without a token it is 401', async () => {
    const { meeting } = await requestedVisit();
    const res = await answer(null, meeting._id, { answer: 'accepted' });
    expect(res.statusCode).toBe(401);
    expect((await ownerSees(meeting._id)).answer).toBeNull();
  });

  it('another owner, a user who is not an owner, and the admin are refused with 403', async () => {
    const otherOwner = await signedInOwner(t);
    const user = await signedInUser(t);
    const { meeting, from } = await requestedVisit();
    const byOther = await answer(otherOwner, meeting._id, { answer: 'declined' });
    expect(byOther.statusCode).toBe(403);
    expect(json(byOther).msg).toBe(API_MSG.forbidden);
    const byUser = await answer(user, meeting._id, { answer: 'declined' });
    expect(byUser.statusCode).toBe(403);
    expect(json(byUser).msg).toBe(MSG.ownerSignInPrompt);
    expect((await answer(admin, meeting._id, { answer: 'declined' })).statusCode).toBe(403);
    expect((await ownerSees(meeting._id)).answer).toBeNull();
    expect(await mailsSince(from)).toEqual([]);
  });

  it('an unknown request is 404', async () => {
    const res = await answer(lister, '00000000-0000-4000-8000-000000000000', {
      answer: 'accepted',
    });
    expect(res.statusCode).toBe(404);
    expect(json(res).msg).toBe(MSG.meetingNotFound);
  });

  it('a request the admin deleted before its answer was mailed is not mailed', async () => {
    const { meeting, from } = await requestedVisit();
    expect((await answer(lister, meeting._id, { answer: 'accepted' })).statusCode).toBe(200);
    expect(
      (await call('DELETE', `/admin/deleteMeeting/${meeting._id}`, admin.headers)).statusCode,
    ).toBe(200);
    expect(await mailsSince(from)).toEqual([]);
    expect((await answer(lister, meeting._id, { answer: 'declined' })).statusCode).toBe(404);
  });
});
