import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { API_MSG } from '@basera/contract';
import type { RateLimits } from '../config';
import { HttpError } from '../lib/errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandlers limiting the sign-in and mail-sending routes per IP and per account (429). */
    limits: {
      login: preHandlerAsyncHookHandler;
      link: preHandlerAsyncHookHandler;
      register: preHandlerAsyncHookHandler;
      contact: preHandlerAsyncHookHandler;
    };
  }
}

/** The account a request names, after validation normalised it. */
const accountOf = (request: FastifyRequest) => {
  const body = request.body as { userMail?: unknown; dbName?: unknown } | undefined;
  return `${String(body?.dbName ?? 'User')}:${String(body?.userMail ?? '')}`;
};

export const rateLimits = fp<{ limits: RateLimits }>(
  async (app: FastifyInstance, { limits }) => {
    await app.register(rateLimit, { global: false });
    const timeWindow = limits.windowMs;

    // The plugin's route hook runs one limit per request; two keys need two checkers.
    const limiter = (
      name: string,
      perIp: number,
      perAccount?: number,
    ): preHandlerAsyncHookHandler => {
      const checks = [
        app.createRateLimit({ max: perIp, timeWindow, keyGenerator: (r) => `${name}:ip:${r.ip}` }),
        ...(perAccount
          ? [
              app.createRateLimit({
                max: perAccount,
                timeWindow,
                keyGenerator: (r) => `${name}:acct:${accountOf(r)}`,
              }),
            ]
          : []),
      ];
      return async (request, reply) => {
        for (const check of checks) {
          const result = await check(request);
          if (!result.isAllowed && result.isExceeded) {
            reply.header('retry-after', result.ttlInSeconds);
            throw new HttpError(429, API_MSG.tooManyRequests, { msg: API_MSG.tooManyRequests });
          }
        }
      };
    };
    app.decorate('limits', {
      login: limiter('login', limits.loginPerIp, limits.loginPerAccount),
      link: limiter('link', limits.linkPerIp, limits.linkPerAccount),
      register: limiter('register', limits.registerPerIp),
      contact: limiter('contact', limits.contactPerIp),
    });
  },
  { name: 'rate-limits' },
);
