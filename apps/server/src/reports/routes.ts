import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { id, msgResponseSchema, reportPropertySchema } from '@basera/contract';
import { answers } from '../lib/answers';
import type { ReportService } from './service';

/** Signed-in readers report a listing; the admin's side is in admin/routes.ts. */
export const reportRoutes: FastifyPluginAsync<{ service: ReportService }> = async (
  base,
  { service },
) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/user/reportProperty/:propertyId',
    {
      onRequest: app.guard.user,
      schema: {
        params: z.object({ propertyId: id }),
        body: reportPropertySchema,
        response: answers(msgResponseSchema, 201),
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await service.report(request.caller, request.params.propertyId, request.body)),
  );
};
