import multipart from '@fastify/multipart';
import { apiErrorSchema } from '@gdo/domain/api-error';
import {
  empresaConfiguracaoEditSchema,
  empresaConfiguracaoSchema,
  LOGO_MAX_BYTES,
} from '@gdo/domain/empresa';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { authErrorResponses } from '../../lib/route-schemas';
import { requireRole } from '../../plugins/auth';
import { logoEnviado } from './logo';
import * as empresas from './service';

const tags = ['empresa'];
const adminOnly = requireRole('admin');
const MB = LOGO_MAX_BYTES / 1024 / 1024;
const configuracao = { 200: empresaConfiguracaoSchema, ...authErrorResponses };

/** The firm's own data, kept by its admins and printed on the proposals (issue 13, decision 102). */
export const empresaRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  await app.register(multipart);

  app.get(
    '/configuracoes',
    {
      preValidation: adminOnly,
      schema: {
        tags,
        summary: 'Nome, CNPJ, endereço e logotipo da empresa (somente administradores)',
        response: configuracao,
      },
    },
    async (request) => empresas.getConfiguracao({ db, empresaId: request.auth.empresaId }),
  );

  app.put(
    '/configuracoes',
    {
      preValidation: adminOnly,
      schema: {
        tags,
        summary: 'Altera nome, CNPJ e endereço da empresa (somente administradores)',
        body: empresaConfiguracaoEditSchema,
        response: { ...configuracao, 400: apiErrorSchema },
      },
    },
    async (request) =>
      empresas.editConfiguracao({ db, empresaId: request.auth.empresaId, input: request.body }),
  );

  app.put(
    '/logo',
    {
      preValidation: adminOnly,
      schema: {
        tags,
        summary: 'Envia o logotipo da empresa (somente administradores)',
        description: `multipart/form-data com o arquivo: PNG ou JPEG (o tipo é lido do conteúdo), até ${MB} MB. Guardado como PNG de até 600 px.`,
        multipartBody: {
          file: 'arquivo',
          required: ['arquivo'],
          fields: { arquivo: `O logotipo: PNG ou JPEG, até ${MB} MB` },
        },
        response: { ...configuracao, 400: apiErrorSchema, 413: apiErrorSchema, 415: apiErrorSchema },
      },
    },
    async (request) =>
      empresas.setLogo({ db, empresaId: request.auth.empresaId, logo: await logoEnviado(request) }),
  );

  app.delete(
    '/logo',
    {
      preValidation: adminOnly,
      schema: {
        tags,
        summary: 'Remove o logotipo da empresa (somente administradores)',
        response: configuracao,
      },
    },
    async (request) => empresas.setLogo({ db, empresaId: request.auth.empresaId, logo: null }),
  );

  app.get(
    '/logo',
    {
      preValidation: adminOnly,
      schema: {
        tags,
        summary: 'O logotipo da empresa, em PNG (somente administradores)',
        produces: ['image/png'],
        response: { 200: z.any(), 404: apiErrorSchema, ...authErrorResponses },
      },
    },
    async (request, reply) => {
      const logo = await empresas.getLogo({ db, empresaId: request.auth.empresaId });
      return reply.type('image/png').header('cache-control', 'no-store').send(logo);
    },
  );
};
