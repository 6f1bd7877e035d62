import { feature } from '../lib/feature';
import { propertyRoutes } from './routes';
import type { PositionKey } from './position';
import { createPropertyService, type PropertyService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    properties: PropertyService;
  }
}

/** Listings: adding, editing, reading and searching them. */
export const propertiesFeature = feature<{ positionKey: PositionKey }>(
  'properties',
  [],
  async (app, { positionKey }) => {
    const service = createPropertyService(app.deps, app.imageStorage, positionKey);
    await service.fillMissingPositions();
    app.decorate('properties', service);
    await app.register(propertyRoutes, { service });
  },
);
