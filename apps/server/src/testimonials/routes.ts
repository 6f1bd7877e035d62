import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pageQuerySchema } from '@basera/contract';
import type { TestimonialService } from './service';

export const testimonialRoutes: FastifyPluginAsync<{ service: TestimonialService }> = async (
  base,
  { service },
) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/Testimonials',
    { schema: { querystring: pageQuerySchema }, config: { publicAnswer: true } },
    async (request) => service.list(request.query),
  );
};
