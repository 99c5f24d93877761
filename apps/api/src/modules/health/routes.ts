import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';

export const healthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/health',
    {
      config: { public: true },
      schema: {
        tags: ['sistema'],
        summary: 'Saúde do serviço e do banco de dados',
        response: {
          200: z.object({ status: z.literal('ok') }),
          503: z.object({ status: z.literal('indisponível') }),
        },
      },
    },
    async (_request, reply) => {
      try {
        await db.execute(sql`select 1`);
        return { status: 'ok' as const };
      } catch {
        return reply.status(503).send({ status: 'indisponível' as const });
      }
    },
  );
};
