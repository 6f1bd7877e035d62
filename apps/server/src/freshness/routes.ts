import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ownPropertySchema, propertyAnswerSchema } from '@basera/contract';
import { answers } from '../lib/answers';
import type { FreshnessService } from './service';

/** The owner's one-tap answers: still available (or relist), or rented/sold. */
export const freshnessRoutes: FastifyPluginAsync<{ service: FreshnessService }> = async (
  base,
  { service },
) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const owned = {
    onRequest: app.guard.user,
    schema: { body: ownPropertySchema, response: answers(propertyAnswerSchema) },
  };
  app.put('/owner/confirmAvailable', owned, async (request) =>
    service.confirm(request.caller, request.body.userId, request.body.propertyId),
  );
  app.put('/owner/markUnavailable', owned, async (request) =>
    service.markUnavailable(request.caller, request.body.userId, request.body.propertyId),
  );
};
