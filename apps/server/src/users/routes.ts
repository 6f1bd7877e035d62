import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  profileSchema,
  updateUserResponseSchema,
  userIdParams,
  userSchema,
} from '@basera/contract';
import { answers } from '../lib/answers';
import type { UserService } from './service';

export const userRoutes: FastifyPluginAsync<{ service: UserService }> = async (
  base,
  { service },
) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/getUser/:userId',
    {
      onRequest: app.guard.any,
      schema: { params: userIdParams, response: answers(userSchema) },
    },
    async (request) => service.getProfile(request.caller, request.params.userId),
  );

  app.put(
    '/user/updateUser/:userId',
    {
      onRequest: app.guard.user,
      schema: {
        params: userIdParams,
        body: profileSchema,
        response: answers(updateUserResponseSchema),
      },
    },
    async (request) => service.updateProfile(request.caller, request.params.userId, request.body),
  );
};
