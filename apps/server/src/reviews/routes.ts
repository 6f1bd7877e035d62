import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addReviewResponseSchema,
  id,
  msgResponseSchema,
  pageQuerySchema,
  reviewListSchema,
  reviewSchema,
} from '@basera/contract';
import { answers } from '../lib/answers';
import type { ReviewService } from './service';

export const reviewRoutes: FastifyPluginAsync<{ service: ReviewService }> = async (
  base,
  { service },
) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/user/property/review/:userId/:propertyId',
    {
      onRequest: app.guard.user,
      preHandler: app.limits.review,
      schema: {
        params: z.object({ userId: id, propertyId: id }),
        body: reviewSchema,
        response: answers(addReviewResponseSchema),
      },
    },
    async (request) =>
      service.add(
        request.caller,
        request.params.userId,
        request.params.propertyId,
        request.body.review,
      ),
  );
  app.get(
    '/user/property/review/:propertyId',
    {
      onRequest: app.guard.optional,
      schema: {
        params: z.object({ propertyId: id }),
        querystring: pageQuerySchema,
        response: answers(reviewListSchema),
      },
      config: { publicAnswer: true },
    },
    async (request) => service.list(request.caller, request.params.propertyId, request.query),
  );
  // The author, or the admin, who may delete any review.
  app.delete(
    '/user/property/review/:reviewId',
    {
      onRequest: app.guard.any,
      schema: { params: z.object({ reviewId: id }), response: answers(msgResponseSchema) },
    },
    async (request) => service.remove(request.caller, request.params.reviewId),
  );
};
