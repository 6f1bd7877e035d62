import { and, eq, gt, isNull, sql } from 'drizzle-orm';
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
};

const tableOf = (kind: AccountKind) => (kind === 'User' ? users : admins);

function columnsOf(kind: AccountKind) {
  const t = tableOf(kind);
  return {
    id: t.id,
    email: t.email,
    passwordHash: t.passwordHash,
    verifiedAt: t.verifiedAt,
    tokenVersion: t.tokenVersion,
  };
}

export async function findAccountByEmail(
  db: Db,
  kind: AccountKind,
  email: string,
): Promise<Account | null> {
  const t = tableOf(kind);
  const [row] = await db.select(columnsOf(kind)).from(t).where(eq(t.email, email)).limit(1);
  return row ? { kind, ...row } : null;
}

export async function findAccountById(
  db: Db,
  kind: AccountKind,
  id: string,
): Promise<Account | null> {
  const t = tableOf(kind);
  const [row] = await db.select(columnsOf(kind)).from(t).where(eq(t.id, id)).limit(1);
  return row ? { kind, ...row } : null;
}

export async function insertLinkToken(
  db: Db,
  link: { tokenHash: string; account: Account; purpose: LinkRoute; expiresAt: Date },
) {
  await db.insert(linkTokens).values({
    tokenHash: link.tokenHash,
    accountKind: link.account.kind,
    accountId: link.account.id,
    purpose: link.purpose,
    expiresAt: link.expiresAt,
  });
}

/** Marks an unused, unexpired link used, atomically, and says whose it was. */
export async function consumeLinkToken(db: Db, tokenHash: string, purpose: LinkRoute) {
  const [row] = await db
    .update(linkTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(linkTokens.tokenHash, tokenHash),
        eq(linkTokens.purpose, purpose),
        isNull(linkTokens.usedAt),
        gt(linkTokens.expiresAt, sql`now()`),
      ),
    )
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

/** Creates or updates an admin, verified, with this password (idempotent bootstrap). */
export async function upsertAdmin(db: Db, email: string, passwordHash: string) {
  await db
    .insert(admins)
    .values({ email, passwordHash, verifiedAt: new Date() })
    .onConflictDoUpdate({
      target: admins.email,
      set: { passwordHash, verifiedAt: sql`coalesce(${admins.verifiedAt}, now())` },
    });
}
