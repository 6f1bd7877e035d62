import { feature } from '../lib/feature';
import { createModerationService, type ModerationService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    moderation: ModerationService;
  }
}

/** The admin's decisions on listings (its routes are the admin's). */
export const moderationFeature = feature('moderation', ['users', 'properties'], async (app) => {
  const service = createModerationService(app.deps, app.users, app.properties);
  app.decorate('moderation', service);
});
