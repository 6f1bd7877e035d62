import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import rateLimit, { type FastifyRateLimitOptions } from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { API_MSG } from '@basera/contract';
import { clientBucket } from '../lib/client-address';
import { TooManyRequests } from '../lib/errors';
import type { SharedRedis } from '../lib/redis';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandlers limiting costly or mail-sending routes per client network and account (429). */
    limits: {
      login: preHandlerAsyncHookHandler;
      link: preHandlerAsyncHookHandler;
      register: preHandlerAsyncHookHandler;
      contact: preHandlerAsyncHookHandler;
      reset: preHandlerAsyncHookHandler;
      upload: preHandlerAsyncHookHandler;
      review: preHandlerAsyncHookHandler;
      meeting: preHandlerAsyncHookHandler;
      reviewReport: preHandlerAsyncHookHandler;
    };
    /**
     * Whether this client may have one more page rendered on the server now, counting it
     * (web/signed-out-pages.ts): past the limit it gets the app shell, not an error.
     */
    mayRender: (request: FastifyRequest) => Promise<boolean>;
  }
}

type KeyOf = (request: FastifyRequest) => string;

/** The client's network: behind TRUST_PROXY, the address the proxy saw. */
const network: KeyOf = (request) => clientBucket(request.ip);

/** The account a sign-in or link request names, after validation normalised it. */
const namedAccount: KeyOf = (request) => {
  const body = request.body as { userMail?: unknown; dbName?: unknown } | undefined;
  return `${String(body?.dbName ?? 'User')}:${String(body?.userMail ?? '')}`;
};

/**
 * The account a request names, asked for from this network: a stranger's requests for
 * someone's address use up the stranger's count, never the owner's of that address.
 */
const namedAccountFromNetwork: KeyOf = (request) => `${namedAccount(request)}@${network(request)}`;

/** The signed-in caller (the routes limited by it run their auth guard first). */
const caller: KeyOf = (request) => request.caller?.id ?? network(request);

/**
 * Requests allowed per window, per client network (an IPv4 address or an IPv6 /64) and per
 * account; answered 429.
 */
export type RequestLimits = {
  windowMs: number;
  loginPerIp: number;
  linkPerIp: number;
  /** Link requests naming one account from one network. */
  linkPerAccountAndNetwork: number;
  registerPerIp: number;
  contactPerIp: number;
  resetPerIp: number;
  uploadPerIp: number;
  uploadPerAccount: number;
  /** Reviews written or replaced, visit requests and reports of reviews: against floods. */
  reviewPerIp: number;
  reviewPerAccount: number;
  meetingPerIp: number;
  meetingPerAccount: number;
  reviewReportPerAccount: number;
  /** Pages rendered on the server for one client (cache hits do not count): then the shell. */
  renderPerIp: number;
};

type CreateLimit = FastifyInstance['createRateLimit'];

/**
 * @fastify/rate-limit registered in a context of its own, for its `createRateLimit`: each
 * registration counts in its own store (in memory, or Redis with `redis`).
 */
async function limitFactory(app: FastifyInstance, options: FastifyRateLimitOptions) {
  let create: CreateLimit | undefined;
  await app.register(async (own) => {
    await own.register(rateLimit, { global: false, ...options });
    create = own.createRateLimit;
  });
  return create!;
}

/**
 * Limits counted in Redis while it answers, so every server counts the same requests, and on
 * this server when Redis is away or fails a command, so limits still hold (per server) and no
 * request fails for want of Redis. Both counts are the library's own stores.
 */
async function sharedLimitFactory(app: FastifyInstance, redis: SharedRedis): Promise<CreateLimit> {
  const onThisServer = await limitFactory(app, {});
  const onEveryServer = await limitFactory(app, {
    redis: redis.client,
    nameSpace: 'basera-limit:',
  });
  return (options) => {
    const local = onThisServer(options);
    const shared = onEveryServer(options);
    return async (request, callOptions) => {
      if (!redis.ready()) return local(request, callOptions);
      return shared(request, callOptions).catch(() => local(request, callOptions));
    };
  };
}

export const rateLimits = fp<{ limits: RequestLimits; redis?: SharedRedis }>(
  async (app: FastifyInstance, { limits, redis }) => {
    // With REDIS_URL every server counts the same requests.
    const createLimit = redis ? await sharedLimitFactory(app, redis) : await limitFactory(app, {});
    const timeWindow = limits.windowMs;

    // The plugin's route hook runs one limit per request; two keys need two checkers.
    const limiter = (name: string, ...rules: [max: number, key: KeyOf][]) => {
      const checks = rules.map(([max, key]) =>
        createLimit({ max, timeWindow, keyGenerator: (r) => `${name}:${key(r)}` }),
      );
      const handler: preHandlerAsyncHookHandler = async (request) => {
        for (const check of checks) {
          const result = await check(request);
          if (!result.isAllowed && result.isExceeded) {
            throw TooManyRequests(API_MSG.tooManyRequests, result.ttlInSeconds);
          }
        }
      };
      return handler;
    };
    app.decorate('limits', {
      // Wrong passwords are also slowed per account and network by the auth service.
      login: limiter('login', [limits.loginPerIp, network]),
      // How many links an address receives is bounded by the auth service (one outstanding
      // recent link per kind), so no count here is shared by strangers and the account's owner.
      link: limiter(
        'link',
        [limits.linkPerIp, network],
        [limits.linkPerAccountAndNetwork, namedAccountFromNetwork],
      ),
      register: limiter('register', [limits.registerPerIp, network]),
      contact: limiter('contact', [limits.contactPerIp, network]),
      reset: limiter('reset', [limits.resetPerIp, network]),
      upload: limiter('upload', [limits.uploadPerIp, network], [limits.uploadPerAccount, caller]),
      review: limiter('review', [limits.reviewPerIp, network], [limits.reviewPerAccount, caller]),
      meeting: limiter(
        'meeting',
        [limits.meetingPerIp, network],
        [limits.meetingPerAccount, caller],
      ),
      reviewReport: limiter('review-report', [limits.reviewReportPerAccount, caller]),
    });
    const renders = createLimit({
      max: limits.renderPerIp,
      timeWindow,
      keyGenerator: (r) => `render:${network(r)}`,
    });
    app.decorate('mayRender', async (request: FastifyRequest) => {
      const result = await renders(request);
      return result.isAllowed || !result.isExceeded;
    });
  },
  { name: 'rate-limits' },
);
