import Fastify, { LogController, type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import { sql } from 'drizzle-orm';
import { ensureAdmin } from './auth/admin-account';
import { adminFeature } from './admin/plugin';
import { authFeature } from './auth/plugin';
import { createLoginThrottle, redisLoginThrottleStores } from './lib/login-throttle';
import { wireBackgroundWork } from './background-work';
import type { AppConfig } from './config';
import { contactFeature } from './contact/plugin';
import type { Database } from './db/client';
import { loadDemoDataIfWanted } from './demo/load';
import type { DemoAccounts } from './demo/seed';
import type { Deps } from './deps';
import { freshnessFeature } from './freshness/plugin';
import { imagesFeature } from './images/plugin';
import { startInfrastructure } from './infrastructure';
import type { DailyJobs } from './jobs/daily-jobs';
import { createAccessTokens, resolveJwtSecret } from './lib/access-tokens';
import { offsetClock, systemClock, type Clock } from './lib/clock';
import { createStopping, type Stopping } from './lib/stopping';
import { createMailJobs } from './mail/mail-jobs';
import type { Mailer } from './mail/mailer';
import { meetingsFeature } from './meetings/plugin';
import { moderationFeature } from './moderation/plugin';
import { checkAnswers } from './plugins/answer-check';
import { authGuards } from './plugins/auth';
import { useErrorReplies } from './plugins/errors';
import { healthRoutes } from './plugins/health';
import { useOpenApi } from './plugins/openapi';
import { rateLimits } from './plugins/rate-limits';
import { usePrivateAnswers, useSecurityHeaders } from './plugins/security';
import { readJsonBodies, useJsonAnswers, useZodValidation } from './plugins/validation';
import { propertiesFeature } from './properties/plugin';
import { positionKeyFrom } from './properties/position';
import { reportsFeature } from './reports/plugin';
import { reviewsFeature } from './reviews/plugin';
import { savedFeature } from './saved/plugin';
import { testimonialsFeature } from './testimonials/plugin';
import { usersFeature } from './users/plugin';
import { webFeature } from './web/plugin';

export type RegisteredRoute = { method: string; url: string };

export type AppOverrides = {
  /** A database prepared by the caller (tests); otherwise chosen from the config. */
  database?: Database;
  mailer?: Mailer;
  /** Told of every answer that does not match its route's response schema (the API tests). */
  reportAnswerMismatch?: (problem: string) => void;
  /** Where log lines go (tests read them); stdout otherwise. */
  logStream?: { write(line: string): void };
  /** The time for the trust rules (tests set it); else real time, or CLOCK_OFFSET_FILE's. */
  clock?: Clock;
  /** How often the job queue's schedule is looked at: tests shorten pg-boss's 30 s. */
  scheduleCheckSeconds?: number;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The demo sign-ins, when this start loaded demo data (main.ts prints them). */
    demoAccounts: DemoAccounts | null;
    /** Method and path of every route the app serves. */
    registeredRoutes: readonly RegisteredRoute[];
    /**
     * Freshness reminders and hiding, and the removal of dead links: on pg-boss's schedule, once
     * a day across servers (the job queue's workers run them); tests run them with runNow().
     */
    dailyJobs: DailyJobs;
    /** Whether this server has been asked to stop (main.ts begins it on SIGTERM). */
    stopping: Stopping;
  }
}

/** The one factory behind `npm start` and every API test (docs/architecture.md §1). */
export async function buildApp(
  config: AppConfig,
  overrides: AppOverrides = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, ...(overrides.logStream && { stream: overrides.logStream }) },
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    bodyLimit: 256 * 1024,
    // Closing (after SIGTERM), a request on a connection accepted before is answered as usual,
    // not refused with 503: a load balancer would not retry a refused write elsewhere. New
    // connections are not accepted by then; the database closes after the last answer (main.ts).
    return503OnClosing: false,
    // A hop count trusts that many proxies in front of us, nearest first (as proxy-addr does).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    // One line per request is noise at info level; LOG_LEVEL=debug brings them back.
    logController: new LogController({ disableRequestLogging: config.logLevel !== 'debug' }),
  });
  // Every route, as registered: the fuzzer and the route-guard test derive their lists from it.
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.push({ method, url: route.url });
    }
  });
  useZodValidation(app);
  useJsonAnswers(app);
  if (overrides.reportAnswerMismatch) checkAnswers(app, overrides.reportAnswerMismatch);
  readJsonBodies(app);
  useErrorReplies(app);

  const { database, mailer, storage, uploadsDir, redis, publicCache, jobs } =
    await startInfrastructure(app, config, overrides);
  const deps: Deps = {
    db: database.db,
    appUrl: config.appUrl,
    mail: createMailJobs(jobs),
    publicCache,
    clock:
      overrides.clock ??
      (config.clockOffsetFile ? offsetClock(config.clockOffsetFile) : systemClock),
  };
  app.decorate('deps', deps);
  app.decorate('imageStorage', storage);

  // Cross-cutting plugins first: they see every route the features register after them.
  await useSecurityHeaders(app, { tileOrigin: config.mapTiles.origin });
  usePrivateAnswers(app);
  await app.register(compress, { threshold: 1024 });
  await app.register(rateLimits, { limits: config.rateLimits, redis });
  await useOpenApi(app);

  // Once stopping, every answer closes its connection, so a client or balancer that keeps
  // connections open opens its next one, which the balancer sends to a server that stays.
  const stopping = createStopping();
  app.decorate('stopping', stopping);
  app.addHook('onRequest', async (_, reply) => {
    if (stopping.begun) reply.header('connection', 'close');
  });
  await app.register(healthRoutes, {
    checks: {
      database: () => database.db.execute(sql`select 1`),
      redis: () => redis?.ping() ?? Promise.resolve(),
      storage: () => storage.check(),
    },
    stopping,
  });

  // Tokens are signed with it; the points a listing is shown at to others are keyed by it.
  const tokenSecret = await resolveJwtSecret(config.jwtSecret, config.dataDir);
  const positionKey = positionKeyFrom(tokenSecret);

  app.decorate(
    'demoAccounts',
    await loadDemoDataIfWanted({
      demoData: config.demoData,
      production: config.production,
      adminConfigured: Boolean(config.admin),
      database,
      storage,
      log: app.log,
      positionKey,
    }),
  );
  // After the demo load, so ADMIN_EMAIL/ADMIN_PASSWORD win over the demo admin's password.
  if (config.admin) await ensureAdmin(database.db, config.admin.email, config.admin.password);

  // The features, each after those it needs (lib/feature.ts).
  const tokens = createAccessTokens(tokenSecret);
  const loginThrottle = createLoginThrottle(
    config.rateLimits.login,
    redis ? redisLoginThrottleStores(redis.client) : undefined,
  );
  // The guards come first, as every feature's routes use them; they ask the auth feature, which
  // needs the users feature, whose routes are guarded: so they find it when a request comes.
  await app.register(authGuards, { identifyToken: (token) => app.auth.identifyToken(token) });
  await app.register(usersFeature);
  await app.register(authFeature, { tokens, loginThrottle });
  await app.register(propertiesFeature, { positionKey });
  await app.register(imagesFeature, { photoConcurrency: config.photoConcurrency });
  await app.register(savedFeature);
  await app.register(reviewsFeature);
  await app.register(meetingsFeature);
  await app.register(contactFeature);
  await app.register(testimonialsFeature);
  await app.register(moderationFeature);
  await app.register(reportsFeature);
  await app.register(freshnessFeature);
  await app.register(adminFeature);
  await app.register(webFeature, {
    appUrl: config.appUrl,
    webDist: config.webDist,
    uploadsDir,
    s3PublicUrl: config.s3?.publicUrl,
    mapTileUrl: config.mapTiles.urlTemplate,
  });

  const dailyJobs = await wireBackgroundWork(app, mailer);
  app.decorate('dailyJobs', dailyJobs);
  // First of the close hooks to run after the server stops answering: daily jobs under way on a
  // moved clock end before the job queue stops and the database closes.
  app.addHook('onClose', async () => dailyJobs.stop());
  return app;
}
