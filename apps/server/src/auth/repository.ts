import { and, eq, gt, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { AccountKind, LinkRoute } from '@basera/contract';
import type { Db } from '../db/client';
import { admins, linkTokens, users } from '../db/schema';

export type Account = {
  kind: AccountKind;
  id: string;
  email: string;
  passwordHash: string;
  verifiedAt: Date | null;
  tokenVersion: number;
  /** Only a user can be blocked (by the admin); an admin's is always null. */
  blockedAt: Date | null;
};

const tableOf = (kind: AccountKind) => (kind === 'User' ? users : admins);

/** A user's blockedAt; admins have no such column and are never blocked. */
const blockedAtOf = (kind: AccountKind) =>
  kind === 'User' ? users.blockedAt : sql<Date | null>`null::timestamptz`;

function columnsOf(kind: AccountKind) {
  const t = tableOf(kind);
  return {
    id: t.id,
    email: t.email,
    passwordHash: t.passwordHash,
    verifiedAt: t.verifiedAt,
    tokenVersion: t.tokenVersion,
    blockedAt: blockedAtOf(kind),
  };
}

async function findAccount(
  db: Db,
  kind: AccountKind,
  by: 'email' | 'id',
  value: string,
): Promise<Account | null> {
  const t = tableOf(kind);
  const [row] = await db.select(columnsOf(kind)).from(t).where(eq(t[by], value)).limit(1);
  return row ? { kind, ...row } : null;
}

export const findAccountByEmail = (db: Db, kind: AccountKind, email: string) =>
  findAccount(db, kind, 'email', email);

export const findAccountById = (db: Db, kind: AccountKind, id: string) =>
  findAccount(db, kind, 'id', id);

/**
 * What the auth guards check on every request: the account still exists, its token version,
 * whether it is blocked and, for a user, whether they are an owner (an admin never is). No
 * password hash.
 */
export async function findSessionAccount(db: Db, kind: AccountKind, id: string) {
  const t = tableOf(kind);
  const [row] = await db
    .select({
      id: t.id,
      email: t.email,
      tokenVersion: t.tokenVersion,
      isOwner: kind === 'User' ? users.isOwner : sql<boolean>`false`,
      blockedAt: blockedAtOf(kind),
    })
    .from(t)
    .where(eq(t.id, id))
    .limit(1);
  return row ?? null;
}

export async function insertLinkToken(
  db: Db,
  link: {
    tokenHash: string;
    account: Account;
    purpose: LinkRoute;
    createdAt: Date;
    expiresAt: Date;
    requestId?: string;
  },
) {
  await db.insert(linkTokens).values({
    tokenHash: link.tokenHash,
    accountKind: link.account.kind,
    accountId: link.account.id,
    purpose: link.purpose,
    createdAt: link.createdAt,
    expiresAt: link.expiresAt,
    requestId: link.requestId ?? null,
  });
}

/**
 * Locks the making of links for this account and purpose until the transaction ends, so two
 * requests' mails sent at the same moment see each other's link.
 */
export async function lockLinksOf(tx: Db, account: Account, purpose: LinkRoute) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`link:${account.kind}:${account.id}:${purpose}`}, 0))`,
  );
}

/**
 * Whether the account has a link of this purpose, unused and unexpired at `now`, made after
 * `since` for another request than `requestId` (a retry of that request's own mail makes a
 * new link: its first may never have left).
 */
export async function hasRecentLink(
  db: Db,
  link: { account: Account; purpose: LinkRoute; since: Date; now: Date; requestId?: string },
) {
  const [row] = await db
    .select({ id: linkTokens.id })
    .from(linkTokens)
    .where(
      and(
        eq(linkTokens.accountKind, link.account.kind),
        eq(linkTokens.accountId, link.account.id),
        eq(linkTokens.purpose, link.purpose),
        isNull(linkTokens.usedAt),
        gt(linkTokens.expiresAt, link.now),
        gt(linkTokens.createdAt, link.since),
        link.requestId
          ? or(isNull(linkTokens.requestId), ne(linkTokens.requestId, link.requestId))
          : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** A link of this purpose that is neither used nor expired. */
const usableLink = (tokenHash: string, purpose: LinkRoute) =>
  and(
    eq(linkTokens.tokenHash, tokenHash),
    eq(linkTokens.purpose, purpose),
    isNull(linkTokens.usedAt),
    gt(linkTokens.expiresAt, sql`now()`),
  );

/** Marks an unused, unexpired link used, atomically, and says whose it was. */
export async function consumeLinkToken(db: Db, tokenHash: string, purpose: LinkRoute) {
  const [row] = await db
    .update(linkTokens)
    .set({ usedAt: sql`now()` })
    .where(usableLink(tokenHash, purpose))
    .returning({ accountKind: linkTokens.accountKind, accountId: linkTokens.accountId });
  return row ?? null;
}

export async function markVerified(db: Db, kind: AccountKind, id: string) {
  const t = tableOf(kind);
  await db
    .update(t)
    .set({ verifiedAt: sql`coalesce(${t.verifiedAt}, now())` })
    .where(eq(t.id, id));
}

/** A new password also ends every session issued before it, and proves the e-mail. */
export async function replacePassword(db: Db, kind: AccountKind, id: string, passwordHash: string) {
  const t = tableOf(kind);
  await db
    .update(t)
    .set({
      passwordHash,
      tokenVersion: sql`${t.tokenVersion} + 1`,
      verifiedAt: sql`coalesce(${t.verifiedAt}, now())`,
    })
    .where(eq(t.id, id));
}

/** Creates an admin, verified, with this password; null if the e-mail is an admin already. */
export async function insertAdmin(db: Db, email: string, passwordHash: string) {
  const [row] = await db
    .insert(admins)
    .values({ email, passwordHash, verifiedAt: new Date() })
    .onConflictDoNothing({ target: admins.email })
    .returning({ id: admins.id });
  return row ?? null;
}

/** Every unused link of an account stops working (a reset makes older links stale). */
export async function expireLinksOf(db: Db, kind: AccountKind, id: string) {
  await db
    .update(linkTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(linkTokens.accountKind, kind),
        eq(linkTokens.accountId, id),
        isNull(linkTokens.usedAt),
      ),
    );
}

/** The account an unused, unexpired link belongs to, without using the link up. */
export async function findLinkOwner(db: Db, tokenHash: string, purpose: LinkRoute) {
  const [row] = await db
    .select({ accountKind: linkTokens.accountKind, accountId: linkTokens.accountId })
    .from(linkTokens)
    .where(usableLink(tokenHash, purpose))
    .limit(1);
  return row ?? null;
}

/** Links that can no longer be used, used or expired before `now`: kept no longer than that. */
export async function removeDeadLinks(db: Db, now: Date): Promise<number> {
  const removed = await db
    .delete(linkTokens)
    .where(or(lt(linkTokens.expiresAt, now), isNotNull(linkTokens.usedAt)))
    .returning({ id: linkTokens.id });
  return removed.length;
}
