import { email as emailRule, password as passwordRule } from '@basera/contract';
import { hashPassword } from '../auth/passwords';
import { upsertAdmin } from '../auth/repository';
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
  await upsertAdmin(db, parsedEmail.data, await hashPassword(password));
  return parsedEmail.data;
}
