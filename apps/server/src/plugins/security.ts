import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import { isApiPath } from '../lib/api-paths';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answer is the same for every anonymous reader (listings, search, testimonials). */
    publicAnswer?: boolean;
  }
}

/**
 * Strict CSP: scripts only from our origin, no inline scripts, no eval, so a stored-XSS bug
 * cannot read the tokens kept in browser storage (docs/decisions/0002). Inline styles are
 * allowed: react-hot-toast and Radix inject style elements; CSS cannot read storage. Images may
 * also come from the map's tile server (MAP_TILE_URL), that one origin alone.
 */
export async function useSecurityHeaders(app: FastifyInstance, options: { tileOrigin: string }) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', options.tileOrigin],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // Pages open map and share links in new tabs; they need no access back to us.
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}

/**
 * Answers of the API carry personal data (profiles, tokens, saved and owner lists, admin
 * lists) unless a route says it is public: those are `no-store`, so no browser cache, shared
 * proxy or CDN keeps them. A public route read with a token is personal too (an admin sees
 * every status).
 */
export function usePrivateAnswers(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply) => {
    if (!isApiPath(request.url) || reply.hasHeader('cache-control')) return;
    const anonymousPublic =
      request.routeOptions.config?.publicAnswer === true && !request.headers.authorization;
    if (!anonymousPublic) reply.header('cache-control', 'no-store');
  });
}
