// The ceiling: a bare Fastify server answering each request (method, path and query) with the
// status, headers and body captured from the real API, from memory, in its own process. Each
// endpoint is reported as a fraction of this. Each body goes as the bytes the API wrote, compressed
// when the request accepted it, with the same Content-Encoding. The answers come over IPC: several
// lists are larger together than an environment variable may be.
import Fastify from 'fastify';
import type { Sample } from './sample';

// Set per connection or per response by Node itself; replaying them would send them twice.
const OWN_HEADERS = new Set(['content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding']);

const payloads = await new Promise<Record<string, Sample>>((resolve) => {
  process.once('message', resolve);
  process.send?.('waiting');
});
// Node's serializer gives Buffers back as Buffers; a view over the same bytes keeps it so for any
// other Uint8Array (no copy).
for (const payload of Object.values(payloads)) {
  payload.body = Buffer.from(payload.body.buffer, payload.body.byteOffset, payload.body.byteLength);
}
const app = Fastify({ logger: false });
app.route({
  method: ['GET', 'POST'],
  url: '*',
  handler: async (request, reply) => {
    const payload = payloads[`${request.method} ${request.url}`];
    if (!payload) return reply.code(404).send();
    for (const [name, value] of Object.entries(payload.headers)) {
      if (!OWN_HEADERS.has(name)) reply.header(name, value);
    }
    return reply.code(payload.status).send(payload.body);
  },
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('ready');
