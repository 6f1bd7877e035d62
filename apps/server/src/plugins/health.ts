import type { FastifyPluginAsync } from 'fastify';
import { healthResponseSchema, readyResponseSchema } from '@basera/contract';
import { answers } from '../lib/answers';
import type { Stopping } from '../lib/stopping';

/** A check of something this server needs: resolves when it can be reached. */
type Check = () => Promise<unknown>;

/**
 * GET /health: the server answers and its database too. GET /ready, for a load balancer: 503
 * while stopping, or while the database, Redis or the photo storage cannot be reached.
 */
export const healthRoutes: FastifyPluginAsync<{
  checks: { database: Check; redis: Check; storage: Check };
  stopping: Stopping;
}> = async (app, { checks, stopping }) => {
  app.get('/health', { schema: { response: answers(healthResponseSchema) } }, async () => {
    await checks.database();
    return { ok: true };
  });
  const readyAnswers = { ...answers(readyResponseSchema), 503: readyResponseSchema };
  app.get('/ready', { schema: { response: readyAnswers } }, async (_, reply) => {
    const results = await Promise.all(
      Object.entries(checks).map(async ([name, check]) => {
        const ok = await check().then(
          () => true,
          (err: unknown) => {
            app.log.warn({ err }, `not ready: ${name} unreachable`);
            return false;
          },
        );
        return [name, ok] as const;
      }),
    );
    const status = Object.fromEntries(results) as Record<keyof typeof checks, boolean>;
    const ready = !stopping.begun && results.every(([, ok]) => ok);
    return reply.code(ready ? 200 : 503).send({ ok: ready, stopping: stopping.begun, ...status });
  });
};
