import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

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
          'Errors are `{ error, msg?, fields? }`.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
