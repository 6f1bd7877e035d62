import type { FastifyInstance, RouteOptions } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

type Security = Record<string, string[]>[];

/**
 * Who may call a route, read from its guard (plugins/auth.ts): a bearer token naming the role
 * (OpenAPI 3.1 lets a bearer requirement list role names), or optionally a token.
 */
function securityOf(app: FastifyInstance, route: RouteOptions): Security | null {
  const hooks = [route.onRequest ?? [], app.everyRouteGuard ?? []].flat();
  const { guard } = app;
  // Routes registered before the auth feature brings the guards (this document's own, /health)
  // have none.
  if (!guard) return null;
  if (hooks.includes(guard.admin)) return [{ bearer: ['admin'] }];
  if (hooks.includes(guard.user)) return [{ bearer: ['user'] }];
  if (hooks.includes(guard.any)) return [{ bearer: ['user'] }, { bearer: ['admin'] }];
  if (hooks.includes(guard.optional)) return [{}, { bearer: [] }];
  return null;
}

/**
 * The OpenAPI 3.1 document, made from the same zod schemas the routes validate with (request)
 * and answer with (response), so it cannot drift from the code. Served as JSON at
 * /api/openapi.json and as a readable page at /api/docs (swagger-ui's own static files,
 * loaded only by whoever opens that page). Registered before the routes, which it records.
 */
export async function useOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Basera API',
        version: '1.0.0',
        description:
          'The HTTP API of Basera, a property marketplace for Bilaspur, Raipur, Durg and Bhilai. ' +
          'JSON bodies; paths match in any case; `Authorization: Bearer <token>` from POST /api/login. ' +
          'Errors are `{ error, msg?, fields? }`. Each operation that needs a token says so in ' +
          '`security`, with the role it needs (`user` or `admin`). Text fields describe the text ' +
          'to send: trimmed, without control or invisible characters; the server trims and ' +
          'normalises to NFKC before it counts. Four rules JSON Schema cannot state are ' +
          'keywords of their own: `x-same-as` (equal to the named field), `x-not-above` (not ' +
          'above the named field, when both are given), `x-not-before: today` (a date in ' +
          'India, today or later) and `x-needs` (a field, or one value of it, that needs another ' +
          'field: `near` on radius, `{ "distance": "near" }` on sort).',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  // `this` is the plugin the route is registered in, which knows a guard of all its routes.
  app.addHook('onRoute', function (this: FastifyInstance, route) {
    const security = securityOf(this, route);
    if (security) route.schema = { ...route.schema, security };
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
