import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull(),
    whatsApp: text('whatsapp').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    isOwner: boolean('is_owner').notNull().default(false),
    /** Bumped on password reset: every token issued before stops working. */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), index('users_owner_idx').on(t.isOwner)],
);

export const admins = pgTable(
  'admins',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('admins_email_key').on(t.email)],
);

/** E-mail verification and password reset links: only a hash of the token is kept. */
export const linkTokens = pgTable(
  'link_tokens',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    tokenHash: text('token_hash').notNull(),
    accountKind: text('account_kind', { enum: ['User', 'Admin'] }).notNull(),
    accountId: uuid('account_id').notNull(),
    purpose: text('purpose', { enum: ['emailVerified', 'resetPassword'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('link_tokens_hash_key').on(t.tokenHash),
    index('link_tokens_account_idx').on(t.accountId),
  ],
);
