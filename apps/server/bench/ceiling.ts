import Fastify from 'fastify';

/** The ceiling: a bare Fastify route answering the same JSON from memory. */
const body = process.env.CEILING_BODY ?? '[]';
const app = Fastify({ logger: false });
app.get('/', async (_request, reply) => reply.type('application/json').send(body));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('ready');
