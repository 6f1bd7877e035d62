import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id minimum (m=19 MiB, t=2, p=1); the library's default algorithm is argon2id.
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Compared against when no account matches, so a miss takes as long as a wrong password. */
let dummyHash: Promise<string> | undefined;
export const missingAccountHash = () => (dummyHash ??= hashPassword('Dummy-Passw0rd!'));
