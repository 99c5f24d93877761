import { call, type TestApp } from './helpers';

// The clientes routes and a cliente with every field, for clientes.test.ts and clientes-lista.test.ts.

/** The clientes routes as the scope's admin calls them. */
export function clientesApi(ctx: { t: TestApp; token: string }) {
  const create = (body: unknown) =>
    call(ctx.t.app, { method: 'POST', url: '/api/clientes/create', token: ctx.token, body });
  const edit = (id: number, body: unknown) =>
    call(ctx.t.app, { method: 'PUT', url: `/api/clientes/edit/${id}`, token: ctx.token, body });
  const get = (id: number) => call(ctx.t.app, { url: `/api/clientes/get/${id}`, token: ctx.token });
  const list = (query = '') => call(ctx.t.app, { url: `/api/clientes/list${query}`, token: ctx.token });
  const count = async () => (await list()).json().length as number;
  return { create, edit, get, list, count };
}

/** Every field filled, masked and spaced as a person types them. */
export const CLIENTE_COMPLETO = {
  cpf_cnpj: '11.222.333/0001-81',
  nome: '  Construtora Horizonte  ',
  razao_social: 'Horizonte Engenharia Ltda',
  inscricao_municipal: '123456',
  inscricao_estadual: '',
  telefone: '(11) 3456-7890',
  email: 'Contato@Horizonte.com.br',
  responsavel: 'Ana Souza',
  responsavel_financeiro: 'Bruno Lima',
  telefone_financeiro: '(11) 98765-4321',
  email_financeiro: 'Financeiro@Horizonte.com.br',
  cep: '01310-100',
  logradouro: 'Av. Paulista',
  numero: '1000',
  complemento: null,
  bairro: 'Bela Vista',
  cidade: 'São Paulo',
  uf: 'sp',
};
