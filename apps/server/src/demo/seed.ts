/**
 * Demo data for an empty database (docs/architecture.md §3): accounts to sign in with, listings of every
 * type in Bilaspur, Raipur, Durg and Bhilai with generated photos, and the reviews,
 * testimonials and visit requests that make the screens look lived in.
 */
import { pinWithoutOwnerPin, positionColumns, type PositionKey } from '../properties/position';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  propertySchemaFor,
  todayInIndia,
  type PropertyInput,
  type PropertyType,
} from '@basera/contract';
import { hashPassword } from '../auth/passwords';
import { findAccountByEmail, insertAdmin } from '../auth/repository';
import type { Db } from '../db/client';
import {
  meetings,
  properties,
  propertyImages,
  reviews,
  savedProperties,
  testimonials,
  users,
} from '../db/schema';
import { newImageName } from '../storage/naming';
import type { ImageStorage } from '../storage/storage';
import { insertProperty, setStatus } from '../properties/repository';
import { demoOwnerListings, marketListings, type PlannedListing } from './listings';
import {
  DEMO_ACCOUNTS,
  DEMO_OWNER,
  DEMO_USER,
  MEETINGS,
  OTHER_OWNERS,
  REVIEWS,
  TESTIMONIALS,
  type DemoAccounts,
  type Person,
} from './people';
import { renderPhotoPool } from './photos';
import { seededRandom } from './random';

export type { DemoAccounts } from './people';

export type DemoDeps = {
  db: Db;
  storage: ImageStorage;
  log: { info(msg: string): void };
  /** False when ADMIN_EMAIL names the admin: no second, published admin account. */
  withAdmin?: boolean;
  /** The key of the points shown to others (properties/position.ts), as the app uses it. */
  positionKey: PositionKey;
};

/** Approved listings of the other owners, on top of the demo owner's three. */
const MARKET_LISTINGS = 66;
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** True once anyone has signed up: demo data is only ever loaded into an empty database. */
export async function hasAnyData(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).limit(1);
  return row !== undefined;
}

type Stored = PlannedListing & { id: string; userId: string; type: PropertyType; createdAt: Date };

/** The date `days` after today in India, as YYYY-MM-DD (meeting dates are Indian dates). */
function indianDateIn(days: number): string {
  const today = new Date(`${todayInIndia()}T00:00:00Z`);
  return new Date(today.getTime() + days * DAY).toISOString().slice(0, 10);
}

export async function loadDemoData({
  db,
  storage,
  log,
  withAdmin = true,
  positionKey,
}: DemoDeps): Promise<DemoAccounts> {
  const started = performance.now();
  const signIns: DemoAccounts = withAdmin
    ? DEMO_ACCOUNTS
    : { owner: DEMO_ACCOUNTS.owner, user: DEMO_ACCOUNTS.user };
  if (await findAccountByEmail(db, 'User', DEMO_ACCOUNTS.owner.email)) {
    log.info(`Demo data is already loaded; sign in as ${DEMO_ACCOUNTS.owner.email}`);
    return signIns;
  }
  // The pictures render on sharp's threads while the rows go in; awaited inside the transaction.
  const photoPool = renderPhotoPool();
  photoPool.catch(() => undefined); // a failure surfaces where it is awaited, not as unhandled
  const [adminHash, ownerHash, userHash] = await Promise.all(
    [DEMO_ACCOUNTS.admin, DEMO_ACCOUNTS.owner, DEMO_ACCOUNTS.user].map((a) =>
      hashPassword(a.password),
    ),
  );

  const r = seededRandom('basera-demo');
  const now = Date.now();
  /** A person's users row, verified on the day they joined. */
  const account = (
    person: Person,
    passwordHash: string,
    isOwner: boolean,
    joinedDaysAgo: number,
  ) => {
    const { firstName, lastName, phone, whatsApp, email } = person;
    const joined = new Date(now - joinedDaysAgo * DAY);
    return {
      id: randomUUID(),
      firstName,
      lastName,
      phone,
      whatsApp,
      email,
      passwordHash,
      isOwner,
      verifiedAt: joined,
      createdAt: joined,
    };
  };
  const owner = account(DEMO_OWNER, ownerHash!, true, 150);
  const user = account(DEMO_USER, userHash!, false, 40);
  const others = OTHER_OWNERS.map((person, i) => account(person, ownerHash!, true, 90 + i * 17));
  const accounts = [owner, user, ...others];

  // Every listing passes the same schema as the add-property form before anything is written.
  const plan = [
    ...demoOwnerListings(r.fork('demo-owner')),
    ...marketListings(r.fork('market'), MARKET_LISTINGS, OTHER_OWNERS),
  ].map((listing) => ({
    ...listing,
    input: propertySchemaFor(listing.fields.propertyType).parse(listing.fields) as PropertyInput,
  }));

  let photoCount = 0;
  let poolSize = 0;
  let counts: { reviews: number; meetings: number };
  try {
    counts = await db.transaction(async (tx) => {
      if (withAdmin) await insertAdmin(tx, DEMO_ACCOUNTS.admin.email, adminHash!);
      await tx.insert(users).values(accounts);

      const stored: Stored[] = [];
      for (const listing of plan) {
        const userId = listing.owner === 'demo' ? owner.id : others[listing.owner]!.id;
        // Placed where its map link says: within 600 m of its locality's centre (places.ts).
        const position = positionColumns(positionKey, pinWithoutOwnerPin(listing.input));
        const id = await insertProperty(tx, userId, listing.input, position);
        await setStatus(tx, id, listing.status);
        const createdAt = new Date(now - listing.ageHours * HOUR);
        // Owners confirm now and then: within the last 20 days, never before the listing was made.
        const confirmedAt = new Date(now - (listing.ageHours % (20 * 24)) * HOUR);
        await tx
          .update(properties)
          .set({
            createdAt,
            updatedAt: createdAt,
            ...(listing.status === 'Submitted' && { submittedAt: createdAt }),
            ...(listing.status === 'Approve' && {
              campaignDecidedAt: createdAt,
              lastConfirmedAt: confirmedAt,
            }),
          })
          .where(eq(properties.id, id));
        stored.push({ ...listing, id, userId, type: listing.input.propertyType, createdAt });
      }

      // Files first, rows after: a listing never names a photo that is not on disk.
      const pool = await photoPool;
      poolSize = pool.size;
      const imageRows: (typeof propertyImages.$inferInsert)[] = [];
      for (const listing of stored) {
        const named = pool.pick(listing.photos).map((image) => ({ image, name: newImageName() }));
        await Promise.all(
          named.map(({ image, name }) => storage.write(listing.userId, listing.id, name, image)),
        );
        named.forEach(({ image, name }, position) =>
          imageRows.push({ propertyId: listing.id, name, ext: image.ext, position }),
        );
      }
      for (let i = 0; i < imageRows.length; i += 500) {
        await tx.insert(propertyImages).values(imageRows.slice(i, i + 500));
      }
      photoCount = imageRows.length;

      await tx.insert(testimonials).values(
        TESTIMONIALS.map((testimonial, i) => ({
          ...testimonial,
          createdAt: new Date(now - (i + 1) * 4 * DAY),
        })),
      );

      // Reviews: the demo user on the demo owner's flat and three others; owners on each other's.
      const live = stored.filter((listing) => listing.status === 'Approve');
      const market = live.filter((listing) => listing.owner !== 'demo');
      const firstOf = (type: PropertyType, skip: number, notBy?: string) =>
        market.filter((listing) => listing.type === type && listing.userId !== notBy)[skip]!;
      const reviewed: { by: { id: string }; on: Stored }[] = [
        {
          by: user,
          on: live.find((listing) => listing.owner === 'demo' && listing.type === 'rent')!,
        },
        { by: user, on: firstOf('pgHostel', 0) },
        { by: user, on: firstOf('commercial', 0) },
        { by: user, on: firstOf('sell', 0) },
        ...(['rent', 'plot', 'pgHostel', 'commercial', 'plot'] as const).map((type, i) => ({
          by: others[i]!,
          on: firstOf(type, i + 1, others[i]!.id),
        })),
      ];
      const said = new Map<PropertyType, number>();
      await tx.insert(reviews).values(
        reviewed.map(({ by, on }) => {
          const n = said.get(on.type) ?? 0;
          said.set(on.type, n + 1);
          const lines = REVIEWS[on.type];
          const age = now - on.createdAt.getTime();
          return {
            propertyId: on.id,
            userId: by.id,
            review: lines[n % lines.length]!,
            createdAt: new Date(on.createdAt.getTime() + age * r.range(0.2, 0.9)),
          };
        }),
      );

      // Visit requests for the demo owner's live commercial listings, in the coming week.
      const shops = live.filter(
        (listing) => listing.owner === 'demo' && listing.type === 'commercial',
      );
      await tx.insert(meetings).values(
        MEETINGS.map((meeting, i) => ({
          ...meeting,
          propertyId: shops[i % shops.length]!.id,
          userId: meeting.email === DEMO_USER.email ? user.id : null,
          date: indianDateIn(1 + ((i * 2) % 6)),
          createdAt: new Date(now - (i + 1) * 7 * HOUR),
        })),
      );

      await tx.insert(savedProperties).values(
        [firstOf('rent', 2), firstOf('sell', 2), firstOf('plot', 0)].map((listing, i) => ({
          userId: user.id,
          propertyId: listing.id,
          createdAt: new Date(now - (i + 1) * DAY),
        })),
      );
      return { reviews: reviewed.length, meetings: MEETINGS.length };
    });
  } catch (err) {
    // The rows rolled back; the photos written for them go too. These accounts are new.
    await Promise.all(accounts.map((a) => storage.removeOwner(a.id)));
    throw err;
  }

  const approved = plan.filter((listing) => listing.status === 'Approve').length;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  log.info(
    `Demo data loaded in ${seconds} s: ${accounts.length + (withAdmin ? 1 : 0)} accounts, ${plan.length} listings ` +
      `(${approved} approved) with ${photoCount} photos from ${poolSize} drawings, ` +
      `${TESTIMONIALS.length} testimonials, ${counts.reviews} reviews, ${counts.meetings} meetings`,
  );
  return signIns;
}
