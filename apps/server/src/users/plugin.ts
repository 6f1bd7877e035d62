import { feature } from '../lib/feature';
import { ownerRoutes } from './owner-routes';
import { createOwnerService } from './owner-service';
import { userRoutes } from './routes';
import { createUserService, type UserService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    users: UserService;
  }
}

/** Accounts' profiles, and a user becoming an owner (owners are users with a flag). */
export const usersFeature = feature('users', [], async (app) => {
  const service = createUserService(app.deps);
  app.decorate('users', service);
  await app.register(userRoutes, { service });
  await app.register(ownerRoutes, { service: createOwnerService(app.deps) });
});
