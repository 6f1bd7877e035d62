import { randomBytes } from 'node:crypto';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { findAccountByEmail, replacePassword } from '../auth/repository';
import type { Db } from '../db/client';
import { DEMO_ACCOUNTS } from './people';

/**
 * In production no account may still open with a password printed in the README. A database
 * that was demoed before it went live keeps its demo accounts, but their published passwords
 * are replaced by random ones (and their sessions end), so the demo admin above all is shut.
 * Returns the e-mails that were shut.
 */
export async function shutPublishedDemoAccounts(db: Db): Promise<string[]> {
  const published = [
    { kind: 'Admin' as const, ...DEMO_ACCOUNTS.admin },
    { kind: 'User' as const, ...DEMO_ACCOUNTS.owner },
    { kind: 'User' as const, ...DEMO_ACCOUNTS.user },
  ];
  const shut: string[] = [];
  for (const { kind, email, password } of published) {
    const account = await findAccountByEmail(db, kind, email);
    if (!account || !(await verifyPassword(account.passwordHash, password))) continue;
    const unguessable = await hashPassword(randomBytes(32).toString('base64url'));
    await replacePassword(db, kind, account.id, unguessable);
    shut.push(email);
  }
  return shut;
}
