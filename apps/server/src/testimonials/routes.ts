import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pageQuerySchema, testimonialListSchema } from '@basera/contract';
import { answers } from '../lib/answers';
import type { TestimonialService } from './service';

export const testimonialRoutes: FastifyPluginAsync<{ service: TestimonialService }> = async (
  base,
  { service },
) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/Testimonials',
    {
      schema: { querystring: pageQuerySchema, response: answers(testimonialListSchema) },
      config: { publicAnswer: true },
    },
    async (request) => service.list(request.query),
  );
};
