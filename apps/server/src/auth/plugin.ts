import type { AccessTokens } from '../lib/access-tokens';
import { feature } from '../lib/feature';
import type { LoginThrottle } from '../lib/login-throttle';
import { authRoutes } from './routes';
import { createAuthService, type AuthService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthService;
  }
}

/**
 * Sign-up, sign-in and mailed links. The route guards (plugins/auth.ts), registered before
 * every feature, ask it who holds a token.
 */
export const authFeature = feature<{ tokens: AccessTokens; loginThrottle: LoginThrottle }>(
  'auth',
  ['users'],
  async (app, sessionTools) => {
    const service = createAuthService(app.deps, sessionTools, app.users);
    app.decorate('auth', service);
    await app.register(authRoutes, { service });
  },
);
