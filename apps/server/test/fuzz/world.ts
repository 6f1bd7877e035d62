import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { expect } from 'vitest';
import { todayInIndia, type PropertyImage } from '@basera/contract';
import type { TestApp } from '../harness';
import {
  addListing,
  approvedListing,
  jpeg,
  rentListing,
  signedInOwner,
  uploadImages,
} from '../fixtures';
import { adminEnv, json, signedInAdmin, signedInUser } from '../support';

/**
 * The people and things the fuzzer works with. The victim owns listings, photos, a review
 * (of the other owner's listing), saved listings and a visit request; the attackers are a plain user and another owner with a
 * listing of their own. Only the victim's things are checked for changes after the
 * attackers' turn: attackers may change their own.
 */
export type World = Awaited<ReturnType<typeof buildWorld>>;

export const WORLD_ENV = adminEnv;

const commercial = {
  ...rentListing,
  propertyType: 'commercial',
  propertyTitle: 'Shop on Link Road',
  property: 'Shop',
  amenities: ['Pantry'],
  bhk: undefined,
};

export async function buildWorld(t: TestApp) {
  const admin = await signedInAdmin(t);
  const victim = await signedInOwner(t);
  const attacker = await signedInUser(t);
  const attackerOwner = await signedInOwner(t);

  const victimLive = await approvedListing(t, victim, admin);
  const victimShop = await approvedListing(t, victim, admin, commercial);
  const victimDraft = await addListing(t, victim);
  const photos = await uploadImages(t, victim, victimDraft, 5);
  const victimPhotos = (json(photos).propertyImg as PropertyImage[]).map((p) => p.img);
  const attackerListing = await addListing(t, attackerOwner);
  await uploadImages(t, attackerOwner, attackerListing, 5);
  // The victim reviews the other owner's live listing: its lister may report the review, but
  // not change or delete it.
  const attackerLive = await approvedListing(t, attackerOwner, admin);

  const review = await t.app.inject({
    method: 'POST',
    url: `/user/property/review/${victim.userId}/${attackerLive}`,
    headers: victim.headers,
    payload: { review: 'Lovely light in the mornings.' },
  });
  const victimReview = (json(review).review as { _id: string })._id;
  await t.app.inject({
    method: 'POST',
    url: '/user/saveProperty',
    headers: victim.headers,
    payload: { userId: victim.userId, propertyId: victimShop },
  });
  const meeting = {
    name: 'Victim Visitor',
    email: 'visitor@example.in',
    phone: '9876543210',
    date: todayInIndia(),
    time: '11:30',
    message: 'I would like to see the shop this week.',
  };
  expect(
    (
      await t.app.inject({
        method: 'POST',
        url: `/user/scheduleMeeting/${victimShop}`,
        headers: victim.headers,
        payload: meeting,
      })
    ).statusCode,
  ).toBe(200);
  await t.app.inject({
    method: 'POST',
    url: '/user/contact',
    payload: {
      fullName: 'Victim Writer',
      email: 'w@example.in',
      phone: '9876543210',
      message: 'Please call me back about a listing.',
    },
  });
  await t.app.inject({
    method: 'POST',
    url: '/admin/addTestimonial',
    headers: admin.headers,
    payload: { name: 'Neha Gupta', review: 'Found a flat in a week.', rating: 5 },
  });
  const ids = async (table: string) =>
    (
      (await t.database.db.execute(sql.raw(`select id from ${table}`))) as unknown as {
        rows: { id: string }[];
      }
    ).rows.map((r) => r.id);
  const meetingIds = await ids('meetings');
  const messageIds = await ids('contact_messages');
  const testimonialIds = await ids('testimonials');
  const [adminId] = await ids('admins');

  const secret = (await readFile(path.join(t.config.dataDir, 'jwt-secret'), 'utf8')).trim();
  const key = new TextEncoder().encode(secret);
  const signed = (claims: Record<string, unknown>, expires: string | number) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(0)
      .setExpirationTime(expires)
      .sign(key);
  const tokens = {
    none: null,
    garbage: 'not-a-token',
    forged: await new SignJWT({ kind: 'admin', adminId, email: 'x@y.in', ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('another-secret-of-at-least-32-chars!!')),
    expiredVictim: await signed(
      { kind: 'user', userId: victim.userId, email: 'v@x.in', ver: 0 },
      1,
    ),
    staleVersionVictim: await signed(
      { kind: 'user', userId: victim.userId, email: 'v@x.in', ver: 99 },
      '1h',
    ),
    wrongKind: await signed({ kind: 'root', userId: victim.userId, email: 'v@x.in', ver: 0 }, '1h'),
    attacker: attacker.token,
    attackerOwner: attackerOwner.token,
  };

  return {
    admin,
    victim,
    attacker,
    attackerOwner,
    tokens,
    smallPhoto: await jpeg(3, 160, 120),
    ids: {
      users: [victim.userId, attacker.userId, attackerOwner.userId],
      properties: [victimLive, victimShop, victimDraft, attackerListing, attackerLive],
      reviews: [victimReview],
      meetings: meetingIds,
      messages: messageIds,
      testimonials: testimonialIds,
      admins: [adminId!],
    },
    victimLive,
    victimShop,
    victimDraft,
    victimPhotos,
    attackerListing,
    attackerLive,
    meeting,
  };
}

/** The victim's rows and everyone's records an attacker must not touch, as one JSON text. */
export async function protectedData(t: TestApp, w: World): Promise<string> {
  const v = w.victim.userId;
  const rows = async (query: string) =>
    ((await t.database.db.execute(sql.raw(query))) as unknown as { rows: unknown[] }).rows;
  return JSON.stringify({
    victim: await rows(`select * from users where id = '${v}'`),
    listings: await rows(
      `select id, property_type, campaign_request, property_title, description, address, city,
         map_link, area, listed_by, amenities, rent, deposit, price, bhk, property_kind,
         property_condition, sharing, updated_at
       from properties where user_id = '${v}' order by id`,
    ),
    photos: await rows(
      `select i.* from property_images i join properties p on p.id = i.property_id
       where p.user_id = '${v}' order by i.id`,
    ),
    reviews: await rows(`select * from reviews where user_id = '${v}' order by id`),
    saved: await rows(`select * from saved_properties where user_id = '${v}' order by property_id`),
    meetings: await rows(
      `select * from meetings where id in (${w.ids.meetings.map((id) => `'${id}'`).join(',')}) order by id`,
    ),
    messages: await rows(
      `select * from contact_messages where id in (${w.ids.messages.map((id) => `'${id}'`).join(',')}) order by id`,
    ),
    testimonials: await rows('select * from testimonials order by id'),
    admins: await rows('select * from admins order by id'),
  });
}
