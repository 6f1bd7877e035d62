import { feature } from '../lib/feature';
import { userRoutes } from './routes';
import { createUserService } from './service';

/** A person's own profile. */
export const usersFeature = feature('users', [], async (app) => {
  const service = createUserService(app.deps);
  await app.register(userRoutes, { service });
});
