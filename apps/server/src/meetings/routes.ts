import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  id,
  meetingListSchema,
  meetingSchema,
  msgResponseSchema,
  userPageQuerySchema,
  visitAnswerSchema,
  visitAnsweredSchema,
} from '@basera/contract';
import { answers } from '../lib/answers';
import { requestLanguage } from '../lib/request-language';
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
      preHandler: app.limits.meeting,
      schema: {
        params: z.object({ propertyId: id }),
        body: meetingSchema,
        response: answers(msgResponseSchema),
      },
    },
    async (request) =>
      service.schedule(
        request.caller,
        request.params.propertyId,
        request.body,
        requestLanguage(request),
      ),
  );

  /** The owner's leads: meetings asked for on their own listings. */
  app.get(
    '/owner/meetings',
    {
      onRequest: app.guard.user,
      schema: { querystring: userPageQuerySchema, response: answers(meetingListSchema) },
    },
    async (request) => {
      const { userId, limit, offset } = request.query;
      return service.forOwner(request.caller, userId, { limit, offset });
    },
  );

  /** The lister accepts or declines a request on their own listing; the visitor is mailed. */
  app.put(
    '/owner/meetings/:id/answer',
    {
      onRequest: app.guard.user,
      schema: {
        params: z.object({ id }),
        body: visitAnswerSchema,
        response: answers(visitAnsweredSchema),
      },
    },
    async (request) => service.answer(request.caller, request.params.id, request.body.answer),
  );
};
