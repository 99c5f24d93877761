// The ceiling: a bare Fastify server answering each route with bytes captured from the real API,
// from memory, in its own process. Each endpoint is reported as a fraction of this.
import Fastify from 'fastify';

const payloads: Record<string, { body: string; type: string }> = JSON.parse(
  process.env.CEILING_PAYLOADS ?? '{}',
);
const app = Fastify({ logger: false });
for (const [path, { body, type }] of Object.entries(payloads)) {
  app.all(path, async (_request, reply) => reply.type(type).send(body));
}
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('ready');
