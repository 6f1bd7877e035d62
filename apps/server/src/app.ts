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
import { createPublicCache } from './lib/public-cache';
import { createMailer, type Mailer } from './mail/mailer';
import { authGuards } from './plugins/auth';
import { useErrorReplies } from './plugins/errors';
import { rateLimits } from './plugins/rate-limits';
import { useSecurityHeaders } from './plugins/security';
import { acceptEmptyJsonBodies, useZodValidation } from './plugins/validation';
import { useWebAndUploads } from './plugins/web';
import { sql } from 'drizzle-orm';
import { userRoutes } from './users/routes';
import { adminRoutes } from './admin/routes';
import { createAdminService } from './admin/service';
import { imageRoutes } from './images/routes';
import { createImageService } from './images/service';
import { createImageStorage, type ImageStorage } from './images/storage';
import { hasAnyData, loadDemoData, type DemoAccounts } from './demo/seed';
import { ownerRoutes } from './owners/routes';
import { propertyRoutes } from './properties/routes';
import { createPropertyService } from './properties/service';
import { contactRoutes } from './contact/routes';
import { createContactService } from './contact/service';
import { meetingRoutes } from './meetings/routes';
import { createMeetingService } from './meetings/service';
import { reviewRoutes } from './reviews/routes';
import { createReviewService } from './reviews/service';
import { savedRoutes } from './saved/routes';
import { createSavedService } from './saved/service';
import { testimonialRoutes } from './testimonials/routes';
import { createTestimonialService } from './testimonials/service';
import { createUserService } from './users/service';

export type AppOverrides = {
  /** A database prepared by the caller (tests); otherwise chosen from the config. */
  database?: Database;
  mailer?: Mailer;
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
  }
}

/** DEMO_DATA: `auto` fills an empty embedded database, `on` any empty database, `off` never. */
async function loadDemoDataIfWanted(
  config: AppConfig,
  database: Database,
  storage: ImageStorage,
  log: FastifyBaseLogger,
) {
  const wanted =
    config.demoData === 'on' || (config.demoData === 'auto' && database.kind === 'pglite');
  if (!wanted || (await hasAnyData(database.db))) return null;
  return loadDemoData({ db: database.db, storage, log });
}

/** The one factory behind `npm start` and every API test (STYLE.md: fastify/demo). */
export async function buildApp(
  config: AppConfig,
  overrides: AppOverrides = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    bodyLimit: 256 * 1024,
    // One line per request is noise at info level; LOG_LEVEL=debug brings them back.
    logController: new LogController({ disableRequestLogging: config.logLevel !== 'debug' }),
  });
  useZodValidation(app);
  acceptEmptyJsonBodies(app);
  useErrorReplies(app);

  const database = overrides.database ?? (await databaseFor(config));
  app.addHook('onClose', async () => {
    if (!overrides.database) await database.close();
  });
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
  const tokens = createAccessTokens(await resolveJwtSecret(config.jwtSecret, config.dataDir));
  const publicCache = createPublicCache({ enabled: config.publicCache });
  const deps: Deps = { db: database.db, config, tokens, mailer, publicCache };

  // External plugins, then application plugins, then routes (STYLE.md: fastify/demo).
  await useSecurityHeaders(app);
  await app.register(compress, { threshold: 1024 });
  await app.register(rateLimits, { limits: config.rateLimits });
  await app.register(authGuards, { db: database.db, tokens });

  app.get('/health', async () => {
    await database.db.execute(sql`select 1`);
    return { ok: true };
  });
  await app.register(authRoutes, { service: createAuthService(deps) });
  await app.register(userRoutes, { service: createUserService(deps) });

  const storage = createImageStorage(uploadsDir);
  app.decorate('demoAccounts', await loadDemoDataIfWanted(config, database, storage, app.log));
  // After the demo load, so ADMIN_EMAIL/ADMIN_PASSWORD win over the demo admin's password.
  if (config.admin) await ensureAdmin(database.db, config.admin.email, config.admin.password);
  const propertyService = createPropertyService(deps, storage);
  await app.register(ownerRoutes, { service: propertyService, deps });
  await app.register(propertyRoutes, { service: propertyService });
  await app.register(imageRoutes, { service: createImageService(deps, storage, propertyService) });
  const meetings = createMeetingService(deps, propertyService);
  const contact = createContactService(deps);
  const testimonials = createTestimonialService(deps);
  await app.register(savedRoutes, { service: createSavedService(deps, propertyService) });
  await app.register(reviewRoutes, { service: createReviewService(deps, propertyService) });
  await app.register(meetingRoutes, { service: meetings });
  await app.register(contactRoutes, { service: contact });
  await app.register(testimonialRoutes, { service: testimonials });
  await app.register(adminRoutes, {
    service: createAdminService(deps, storage),
    properties: propertyService,
    meetings,
    contact,
    testimonials,
  });

  await useWebAndUploads(app, { webDist: config.webDist, uploadsDir });
  return app;
}
