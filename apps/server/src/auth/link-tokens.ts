import { createHash, randomBytes } from 'node:crypto';

/** Verification and reset links: 256 random bits, only a SHA-256 of them is stored. */
export function newLinkToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashLinkToken(token) };
}

export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const LINK_TTL_MS = {
  emailVerified: 24 * 60 * 60 * 1000,
  resetPassword: 60 * 60 * 1000,
} as const;
