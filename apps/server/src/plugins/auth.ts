import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { eq } from 'drizzle-orm';
import { API_MSG } from '@basera/contract';
import type { AccessTokens } from '../auth/access-tokens';
import type { Db } from '../db/client';
import { admins, users } from '../db/schema';
import { Forbidden, Unauthorized } from '../lib/errors';

/** Who is asking, decided from the token alone (docs/architecture.md §4). */
export type Caller =
  | { kind: 'user'; id: string; email: string; isOwner: boolean }
  | { kind: 'admin'; id: string; email: string };

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest guards: no token 401, bad token 401, wrong kind 403. */
    guard: {
      user: onRequestHookHandler;
      admin: onRequestHookHandler;
      any: onRequestHookHandler;
      /** Public routes: a valid token identifies the caller; none or a stale one reads as anonymous. */
      optional: onRequestHookHandler;
    };
  }
  interface FastifyRequest {
    caller: Caller | null;
  }
}

export function userCaller(request: FastifyRequest) {
  if (request.caller?.kind !== 'user') throw Forbidden(API_MSG.forbidden);
  return request.caller;
}

async function identify(db: Db, tokens: AccessTokens, request: FastifyRequest): Promise<Caller> {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  if (!match?.[1]) throw Unauthorized(API_MSG.unauthorized);
  const claims = await tokens.verify(match[1]);
  if (!claims) throw Unauthorized(API_MSG.tokenInvalid);

  // The account must still exist and the token must be of its current version.
  if (claims.kind === 'user') {
    const [row] = await db
      .select({ id: users.id, email: users.email, ver: users.tokenVersion, isOwner: users.isOwner })
      .from(users)
      .where(eq(users.id, claims.userId))
      .limit(1);
    if (!row || row.ver !== claims.ver) throw Unauthorized(API_MSG.tokenInvalid);
    return { kind: 'user', id: row.id, email: row.email, isOwner: row.isOwner };
  }
  const [row] = await db
    .select({ id: admins.id, email: admins.email, ver: admins.tokenVersion })
    .from(admins)
    .where(eq(admins.id, claims.adminId))
    .limit(1);
  if (!row || row.ver !== claims.ver) throw Unauthorized(API_MSG.tokenInvalid);
  return { kind: 'admin', id: row.id, email: row.email };
}

export const authGuards = fp<{ db: Db; tokens: AccessTokens }>(
  async (app: FastifyInstance, { db, tokens }) => {
    app.decorateRequest('caller', null);
    const guardFor =
      (allowed: Caller['kind'] | 'any'): onRequestHookHandler =>
      async (request) => {
        const caller = await identify(db, tokens, request);
        if (allowed !== 'any' && caller.kind !== allowed) throw Forbidden(API_MSG.forbidden);
        request.caller = caller;
      };
    const optional: onRequestHookHandler = async (request) => {
      if (!request.headers.authorization) return;
      request.caller = await identify(db, tokens, request).catch(() => null);
    };
    app.decorate('guard', {
      user: guardFor('user'),
      admin: guardFor('admin'),
      any: guardFor('any'),
      optional,
    });
  },
  { name: 'auth-guards' },
);
