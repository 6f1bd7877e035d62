import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  linkOutcomeSchema,
  linkTokenSchema,
  loginResponseSchema,
  loginSchema,
  msgResponseSchema,
  registerSchema,
  resetPasswordSchema,
  verifyLinkSchema,
} from '@basera/contract';
import { answers } from '../lib/answers';
import { clientBucket } from '../lib/client-address';
import type { AuthService } from './service';

export const authRoutes: FastifyPluginAsync<{ service: AuthService }> = async (
  base,
  { service },
) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/user/register',
    {
      schema: { body: registerSchema, response: answers(msgResponseSchema, 201) },
      preHandler: app.limits.register,
    },
    async (request, reply) => {
      const { msg } = await service.register(request.body);
      return reply.code(201).send({ msg });
    },
  );

  app.post(
    '/api/login',
    {
      schema: { body: loginSchema, response: answers(loginResponseSchema) },
      preHandler: app.limits.login,
    },
    async (request) => service.login(request.body, clientBucket(request.ip)),
  );

  app.post(
    '/api/verifyLink',
    {
      schema: { body: verifyLinkSchema, response: answers(msgResponseSchema) },
      preHandler: app.limits.link,
    },
    async (request) => service.sendLink(request.body),
  );

  app.post(
    '/api/verifyAccount/:verificationToken',
    {
      schema: {
        params: z.object({ verificationToken: linkTokenSchema }),
        response: answers(linkOutcomeSchema),
      },
    },
    async (request) => service.verifyAccount(request.params.verificationToken),
  );

  app.post(
    '/api/resetPassword/:resetToken',
    {
      schema: {
        params: z.object({ resetToken: linkTokenSchema }),
        body: resetPasswordSchema,
        response: answers(linkOutcomeSchema),
      },
      preHandler: app.limits.reset,
    },
    async (request) => service.resetPassword(request.params.resetToken, request.body.userPassword),
  );
};
