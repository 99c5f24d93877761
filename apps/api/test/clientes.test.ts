import { FIELD_MESSAGES } from '@gdo/domain/field-messages';
import { API_ERRORS } from '@gdo/domain/messages';
import { describe, expect, it } from 'vitest';
import { clientesApi, CLIENTE_COMPLETO as completo } from './clientes';
import { useTestApp } from './helpers';
import { created, errorFields, novoCliente } from './registers';

// A cliente's create, edit and get; its list (paging, sorting, search) is in clientes-lista.test.ts.

const ctx = useTestApp();
const { create, edit, get, count } = clientesApi(ctx);

describe('clientes', () => {
  it('creates a cliente with every field normalised and gets it back', async () => {
    const res = await create(completo);
    expect(res.statusCode).toBe(200);
    const cliente = res.json();
    expect(cliente).toEqual({
      id: expect.any(Number),
      cpf_cnpj: '11222333000181',
      nome: 'Construtora Horizonte',
      razao_social: 'Horizonte Engenharia Ltda',
      inscricao_municipal: '123456',
      inscricao_estadual: null,
      telefone: '1134567890',
      email: 'contato@horizonte.com.br',
      responsavel: 'Ana Souza',
      responsavel_financeiro: 'Bruno Lima',
      telefone_financeiro: '11987654321',
      email_financeiro: 'financeiro@horizonte.com.br',
      cep: '01310100',
      logradouro: 'Av. Paulista',
      numero: '1000',
      complemento: null,
      bairro: 'Bela Vista',
      cidade: 'São Paulo',
      uf: 'SP',
      status: 1,
      versao: 1,
      data_cadastro: expect.any(String),
      data_alteracao: expect.any(String),
    });
    expect((await get(cliente.id)).json()).toEqual(cliente);
  });

  it('accepts an alphanumeric CNPJ and a CPF, every optional field absent as null', async () => {
    const res = await create({ ...novoCliente(1), cpf_cnpj: '12.abc.345/01de-35' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ cpf_cnpj: '12ABC34501DE35', razao_social: null, cep: null, uf: null });
    expect((await create({ ...novoCliente(2), cpf_cnpj: '529.982.247-25' })).json().cpf_cnpj).toBe(
      '52998224725',
    );
  });

  it('refuses a CPF/CNPJ already registered in the empresa, however it is masked', async () => {
    const before = await count();
    const res = await create({ ...novoCliente(3), cpf_cnpj: '11222333000181' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: API_ERRORS.clienteCpfCnpjEmUso,
      errors: [{ field: 'cpf_cnpj', message: API_ERRORS.clienteCpfCnpjEmUso }],
    });
    expect(await count()).toBe(before);
  });

  it.each([
    [
      'a CPF with wrong check digits',
      { cpf_cnpj: '529.982.247-24' },
      'cpf_cnpj',
      FIELD_MESSAGES.cpfCnpjInvalido,
    ],
    [
      'a CNPJ with wrong check digits',
      { cpf_cnpj: '11.222.333/0001-80' },
      'cpf_cnpj',
      FIELD_MESSAGES.cpfCnpjInvalido,
    ],
    ['an e-mail without a domain', { email: 'contato@' }, 'email', FIELD_MESSAGES.emailInvalido],
    [
      'a financial e-mail without an at sign',
      { email_financeiro: 'financeiro' },
      'email_financeiro',
      FIELD_MESSAGES.emailInvalido,
    ],
    ['an unknown UF', { uf: 'XX' }, 'uf', FIELD_MESSAGES.ufInvalida],
    ['a CEP of 7 digits', { cep: '01310-10' }, 'cep', FIELD_MESSAGES.cepInvalido],
    ['a telefone without area code', { telefone: '3456-7890' }, 'telefone', FIELD_MESSAGES.telefoneInvalido],
    ['a missing nome', { nome: '  ' }, 'nome', FIELD_MESSAGES.obrigatorio],
    ['an unknown status', { status: 4 }, 'status', FIELD_MESSAGES.situacaoInvalida],
    [
      'text holding a NUL character',
      { responsavel: 'Ana\u0000' },
      'responsavel',
      FIELD_MESSAGES.textoInvalido,
    ],
  ])('refuses %s with 400 on the field and stores nothing', async (_, changes, field, message) => {
    const before = await count();
    const res = await create({ ...novoCliente(10), ...changes });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: API_ERRORS.dadosInvalidos, errors: [{ field, message }] });
    expect(await count()).toBe(before);
  });

  it('refuses a body that is not an object, in pt-BR', async () => {
    for (const body of [undefined, [], [{ nome: 'Lista' }]]) {
      const res = await create(body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: API_ERRORS.dadosInvalidos,
        errors: [{ field: '', message: API_ERRORS.corpoNaoObjeto }],
      });
    }
  });

  it('explains every missing required field at once', async () => {
    const res = await create({});
    expect(res.statusCode).toBe(400);
    expect(errorFields(res.json())).toEqual(['cpf_cnpj', 'nome', 'telefone', 'email']);
  });

  it('edits only what is sent, ignoring server-owned and unknown fields', async () => {
    const original = await created(
      ctx.t,
      ctx.token,
      '/api/clientes/create',
      novoCliente(20, { responsavel: 'Carla' }),
    );
    const res = await edit(original.id, {
      ...original,
      id: 1,
      data_cadastro: '2000-01-01T00:00:00.000Z',
      data_alteracao: '2000-01-01T00:00:00.000Z',
      empresa_id: 999,
      nome: 'Cliente Renomeado',
      status: 2,
    });
    expect(res.statusCode).toBe(200);
    const saved = res.json();
    expect(saved).toEqual({
      ...original,
      nome: 'Cliente Renomeado',
      status: 2,
      versao: 2,
      data_alteracao: expect.any(String),
    });
    expect(saved).not.toHaveProperty('empresa_id');
    expect(saved.data_alteracao >= String(original.data_alteracao)).toBe(true);
    const partial = await edit(original.id, { telefone: '(21) 99876-5432' });
    expect(partial.json()).toMatchObject({
      nome: 'Cliente Renomeado',
      telefone: '21998765432',
      responsavel: 'Carla',
    });
    const cleared = await edit(original.id, { responsavel: '' });
    expect(cleared.json().responsavel).toBeNull();
  });

  it('refuses a bad edit and leaves the cliente unchanged', async () => {
    const original = await created(ctx.t, ctx.token, '/api/clientes/create', novoCliente(21));
    const bad = await edit(original.id, { nome: null, uf: 'ZZ' });
    expect(bad.statusCode).toBe(400);
    expect(errorFields(bad.json())).toEqual(['nome', 'uf']);
    const taken = await edit(original.id, { cpf_cnpj: '11.222.333/0001-81' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual([{ field: 'cpf_cnpj', message: API_ERRORS.clienteCpfCnpjEmUso }]);
    expect((await get(original.id)).json()).toEqual(original);
  });

  it('answers 404 for a cliente that does not exist, and 400 for an id that cannot exist', async () => {
    expect((await get(999_999)).json()).toEqual({ message: API_ERRORS.clienteNaoEncontrado });
    const res = await edit(999_999, { nome: 'Ninguém' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: API_ERRORS.clienteNaoEncontrado });
    expect((await get(99_999_999_999)).statusCode).toBe(400);
    expect((await get(0)).statusCode).toBe(400);
  });
});
