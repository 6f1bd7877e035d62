import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

/**
 * Strict CSP: scripts only from our origin, no inline scripts, no eval, so a stored-XSS bug
 * cannot read the tokens kept in browser storage (docs/decisions/0002). Inline styles are
 * allowed: react-hot-toast and Radix inject style elements; CSS cannot read storage.
 */
export async function useSecurityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
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
