import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { API_MSG } from '@basera/contract';
import type { Caller } from '../lib/access';
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

/** Who holds a token: the auth feature's rule (auth/service.ts); it throws 401 for a bad one. */
export type IdentifyToken = (token: string) => Promise<Caller>;

async function identify(identifyToken: IdentifyToken, request: FastifyRequest): Promise<Caller> {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  if (!match?.[1]) throw Unauthorized(API_MSG.unauthorized);
  return identifyToken(match[1]);
}

/**
 * Guards every route a plugin registers, and says so where the API document reads it
 * (plugins/openapi.ts): a hook added to a plugin is not among its routes' options.
 */
export function guardEveryRoute(app: FastifyInstance, guard: onRequestHookHandler) {
  app.addHook('onRequest', guard);
  app.decorate('everyRouteGuard', guard);
}

export const authGuards = fp<{ identifyToken: IdentifyToken }>(
  async (app: FastifyInstance, { identifyToken }) => {
    app.decorateRequest('caller', null);
    const guardFor =
      (allowed: Caller['kind'] | 'any'): onRequestHookHandler =>
      async (request) => {
        const caller = await identify(identifyToken, request);
        if (allowed !== 'any' && caller.kind !== allowed) throw Forbidden(API_MSG.forbidden);
        request.caller = caller;
      };
    const optional: onRequestHookHandler = async (request) => {
      if (!request.headers.authorization) return;
      request.caller = await identify(identifyToken, request).catch(() => null);
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
