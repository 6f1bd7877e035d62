import { feature } from '../lib/feature';
import { createModerationService, type ModerationService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    moderation: ModerationService;
  }
}

/** The admin's decisions on listings (its routes are the admin's). */
export const moderationFeature = feature('moderation', [], async (app) => {
  const service = createModerationService(app.deps);
  app.decorate('moderation', service);
});
