import { feature } from '../lib/feature';
import { freshnessRoutes } from './routes';
import { createFreshnessService, type FreshnessService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    freshness: FreshnessService;
  }
}

/** Listings kept current: confirmations, reminders, hiding the stale. */
export const freshnessFeature = feature('freshness', ['properties', 'users'], async (app) => {
  const service = createFreshnessService(app.deps, app.properties, app.users);
  app.decorate('freshness', service);
  await app.register(freshnessRoutes, { service });
});
