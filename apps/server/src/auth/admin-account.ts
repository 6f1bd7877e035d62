import { email as emailRule, password as passwordRule } from '@basera/contract';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { findAccountByEmail, insertAdmin, markVerified, replacePassword } from './repository';
import type { Db } from '../db/client';

export class AdminCredentialsError extends Error {}

/** Makes sure this admin exists, verified, with this password (ADMIN_EMAIL / npm run admin). */
export async function ensureAdmin(db: Db, email: string, password: string) {
  const parsedEmail = emailRule.safeParse(email);
  if (!parsedEmail.success)
    throw new AdminCredentialsError(`Admin e-mail: ${parsedEmail.error.issues[0]?.message}`);
  const parsedPassword = passwordRule.safeParse(password);
  if (!parsedPassword.success) {
    throw new AdminCredentialsError(`Admin password: ${parsedPassword.error.issues[0]?.message}`);
  }
  await setAdminPassword(db, parsedEmail.data, password);
  return parsedEmail.data;
}

/**
 * Idempotent: the same password again changes nothing (a restart keeps the admin signed in);
 * a new password ends every session issued before it, as a reset does.
 */
export async function setAdminPassword(db: Db, email: string, password: string) {
  const existing = await findAccountByEmail(db, 'Admin', email);
  if (!existing) {
    if (await insertAdmin(db, email, await hashPassword(password))) return;
    return setAdminPassword(db, email, password); // created by a racing start: update it
  }
  if (await verifyPassword(existing.passwordHash, password)) {
    await markVerified(db, 'Admin', existing.id);
    return;
  }
  await replacePassword(db, 'Admin', existing.id, await hashPassword(password));
}
