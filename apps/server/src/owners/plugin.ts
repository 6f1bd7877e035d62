import { feature } from '../lib/feature';
import { ownerRoutes } from './routes';
import { createOwnerService } from './service';

/** Becoming a lister. */
export const ownersFeature = feature('owners', [], async (app) => {
  const service = createOwnerService(app.deps);
  await app.register(ownerRoutes, { service });
});
