import { feature } from '../lib/feature';
import { reportRoutes } from './routes';
import { createReportService, type ReportService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    reports: ReportService;
  }
}

/** Reports of a listing. */
export const reportsFeature = feature('reports', ['moderation', 'properties'], async (app) => {
  const service = createReportService(app.deps, app.moderation, app.properties);
  app.decorate('reports', service);
  await app.register(reportRoutes, { service });
});
