import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { id, signInAsOwnerSchema } from '@basera/contract';
import { NotFound } from '../lib/errors';
import { findProfile } from '../users/repository';
import type { Deps } from '../lib/deps';
import { NOT_AN_OWNER, selfUser, type PropertyService } from '../properties/service';

export const ownerRoutes: FastifyPluginAsync<{ service: PropertyService; deps: Deps }> = async (
  base,
  { service, deps },
) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.put(
    '/owner/signInAsOwner',
    { onRequest: app.guard.user, schema: { body: signInAsOwnerSchema } },
    async (request) => service.signInAsOwner(request.caller, request.body.userId),
  );

  /** 200 with the profile when the user is an owner; 404 when not yet (docs/product.md: presence). */
  app.get(
    '/owner/getPropertyOwner',
    { onRequest: app.guard.user, schema: { querystring: z.object({ userId: id }) } },
    async (request) => {
      const user = selfUser(request.caller, request.query.userId);
      if (!user.isOwner) throw NotFound(NOT_AN_OWNER);
      return findProfile(deps.db, user.id);
    },
  );
};
