import path from 'node:path';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { mkdir } from 'node:fs/promises';
import compress from '@fastify/compress';
import { authRoutes } from './auth/routes';
import { createAuthService } from './auth/service';
import { createAccessTokens, resolveJwtSecret } from './auth/access-tokens';
import type { AppConfig } from './config';
import { createDatabase, type Database } from './db/client';
import { ensureAdmin } from './admin/bootstrap';
import type { Deps } from './lib/deps';
import { createPublicCache, sharePublicCache, type PublicCache } from './lib/public-cache';
import { createMailer, type Mailer } from './mail/mailer';
import { createMailJobs, handleMailJobs } from './mail/mail-jobs';
import { createJobQueue, type JobQueue } from './jobs/queue';
import { authGuards } from './plugins/auth';
import { useErrorReplies } from './plugins/errors';
import { rateLimits } from './plugins/rate-limits';
import { usePrivateAnswers, useSecurityHeaders } from './plugins/security';
import { checkAnswers } from './plugins/answer-check';
import { useOpenApi } from './plugins/openapi';
import { readJsonBodies, useJsonAnswers, useZodValidation } from './plugins/validation';
import { useWebAndUploads } from './plugins/web';
import { createSharedListings, type SharedListings } from './web/shared-listings';
import { crawlerFiles } from './web/crawler-files';
import { sql } from 'drizzle-orm';
import { healthResponseSchema, readyResponseSchema } from '@basera/contract';
import { answers } from './lib/answers';
import { rebuildSearchIndexIfStale } from './search/index-builder';
import { userRoutes } from './users/routes';
import { adminRoutes } from './admin/routes';
import { createAdminService } from './admin/service';
import { imageRoutes } from './images/routes';
import { createImageService } from './images/service';
import { createPhotoProcessor, type PhotoProcessor } from './images/processing';
import { localImageStorage, type ImageStorage } from './images/storage';
import { connectRedis } from './lib/redis';
import { createStopping, type Stopping } from './lib/stopping';
import { createLoginThrottle, redisLoginThrottleStores } from './auth/login-throttle';
import { shutPublishedDemoAccounts } from './demo/production-guard';
import { hasAnyData, loadDemoData, type DemoAccounts } from './demo/seed';
import { ownerRoutes } from './owners/routes';
import { createOwnerService } from './owners/service';
import { propertyRoutes } from './properties/routes';
import { createPropertyService } from './properties/service';
import { contactRoutes } from './contact/routes';
import { createContactService } from './contact/service';
import { meetingRoutes } from './meetings/routes';
import { createMeetingService } from './meetings/service';
import { reviewRoutes } from './reviews/routes';
import { reviewReportRoutes } from './review-reports/routes';
import { createReviewReportService } from './review-reports/service';
import { createReviewService } from './reviews/service';
import { savedRoutes } from './saved/routes';
import { createSavedService } from './saved/service';
import { testimonialRoutes } from './testimonials/routes';
import { createTestimonialService } from './testimonials/service';
import { createUserService } from './users/service';
import { offsetClock, systemClock, type Clock } from './lib/clock';
import { createDailyJobs, type DailyJobs } from './jobs/daily-jobs';
import { createModerationService } from './moderation/service';
import { createReportService } from './reports/service';
import { reportRoutes } from './reports/routes';
import { createFreshnessService } from './freshness/service';
import { freshnessRoutes } from './freshness/routes';

export type RegisteredRoute = { method: string; url: string };

/** How long a stopping server waits for the jobs under way (the mails being sent). */
const JOB_STOP_TIMEOUT_MS = 10_000;

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
};

export function databaseFor(config: AppConfig): Promise<Database> {
  return config.databaseUrl
    ? createDatabase({ kind: 'postgres', url: config.databaseUrl })
    : createDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'db') });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The demo sign-ins, when this start loaded demo data (main.ts prints them). */
    demoAccounts: DemoAccounts | null;
    /** The job queue (mails); main.ts starts its workers, tests drain it before reading mails. */
    jobs: JobQueue;
    /** Method and path of every route the app serves. */
    registeredRoutes: readonly RegisteredRoute[];
    /** Public answers shared by every anonymous reader. */
    publicCache: PublicCache;
    /** The server-wide bound on photos decoded at once. */
    photoProcessor: PhotoProcessor;
    /** Freshness reminders and hiding, once a day across servers (main.ts starts the timer). */
    dailyJobs: DailyJobs;
    /** What a shared details link previews, and the head tags of any page (web/share-tags.ts). */
    sharedListings: SharedListings;
    /** Whether this server has been asked to stop (main.ts begins it on SIGTERM). */
    stopping: Stopping;
  }
}

/**
 * DEMO_DATA: `auto` fills an empty embedded database, `on` any empty database, `off` never.
 * Never in production: demo accounts have published passwords, and one of them is an admin.
 */
async function loadDemoDataIfWanted(
  config: AppConfig,
  database: Database,
  storage: ImageStorage,
  log: FastifyBaseLogger,
) {
  const wanted =
    config.demoData === 'on' || (config.demoData === 'auto' && database.kind === 'pglite');
  if (config.production) {
    if (wanted) {
      log.warn(
        `Demo data not loaded: NODE_ENV=production never loads demo data (DEMO_DATA=${config.demoData}), ` +
          'whose accounts have published passwords',
      );
    }
    const shut = await shutPublishedDemoAccounts(database.db);
    if (shut.length > 0) {
      log.warn(
        `NODE_ENV=production: the demo accounts ${shut.join(', ')} still had their published ` +
          'passwords; those passwords are now replaced by random ones',
      );
    }
    return null;
  }
  if (!wanted || (await hasAnyData(database.db))) return null;
  return loadDemoData({ db: database.db, storage, log, withAdmin: !config.admin });
}

/** The one factory behind `npm start` and every API test (docs/architecture.md §6). */
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

  const database = overrides.database ?? (await databaseFor(config));
  app.addHook('onClose', async () => {
    if (!overrides.database) await database.close();
  });
  const reindexed = await rebuildSearchIndexIfStale(database.db);
  if (reindexed) app.log.info(`Search index rebuilt for ${reindexed} listings`);
  const mailer =
    overrides.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'outbox'),
      log: app.log,
    });
  app.addHook('onClose', async () => mailer.close());

  const uploadsDir = path.join(config.dataDir, 'uploads');
  await mkdir(uploadsDir, { recursive: true });
  // The AWS SDK is loaded only for a bucket: without one, a start does not pay for it.
  const storage = config.s3
    ? (await import('./images/s3-storage')).s3ImageStorage(config.s3)
    : localImageStorage(uploadsDir);
  const tokens = createAccessTokens(await resolveJwtSecret(config.jwtSecret, config.dataDir));
  // With REDIS_URL, what several servers must agree on lives in Redis (lib/redis.ts). Closed
  // after the job queue stops (close hooks run last-registered first).
  const redis = config.redisUrl ? connectRedis(config.redisUrl, app.log) : undefined;
  if (redis) app.addHook('onClose', async () => redis.close());
  const localCache = createPublicCache({ enabled: config.publicCache });
  const publicCache =
    redis && config.publicCache ? sharePublicCache(localCache, redis, app.log) : localCache;
  app.decorate('publicCache', publicCache);
  const jobs = await createJobQueue({ database, log: app.log });
  app.decorate('jobs', jobs);
  // Registered after the mailer's and the database's close hooks, so it runs before them: a
  // mail under way is finished (within the bound) before they close.
  app.addHook('onClose', async () => jobs.stop(JOB_STOP_TIMEOUT_MS));
  const deps: Deps = {
    db: database.db,
    config,
    tokens,
    mail: createMailJobs(jobs),
    publicCache,
    loginThrottle: createLoginThrottle(
      config.rateLimits.login,
      redis ? redisLoginThrottleStores(redis.client) : undefined,
    ),
    clock:
      overrides.clock ??
      (config.clockOffsetFile ? offsetClock(config.clockOffsetFile) : systemClock),
  };

  // External plugins, then application plugins, then routes (docs/architecture.md §6).
  await useSecurityHeaders(app);
  usePrivateAnswers(app);
  await app.register(compress, { threshold: 1024 });
  await app.register(rateLimits, { limits: config.rateLimits, redis });
  await app.register(authGuards, { db: database.db, tokens });
  await useOpenApi(app);

  app.get('/health', { schema: { response: answers(healthResponseSchema) } }, async () => {
    await database.db.execute(sql`select 1`);
    return { ok: true };
  });
  // Once stopping, every answer closes its connection, so a client or balancer that keeps
  // connections open opens its next one, which the balancer sends to a server that stays.
  const stopping = createStopping();
  app.decorate('stopping', stopping);
  app.addHook('onRequest', async (_, reply) => {
    if (stopping.begun) reply.header('connection', 'close');
  });
  // For a load balancer: 503 while stopping, or while the database, Redis or the photo storage
  // cannot be reached.
  const readyAnswers = { ...answers(readyResponseSchema), 503: readyResponseSchema };
  app.get('/ready', { schema: { response: readyAnswers } }, async (_, reply) => {
    const checks = {
      database: () => database.db.execute(sql`select 1`),
      redis: () => redis?.ping() ?? Promise.resolve(),
      storage: () => storage.check(),
    };
    const results = await Promise.all(
      Object.entries(checks).map(async ([name, check]) => {
        const ok = await check().then(
          () => true,
          (err: unknown) => {
            app.log.warn({ err }, `not ready: ${name} unreachable`);
            return false;
          },
        );
        return [name, ok] as const;
      }),
    );
    const status = Object.fromEntries(results) as Record<keyof typeof checks, boolean>;
    const ready = !stopping.begun && results.every(([, ok]) => ok);
    return reply.code(ready ? 200 : 503).send({ ok: ready, stopping: stopping.begun, ...status });
  });
  const auth = createAuthService(deps);
  await app.register(authRoutes, { service: auth });
  await app.register(userRoutes, { service: createUserService(deps) });

  app.decorate('demoAccounts', await loadDemoDataIfWanted(config, database, storage, app.log));
  // After the demo load, so ADMIN_EMAIL/ADMIN_PASSWORD win over the demo admin's password.
  if (config.admin) await ensureAdmin(database.db, config.admin.email, config.admin.password);
  const propertyService = createPropertyService(deps, storage);
  await app.register(ownerRoutes, { service: createOwnerService(deps) });
  await app.register(propertyRoutes, { service: propertyService });
  await app.register(crawlerFiles, {
    origin: config.appUrl,
    properties: propertyService,
    publicCache,
  });
  const photoProcessor = createPhotoProcessor(config.photoConcurrency);
  app.decorate('photoProcessor', photoProcessor);
  await app.register(imageRoutes, {
    service: createImageService(deps, storage, propertyService, photoProcessor),
  });
  const meetings = createMeetingService(deps, propertyService);
  const contact = createContactService(deps);
  const testimonials = createTestimonialService(deps);
  await app.register(savedRoutes, { service: createSavedService(deps, propertyService) });
  await app.register(reviewRoutes, { service: createReviewService(deps, propertyService) });
  await app.register(reviewReportRoutes, { service: createReviewReportService(deps) });
  await app.register(meetingRoutes, { service: meetings });
  await app.register(contactRoutes, { service: contact });
  await app.register(testimonialRoutes, { service: testimonials });
  const moderation = createModerationService(deps);
  const reports = createReportService(deps, moderation);
  const freshness = createFreshnessService(deps, propertyService);
  await app.register(reportRoutes, { service: reports });
  await app.register(freshnessRoutes, { service: freshness });
  await app.register(adminRoutes, {
    service: createAdminService(deps, storage, reports),
    meetings,
    contact,
    testimonials,
    moderation,
    reports,
  });
  const dailyJobs = createDailyJobs({
    db: database.db,
    clock: deps.clock,
    log: app.log,
    jobs: [
      { name: 'remind-owners', run: freshness.remindOwners },
      { name: 'hide-unconfirmed', run: freshness.hideUnconfirmed },
      { name: 'remove-dead-links', run: auth.removeDeadLinks },
    ],
  });
  handleMailJobs({
    queue: jobs,
    mailer,
    composers: {
      link: auth.composeLinkMail,
      decision: moderation.composeDecisionMail,
      reminder: freshness.composeReminderMail,
      visitRequest: meetings.composeVisitRequestMail,
      visitRequestCopy: meetings.composeVisitRequestCopy,
    },
    log: app.log,
  });
  app.decorate('dailyJobs', dailyJobs);
  // First of the close hooks to run after the server stops answering: a job under way ends
  // before the mails drain and the database closes.
  app.addHook('onClose', async () => dailyJobs.stop());

  const sharedListings = createSharedListings({
    previewJson: propertyService.previewJson,
    detailsJson: propertyService.signedOutDetailsJson,
    storage,
    log: app.log,
  });
  app.decorate('sharedListings', sharedListings);
  await useWebAndUploads(app, {
    webDist: config.webDist,
    uploadsDir,
    storage,
    s3PublicUrl: config.s3?.publicUrl,
    // APP_URL, the base of the mails' links, is the public origin link previews need.
    headTags: (pathname) => sharedListings.tagsFor(pathname, config.appUrl),
  });
  return app;
}
