import { eq, sql } from 'drizzle-orm';
import type { PageQuery } from '@basera/contract';
import type { Db } from '../db/client';
import { users } from '../db/schema';

export const profileColumns = {
  _id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  phone: users.phone,
  whatsApp: users.whatsApp,
  email: users.email,
};

export type NewUser = {
  firstName: string;
  lastName: string;
  phone: string;
  whatsApp: string;
  email: string;
  passwordHash: string;
};

/** Null when the e-mail is taken (the unique index decides, so two racing sign-ups cannot both win). */
export async function insertUser(db: Db, user: NewUser) {
  const [row] = await db
    .insert(users)
    .values(user)
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  return row ?? null;
}

export async function findProfile(db: Db, id: string) {
  const [row] = await db.select(profileColumns).from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function updateProfile(
  db: Db,
  id: string,
  profile: { firstName: string; lastName: string; phone: string; whatsApp: string },
) {
  const [row] = await db
    .update(users)
    .set(profile)
    .where(eq(users.id, id))
    .returning(profileColumns);
  return row ?? null;
}

/** "Sign in as owner": from now on the user may list properties. */
export async function markOwner(db: Db, id: string) {
  await db.update(users).set({ isOwner: true }).where(eq(users.id, id));
}

const newestUsersFirst = [sql`${users.createdAt} desc`, sql`${users.id}`];

/** Every account's profile and whether it is blocked, or only the owners', newest first. */
export function listAccounts(db: Db, page: PageQuery, ownersOnly: boolean) {
  return db
    .select({ ...profileColumns, blocked: sql<boolean>`${users.blockedAt} is not null` })
    .from(users)
    .where(ownersOnly ? eq(users.isOwner, true) : undefined)
    .orderBy(...newestUsersFirst)
    .limit(page.limit)
    .offset(page.offset);
}
