import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactSchema, msgResponseSchema } from '@basera/contract';
import { answers } from '../lib/answers';
import type { ContactService } from './service';

/** Public: anyone may write to us; limited per address like the other mail-like routes. */
export const contactRoutes: FastifyPluginAsync<{ service: ContactService }> = async (
  base,
  { service },
) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/user/contact',
    {
      schema: { body: contactSchema, response: answers(msgResponseSchema) },
      preHandler: app.limits.contact,
    },
    async (request) => service.send(request.body),
  );
};
