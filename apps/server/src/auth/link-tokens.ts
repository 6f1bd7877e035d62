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

/**
 * While a link of the same purpose made this recently is outstanding (unused, unexpired), a
 * new request mails nothing: the one in the mailbox still works. So however many people ask,
 * an address gets at most one link of each kind per quarter hour, and nobody is refused
 * (docs/decisions/0028-blocking-accounts-and-link-mails.md).
 */
export const LINK_RECENT_MS = 15 * 60 * 1000;
