import { clienteCreateSchema, clienteEditSchema, clienteSchema } from '@gdo/domain/cliente';
import { listQuerySchema } from '@gdo/domain/paging';
import { REGISTER_WRITE_ROLES } from '@gdo/domain/permissoes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { LIST_DESCRIPTION, TOTAL_HEADER } from '../../lib/list-query';
import { authErrorResponses, errorSchema, idParamsSchema } from '../../lib/route-schemas';
import { requireRole } from '../../plugins/auth';
import * as service from './service';

const tags = ['clientes'];

export const clientesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/list',
    {
      schema: {
        tags,
        summary: 'Lista os clientes da empresa',
        description: `${LIST_DESCRIPTION} Busca (q) em nome, razão social, CPF/CNPJ, e-mail, telefone e responsável; sort: nome, cpf_cnpj, email, telefone, responsavel, status, data_cadastro.`,
        querystring: listQuerySchema,
        response: { 200: z.array(clienteSchema), 400: errorSchema, ...authErrorResponses },
      },
    },
    async (request, reply) => {
      const { rows, total } = await service.listClientes(db, request.auth.empresaId, request.query);
      if (total !== undefined) reply.header(TOTAL_HEADER, total);
      return rows;
    },
  );

  app.get(
    '/get/:id',
    {
      schema: {
        tags,
        summary: 'Um cliente da empresa',
        params: idParamsSchema,
        response: { 200: clienteSchema, 404: errorSchema, ...authErrorResponses },
      },
    },
    async (request) => service.getCliente(db, request.auth.empresaId, request.params.id),
  );

  app.post(
    '/create',
    {
      config: { idempotent: true },
      preValidation: requireRole(...REGISTER_WRITE_ROLES),
      schema: {
        tags,
        summary: 'Cria um cliente (administrador ou financeiro)',
        body: clienteCreateSchema,
        response: { 200: clienteSchema, 400: errorSchema, 409: errorSchema, ...authErrorResponses },
      },
    },
    async (request) => service.createCliente(db, request.auth.empresaId, request.body),
  );

  app.put(
    '/edit/:id',
    {
      preValidation: requireRole(...REGISTER_WRITE_ROLES),
      schema: {
        tags,
        summary: 'Altera um cliente (administrador ou financeiro); campos ausentes ficam como estão',
        params: idParamsSchema,
        body: clienteEditSchema,
        response: {
          200: clienteSchema,
          400: errorSchema,
          404: errorSchema,
          409: errorSchema,
          ...authErrorResponses,
        },
      },
    },
    async (request) => service.editCliente(db, request.auth.empresaId, request.params.id, request.body),
  );
};
