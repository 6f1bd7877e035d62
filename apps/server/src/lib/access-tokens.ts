import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { TokenClaims } from '@basera/contract';

const ALGORITHM = 'HS256';
/**
 * How long a session lasts (docs/decisions/0008-session-lifetimes.md): a week for users, as
 * SPEC's stored token implies; half a day for the admin, whose token can change every listing.
 */
export const ACCESS_TOKEN_TTL = { user: '7d', admin: '12h' } as const;

/** Signed claims: docs/product.md's userId/email plus `ver`, the account's token version. */
export type SignedClaims = TokenClaims & { ver: number };

export type AccessTokens = {
  sign(claims: SignedClaims): Promise<string>;
  /** The claims of a valid token, or null for a forged, malformed or expired one. */
  verify(token: string): Promise<SignedClaims | null>;
};

export function createAccessTokens(secret: string): AccessTokens {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (claims) =>
      new SignJWT({ ...claims })
        .setProtectedHeader({ alg: ALGORITHM })
        .setIssuedAt()
        .setExpirationTime(ACCESS_TOKEN_TTL[claims.kind])
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM] });
        return isSignedClaims(payload) ? payload : null;
      } catch (err) {
        if (err instanceof joseErrors.JOSEError || err instanceof TypeError) return null;
        throw err;
      }
    },
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const isId = (value: unknown) => typeof value === 'string' && UUID.test(value);

function isSignedClaims(payload: Record<string, unknown>): payload is SignedClaims {
  if (typeof payload.ver !== 'number' || typeof payload.email !== 'string') return false;
  if (payload.kind === 'admin') return isId(payload.adminId);
  return payload.kind === 'user' && isId(payload.userId);
}

/** JWT_SECRET, or in embedded mode a secret generated once and kept in DATA_DIR. */
export async function resolveJwtSecret(
  configured: string | undefined,
  dataDir: string,
): Promise<string> {
  if (configured) return configured;
  const file = path.join(dataDir, 'jwt-secret');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    await mkdir(dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    await writeFile(file, secret, { mode: 0o600, flag: 'wx' }).catch(
      async (err: NodeJS.ErrnoException) => {
        if (err.code !== 'EEXIST') throw err;
      },
    );
    await chmod(file, 0o600);
    return (await readFile(file, 'utf8')).trim();
  }
}
