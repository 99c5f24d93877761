import { FIELD_MESSAGES } from '@gdo/domain/field-messages';
import { API_ERRORS } from '@gdo/domain/messages';
import { describe, expect, it } from 'vitest';
import { call, useTestApp } from './helpers';
import { created, errorFields, novoCliente, validCnpj } from './registers';

const ctx = useTestApp();

const create = (body: unknown) =>
  call(ctx.t.app, { method: 'POST', url: '/api/fornecedores/create', token: ctx.token, body });
const edit = (id: number, body: unknown) =>
  call(ctx.t.app, { method: 'PUT', url: `/api/fornecedores/edit/${id}`, token: ctx.token, body });
const get = (id: number) => call(ctx.t.app, { url: `/api/fornecedores/get/${id}`, token: ctx.token });
const list = (query = '') => call(ctx.t.app, { url: `/api/fornecedores/list${query}`, token: ctx.token });
const count = async () => (await list()).json().length as number;

const novo = (seed: number, over: Record<string, unknown> = {}) => ({
  ...novoCliente(seed),
  nome: `Fornecedor ${seed}`,
  email: `fornecedor${seed}@exemplo.com.br`,
  ...over,
});

describe('fornecedores', () => {
  it('creates a fornecedor with its bank details and Pix key', async () => {
    const res = await create(
      novo(1, {
        razao_social: 'Concreto Forte Ltda',
        banco: '341 - Itaú',
        agencia: '1234',
        conta: '56789-0',
        tipo_conta: 2,
        pix: 'financeiro@concretoforte.com.br',
        cep: '20040-020',
        uf: 'rj',
      }),
    );
    expect(res.statusCode).toBe(200);
    const fornecedor = res.json();
    expect(fornecedor).toMatchObject({
      cpf_cnpj: validCnpj(1),
      nome: 'Fornecedor 1',
      razao_social: 'Concreto Forte Ltda',
      telefone: '1134567890',
      banco: '341 - Itaú',
      agencia: '1234',
      conta: '56789-0',
      tipo_conta: 2,
      pix: 'financeiro@concretoforte.com.br',
      cep: '20040020',
      uf: 'RJ',
      status: 1,
    });
    expect((await get(fornecedor.id)).json()).toEqual(fornecedor);
  });

  it('returns absent bank details as null', async () => {
    const res = await create(novo(2));
    expect(res.json()).toMatchObject({
      banco: null,
      agencia: null,
      conta: null,
      tipo_conta: null,
      pix: null,
    });
  });

  it('keeps its own register: a cliente may share the CPF/CNPJ, another fornecedor may not', async () => {
    await created(ctx.t, ctx.token, '/api/clientes/create', novoCliente(3));
    expect((await create(novo(3))).statusCode).toBe(200);
    const before = await count();
    const res = await create(novo(3, { nome: 'Outro' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: API_ERRORS.fornecedorCpfCnpjEmUso,
      errors: [{ field: 'cpf_cnpj', message: API_ERRORS.fornecedorCpfCnpjEmUso }],
    });
    expect(await count()).toBe(before);
  });

  it('refuses bad input with one pt-BR error per field and stores nothing', async () => {
    const before = await count();
    const res = await create(
      novo(4, {
        cpf_cnpj: '111.111.111-11',
        email: 'x@y',
        tipo_conta: 3,
        uf: 'XY',
        cep: '123',
        banco: 'b'.repeat(101),
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'cpf_cnpj', message: FIELD_MESSAGES.cpfCnpjInvalido },
      { field: 'email', message: FIELD_MESSAGES.emailInvalido },
      { field: 'cep', message: FIELD_MESSAGES.cepInvalido },
      { field: 'uf', message: FIELD_MESSAGES.ufInvalida },
      { field: 'banco', message: 'Use no máximo 100 caracteres.' },
      { field: 'tipo_conta', message: FIELD_MESSAGES.tipoContaInvalido },
    ]);
    expect(await count()).toBe(before);
  });

  it('edits only what is sent, ignoring server-owned fields', async () => {
    const original = await created(
      ctx.t,
      ctx.token,
      '/api/fornecedores/create',
      novo(5, { banco: '001 - Banco do Brasil' }),
    );
    const res = await edit(original.id, {
      ...original,
      id: 12345,
      data_cadastro: '2001-01-01T00:00:00.000Z',
      tipo_conta: 1,
      pix: '+5511987654321',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ...original,
      tipo_conta: 1,
      pix: '+5511987654321',
      versao: 2,
      data_alteracao: expect.any(String),
    });
    const partial = await edit(original.id, { status: 2 });
    expect(partial.json()).toMatchObject({ status: 2, banco: '001 - Banco do Brasil', tipo_conta: 1 });
    const bad = await edit(original.id, { tipo_conta: 'corrente' });
    expect(bad.statusCode).toBe(400);
    expect(errorFields(bad.json())).toEqual(['tipo_conta']);
    expect((await get(original.id)).json().tipo_conta).toBe(1);
  });

  it('answers 404 for a fornecedor that does not exist', async () => {
    expect((await get(424_242)).json()).toEqual({ message: API_ERRORS.fornecedorNaoEncontrado });
    expect((await edit(424_242, { nome: 'X' })).statusCode).toBe(404);
  });

  it('searches, sorts and pages with the total in x-total-count', async () => {
    const page = await list('?q=fornecedor&sort=-data_cadastro&page=1&pageSize=2');
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-total-count']).toBe(String(await count()));
    const [newest] = page.json();
    expect(newest.nome).toBe('Fornecedor 5');
    const byRazao = await list('?q=concreto forte');
    expect(byRazao.json().map((f: { nome: string }) => f.nome)).toEqual(['Fornecedor 1']);
    const inactive = await list('?status=2');
    expect(inactive.json().map((f: { nome: string }) => f.nome)).toEqual(['Fornecedor 5']);
  });
});
