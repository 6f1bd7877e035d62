import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { id, meetingSchema, userPageQuerySchema } from '@basera/contract';
import type { MeetingService } from './service';

export const meetingRoutes: FastifyPluginAsync<{ service: MeetingService }> = async (
  base,
  { service },
) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/user/scheduleMeeting/:propertyId',
    {
      onRequest: app.guard.user,
      schema: { params: z.object({ propertyId: id }), body: meetingSchema },
    },
    async (request) => service.schedule(request.caller, request.params.propertyId, request.body),
  );

  /** The owner's leads: meetings asked for on their own listings. */
  app.get(
    '/owner/meetings',
    { onRequest: app.guard.user, schema: { querystring: userPageQuerySchema } },
    async (request) => {
      const { userId, limit, offset } = request.query;
      return service.forOwner(request.caller, userId, { limit, offset });
    },
  );
};
