import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  id,
  msgResponseSchema,
  reportPageQuerySchema,
  reportReviewSchema,
  resolveReviewReportSchema,
  reviewReportListSchema,
} from '@basera/contract';
import { answers } from '../lib/answers';
import type { ReviewReportService } from './report-service';

/** A lister reports a review of their listing; the admin lists and resolves those reports. */
export const reviewReportRoutes: FastifyPluginAsync<{ service: ReviewReportService }> = async (
  base,
  { service },
) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/user/reportReview/:reviewId',
    {
      onRequest: app.guard.user,
      preHandler: app.limits.reviewReport,
      schema: {
        params: z.object({ reviewId: id }),
        body: reportReviewSchema,
        response: answers(msgResponseSchema, 201),
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await service.report(request.caller, request.params.reviewId, request.body)),
  );

  app.get(
    '/admin/reviewReports',
    {
      onRequest: app.guard.admin,
      schema: { querystring: reportPageQuerySchema, response: answers(reviewReportListSchema) },
    },
    async (request, reply) => {
      const page = await service.list(request.query);
      return reply.header('x-total-count', String(page.total)).send(page.items);
    },
  );

  app.put(
    '/admin/resolveReviewReport/:id',
    {
      onRequest: app.guard.admin,
      schema: {
        params: z.object({ id }),
        body: resolveReviewReportSchema,
        response: answers(msgResponseSchema),
      },
    },
    async (request) => service.resolve(request.params.id, request.body.action),
  );
};
