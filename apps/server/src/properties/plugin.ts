import { feature } from '../lib/feature';
import { propertyRoutes } from './routes';
import { createPropertyService, type PropertyService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    properties: PropertyService;
  }
}

/** Listings: adding, editing, reading and searching them. */
export const propertiesFeature = feature('properties', [], async (app) => {
  const service = createPropertyService(app.deps, app.imageStorage);
  app.decorate('properties', service);
  await app.register(propertyRoutes, { service });
});
