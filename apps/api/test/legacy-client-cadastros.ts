import { FIELD_MESSAGES } from '@gdo/domain/field-messages';
import { expect } from 'vitest';
import { TEST_ADMIN } from './fixtures';
import { DATE_INPUT, type LegacyClient, MOMENT, usuario } from './legacy-client';

// The old client's first calls (issue 16, legacy-client.md), each a test of legacy-client.test.ts
// and, run in a row, the records the other legacy-client tests start from: the admin signed in,
// users, a cliente and a fornecedor, an obra, an etapa with two subetapas and a budget model.
export const CADASTROS: [string, (r: LegacyClient) => Promise<void>][] = [
  [
    'signs in and validates its token sent raw',
    async (r) => {
      const res = await r.send(
        {
          method: 'POST',
          url: '/api/autenticacao/autenticar',
          body: { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
        },
        '',
      );
      const { id_user, token: issued } = res.json();
      expect([res.statusCode, Boolean(id_user), typeof issued]).toEqual([200, true, 'string']);
      r.token = issued;
      r.ids.admin = id_user;
      expect((await r.send({ method: 'GET', url: '/api/autenticacao/validatoken' })).statusCode).toBe(200);
    },
  ],

  [
    'creates users with its role names, and refuses an untouched role select in pt-BR',
    async (r) => {
      const maria = await r.saved({ method: 'POST', url: '/api/users/create', body: usuario({}) });
      expect([maria.permissoes, maria.status, maria.cpf]).toEqual([['admin'], 1, '12345678909']);
      r.ids.maria = maria.id;
      const gestor = await r.saved({
        method: 'POST',
        url: '/api/users/create',
        body: usuario({ email: 'gestor@construtora.com.br', cpf: '', permissoes: ['gestao'] }),
      });
      expect(gestor.permissoes).toEqual(['admin']);

      const untouched = await r.send({
        method: 'POST',
        url: '/api/users/create',
        body: usuario({ email: 'joao@construtora.com.br', cpf: '', permissoes: [''] }),
      });
      expect(untouched.statusCode).toBe(400);
      expect(untouched.json().errors).toEqual([
        { field: 'permissoes', message: FIELD_MESSAGES.permissoesVazias },
      ]);
    },
  ],

  [
    'edits a user with "password": "" and keeps the password',
    async (r) => {
      const body = {
        id: r.ids.maria,
        nome: 'MARIA DA SILVA SANTOS',
        email: 'maria@construtora.com.br',
        password: '',
        permissoes: ['financeiro'],
        status: '1',
      };
      const maria = await r.saved({ method: 'PUT', url: `/api/users/edit/${r.ids.maria}`, body });
      expect([maria.nome, maria.permissoes]).toEqual(['MARIA DA SILVA SANTOS', ['financeiro']]);
      const signIn = await r.send(
        {
          method: 'POST',
          url: '/api/autenticacao/autenticar',
          body: { email: body.email, password: 'senha-da-maria-1' },
        },
        '',
      );
      expect(signIn.statusCode).toBe(200);
    },
  ],

  [
    'creates and edits a cliente and a fornecedor with punctuated numbers and tipo_conta "1"',
    async (r) => {
      const cliente = {
        id: 0,
        cpf_cnpj: '123.456.789-09',
        nome: 'JOSÉ PEREIRA',
        telefone: '(31) 99999-8888',
        email: 'jose@exemplo.com.br',
        cep: '32015-670',
        uf: 'MG',
        status: 1,
      };
      r.ids.cliente = (await r.saved({ method: 'POST', url: '/api/clientes/create', body: cliente })).id;
      const edited = await r.saved({
        method: 'PUT',
        url: `/api/clientes/edit/${r.ids.cliente}`,
        body: { ...cliente, id: r.ids.cliente, responsavel: 'JOSÉ' },
      });
      expect(edited.cpf_cnpj).toBe('12345678909');

      const fornecedor = await r.saved({
        method: 'POST',
        url: '/api/fornecedores/create',
        body: {
          id: null,
          cpf_cnpj: '11.222.333/0001-81',
          nome: 'CIMENTOS BH LTDA',
          telefone: '(31) 3333-4444',
          email: 'vendas@cimentosbh.com.br',
          banco: '341',
          agencia: '1234',
          conta: '56789-0',
          tipo_conta: '1',
          pix: 'vendas@cimentosbh.com.br',
          status: '1',
        },
      });
      expect(fornecedor.tipo_conta).toBe(1);
      r.ids.fornecedor = fornecedor.id;
    },
  ],

  [
    'creates an obra with Unix-second dates, "NaN" for no date and a numbered tipo',
    async (r) => {
      const obra = await r.saved({
        method: 'POST',
        url: '/api/obras/create',
        body: {
          id: null,
          id_cliente: r.ids.cliente,
          nome: 'GALPÃO CONTAGEM',
          data_inicio: DATE_INPUT,
          previsao_entrega: 'NaN',
          data_entrega: '',
          tipo: 3,
          status: '1',
        },
      });
      expect([obra.data_inicio, obra.previsao_entrega, obra.data_entrega, obra.tipo]).toEqual([
        '2024-08-01',
        null,
        null,
        '3',
      ]);
      r.ids.obra = obra.id;
    },
  ],

  [
    'numbers etapas and subetapas as numbers: 10 and 1 under it are "10" and "10.01"',
    async (r) => {
      const etapa = await r.saved({
        method: 'POST',
        url: '/api/etapas/create',
        body: { id: null, numero: 10, nome: 'FUNDAÇÃO' },
      });
      expect(etapa.numero).toBe('10');
      const subetapa = await r.saved({
        method: 'POST',
        url: '/api/subetapas/create',
        body: { id: null, etapa: etapa.id, numero: 1, nome: 'ESTACAS' },
      });
      expect(subetapa.numero).toBe('10.01');
      const segunda = await r.saved({
        method: 'POST',
        url: '/api/subetapas/create',
        body: { etapa: etapa.id, numero: 2, nome: 'BLOCOS' },
      });
      const renamed = await r.saved({
        method: 'POST',
        url: '/api/etapas/update/',
        body: { id: etapa.id, numero: 10, nome: 'FUNDAÇÕES', status: '1' },
      });
      const moved = await r.saved({
        method: 'POST',
        url: '/api/subetapas/update/',
        body: { id: segunda.id, etapa: etapa.id, numero: 3, nome: 'BLOCOS' },
      });
      expect([renamed.nome, moved.numero]).toEqual(['FUNDAÇÕES', '10.03']);
      Object.assign(r.ids, { etapa: etapa.id, subetapa: subetapa.id, segunda: segunda.id });
    },
  ],

  [
    'creates a budget model with its own fields',
    async (r) => {
      const modelo = await r.saved({
        method: 'POST',
        url: '/api/orcamentos/modelos/create',
        body: { nome: 'MODELO GALPÃO', data_criacao: MOMENT, status: 1, tipo: 0 },
      });
      expect(modelo.nome).toBe('MODELO GALPÃO');
      r.ids.modelo = modelo.id;
    },
  ],
];
