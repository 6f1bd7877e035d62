import type { AccessTokens } from '../lib/access-tokens';
import { feature } from '../lib/feature';
import { authGuards } from '../plugins/auth';
import type { LoginThrottle } from './login-throttle';
import { authRoutes } from './routes';
import { createAuthService, type AuthService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthService;
  }
}

/** Sign-up, sign-in and mailed links; and the route guards, which ask it who holds a token. */
export const authFeature = feature<{ tokens: AccessTokens; loginThrottle: LoginThrottle }>(
  'auth',
  [],
  async (app, sessionTools) => {
    const service = createAuthService(app.deps, sessionTools);
    app.decorate('auth', service);
    await app.register(authGuards, { identifyToken: service.identifyToken });
    await app.register(authRoutes, { service });
  },
);
