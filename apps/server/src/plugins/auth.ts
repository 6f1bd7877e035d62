import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { API_MSG } from '@basera/contract';
import type { Caller } from '../access/checks';
import type { AccessTokens } from '../auth/access-tokens';
import { findSessionAccount } from '../auth/repository';
import type { Db } from '../db/client';
import { Forbidden, Unauthorized } from '../lib/errors';

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
    /** The guard of every route of this plugin, when set by guardEveryRoute. */
    everyRouteGuard?: onRequestHookHandler;
  }
  interface FastifyRequest {
    /** Routes hand it to services as it is; the services' access checks refuse null. */
    caller: Caller | null;
  }
}

async function identify(db: Db, tokens: AccessTokens, request: FastifyRequest): Promise<Caller> {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  if (!match?.[1]) throw Unauthorized(API_MSG.unauthorized);
  const claims = await tokens.verify(match[1]);
  if (!claims) throw Unauthorized(API_MSG.tokenInvalid);

  // The account must still exist and the token must be of its current version.
  const account =
    claims.kind === 'user'
      ? await findSessionAccount(db, 'User', claims.userId)
      : await findSessionAccount(db, 'Admin', claims.adminId);
  if (!account || account.tokenVersion !== claims.ver) throw Unauthorized(API_MSG.tokenInvalid);
  // Blocked by the admin: every token of the account answers 401 until it is unblocked.
  if (account.blockedAt) throw Unauthorized(API_MSG.accountBlocked);
  return claims.kind === 'user'
    ? { kind: 'user', id: account.id, email: account.email, isOwner: account.isOwner }
    : { kind: 'admin', id: account.id, email: account.email };
}

/**
 * Guards every route a plugin registers, and says so where the API document reads it
 * (plugins/openapi.ts): a hook added to a plugin is not among its routes' options.
 */
export function guardEveryRoute(app: FastifyInstance, guard: onRequestHookHandler) {
  app.addHook('onRequest', guard);
  app.decorate('everyRouteGuard', guard);
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
