import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';

/**
 * Checks every JSON answer against the response schema its route declares, and reports any
 * answer that does not match (or a status the route does not declare). The API tests turn it
 * on and report through console.error, which fails the test; production leaves it off.
 */
export function checkAnswers(app: FastifyInstance, report: (problem: string) => void) {
  app.addHook('onSend', async (request, reply, payload) => {
    const schemas = request.routeOptions.schema?.response as Record<string, z.ZodType> | undefined;
    if (!schemas) return;
    const status = reply.statusCode;
    const where = `${request.method} ${request.routeOptions.url} answered ${status}`;
    const schema = schemas[status] ?? schemas[`${String(status)[0]}xx`];
    if (!schema) {
      if (status < 500) report(`${where}, which its schema does not declare`);
      return;
    }
    const text =
      typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? String(payload) : null;
    if (text === null || !String(reply.getHeader('content-type') ?? '').includes('json')) return;
    const result = schema.safeParse(JSON.parse(text));
    if (!result.success) {
      report(
        `${where} a body its schema refuses: ${JSON.stringify(result.error.issues.slice(0, 3))}`,
      );
    }
  });
}
