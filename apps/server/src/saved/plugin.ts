import { feature } from '../lib/feature';
import { savedRoutes } from './routes';
import { createSavedService } from './service';

/** Listings a person saves for later. */
export const savedFeature = feature('saved', ['properties'], async (app) => {
  const service = createSavedService(app.deps, app.properties);
  await app.register(savedRoutes, { service });
});
