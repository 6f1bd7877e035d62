import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  id,
  pageQuerySchema,
  propertyListSchema,
  savedIdsResponseSchema,
  savedStateResponseSchema,
  savedToggleResponseSchema,
  savePropertySchema,
} from '@basera/contract';
import { answers } from '../lib/answers';
import type { SavedService } from './service';
import { guardEveryRoute } from '../plugins/auth';

export const savedRoutes: FastifyPluginAsync<{ service: SavedService }> = async (
  base,
  { service },
) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  guardEveryRoute(app, app.guard.user);

  app.post(
    '/user/saveProperty',
    { schema: { body: savePropertySchema, response: answers(savedToggleResponseSchema) } },
    async (request) => service.save(request.caller, request.body.userId, request.body.propertyId),
  );
  app.post(
    '/user/unsaveProperty',
    { schema: { body: savePropertySchema, response: answers(savedToggleResponseSchema) } },
    async (request) => service.unsave(request.caller, request.body.userId, request.body.propertyId),
  );
  app.get(
    '/user/getSaveProperty/:userId/:propertyId',
    {
      schema: {
        params: z.object({ userId: id, propertyId: id }),
        response: answers(savedStateResponseSchema),
      },
    },
    async (request) =>
      service.isSaved(request.caller, request.params.userId, request.params.propertyId),
  );
  app.get(
    '/user/savedPropertyIds/:userId',
    {
      schema: {
        params: z.object({ userId: id }),
        response: answers(savedIdsResponseSchema),
      },
    },
    async (request) => service.ids(request.caller, request.params.userId),
  );
  app.get(
    '/user/bookMarkProperty/:userId',
    {
      schema: {
        params: z.object({ userId: id }),
        querystring: pageQuerySchema,
        response: answers(propertyListSchema),
      },
    },
    async (request) => service.list(request.caller, request.params.userId, request.query),
  );
};
