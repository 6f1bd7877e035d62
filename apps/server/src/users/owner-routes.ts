import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { id, msgResponseSchema, signInAsOwnerSchema, userSchema } from '@basera/contract';
import { answers } from '../lib/answers';
import type { OwnerService } from './owner-service';

export const ownerRoutes: FastifyPluginAsync<{ service: OwnerService }> = async (
  base,
  { service },
) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.put(
    '/owner/signInAsOwner',
    {
      onRequest: app.guard.user,
      schema: { body: signInAsOwnerSchema, response: answers(msgResponseSchema) },
    },
    async (request) => service.signIn(request.caller, request.body.userId),
  );

  /** 200 with the profile when the user is an owner; 404 when not yet (docs/product.md: presence). */
  app.get(
    '/owner/getPropertyOwner',
    {
      onRequest: app.guard.user,
      schema: { querystring: z.object({ userId: id }), response: answers(userSchema) },
    },
    async (request) => service.profile(request.caller, request.query.userId),
  );
};
