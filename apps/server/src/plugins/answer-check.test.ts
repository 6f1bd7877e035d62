import Fastify from 'fastify';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { checkAnswers } from './answer-check';
import { useJsonAnswers, useZodValidation } from './validation';

async function appAnswering(body: unknown, status = 200) {
  const problems: string[] = [];
  const app = Fastify();
  useZodValidation(app);
  useJsonAnswers(app);
  checkAnswers(app, (problem) => problems.push(problem));
  app.get(
    '/thing',
    {
      schema: {
        response: { 200: z.object({ ok: z.boolean() }), '4xx': z.object({ error: z.string() }) },
      },
    },
    async (_request, reply) => reply.code(status).send(body),
  );
  await app.inject({ method: 'GET', url: '/thing' });
  await app.close();
  return problems;
}

describe('checking answers against their schemas', () => {
  it('says nothing about an answer that matches', async () => {
    expect(await appAnswering({ ok: true })).toEqual([]);
    expect(await appAnswering({ error: 'Nope' }, 404)).toEqual([]);
  });

  it('reports a body its schema refuses', async () => {
    const [problem] = await appAnswering({ ok: 'yes' });
    expect(problem).toMatch(/^GET \/thing answered 200 a body its schema refuses/);
  });

  it('reports a status the route does not declare', async () => {
    expect(await appAnswering({ ok: true }, 201)).toEqual([
      'GET /thing answered 201, which its schema does not declare',
    ]);
  });
});
