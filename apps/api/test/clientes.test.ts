import { FIELD_MESSAGES } from '@gdo/domain/field-messages';
import { API_ERRORS } from '@gdo/domain/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, useTestApp } from './helpers';
import { created, errorFields, novoCliente, validCpf } from './registers';

const ctx = useTestApp();

const create = (body: unknown) =>
  call(ctx.t.app, { method: 'POST', url: '/api/clientes/create', token: ctx.token, body });
const edit = (id: number, body: unknown) =>
  call(ctx.t.app, { method: 'PUT', url: `/api/clientes/edit/${id}`, token: ctx.token, body });
const get = (id: number) => call(ctx.t.app, { url: `/api/clientes/get/${id}`, token: ctx.token });
const list = (query = '') => call(ctx.t.app, { url: `/api/clientes/list${query}`, token: ctx.token });
const count = async () => (await list()).json().length as number;

const completo = {
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

describe('clientes list', () => {
  beforeAll(async () => {
    for (let seed = 100; seed < 112; seed += 1) {
      await created(ctx.t, ctx.token, '/api/clientes/create', {
        ...novoCliente(seed, { nome: `Paginado ${String(seed).padStart(3, '0')}` }),
        cpf_cnpj: validCpf(seed),
        status: seed % 3 === 0 ? 3 : 1,
      });
    }
  });

  it('returns the whole list as an array without paging parameters, sorted by nome', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBeUndefined();
    const nomes = res.json().map((c: { nome: string }) => c.nome);
    expect(nomes.length).toBeGreaterThan(12);
    expect(nomes).toEqual([...nomes].sort((a, b) => a.localeCompare(b, 'pt-BR', { numeric: true })));
  });

  it('sorts names as a Brazilian reader expects: accents by their letter, digits by value', async () => {
    const nomes = [
      'Zé Ordem',
      'Casa 10 Ordem',
      'Éder Ordem',
      'alberto Ordem',
      'Casa 2 Ordem',
      'Álvaro Ordem',
    ];
    for (const [i, nome] of nomes.entries()) {
      await created(ctx.t, ctx.token, '/api/clientes/create', {
        ...novoCliente(300 + i, { nome }),
        cpf_cnpj: validCpf(300 + i),
      });
    }
    const sorted = (await list('?q=Ordem&sort=nome')).json().map((c: { nome: string }) => c.nome);
    expect(sorted).toEqual([
      'alberto Ordem',
      'Álvaro Ordem',
      'Casa 2 Ordem',
      'Casa 10 Ordem',
      'Éder Ordem',
      'Zé Ordem',
    ]);
  });

  it('pages and sorts, reporting the total in x-total-count', async () => {
    const first = await list('?q=Paginado&sort=-nome&page=1&pageSize=5');
    expect(first.headers['x-total-count']).toBe('12');
    expect(first.json().map((c: { nome: string }) => c.nome)).toEqual([
      'Paginado 111',
      'Paginado 110',
      'Paginado 109',
      'Paginado 108',
      'Paginado 107',
    ]);
    const last = await list('?q=Paginado&sort=-nome&page=3&pageSize=5');
    expect(last.json().map((c: { nome: string }) => c.nome)).toEqual(['Paginado 101', 'Paginado 100']);
    expect((await list('?q=Paginado&page=4&pageSize=5')).json()).toEqual([]);
  });

  it('searches nome, e-mail and CPF/CNPJ typed with or without its mask', async () => {
    const nomes = async (q: string) =>
      (await list(`?q=${encodeURIComponent(q)}`)).json().map((c: { nome: string }) => c.nome);
    expect(await nomes('horizonte')).toEqual(['Construtora Horizonte']);
    expect(await nomes('CLIENTE105@exemplo')).toEqual(['Paginado 105']);
    expect(await nomes('11.222.333/0001')).toEqual(['Construtora Horizonte']);
    expect(await nomes('11222333')).toEqual(['Construtora Horizonte']);
    expect(await nomes('12.abc')).toEqual(['Cliente 1']);
    expect(await nomes('100%_')).toEqual([]);
  });

  it('filters by status', async () => {
    const res = await list('?q=Paginado&status=3');
    expect(res.json().map((c: { nome: string }) => c.nome)).toEqual([
      'Paginado 102',
      'Paginado 105',
      'Paginado 108',
      'Paginado 111',
    ]);
  });

  it('falls back to nome for a column it cannot sort by, and refuses malformed parameters', async () => {
    const res = await list('?q=Paginado&sort=senha_hash&pageSize=2');
    expect(res.json().map((c: { nome: string }) => c.nome)).toEqual(['Paginado 100', 'Paginado 101']);
    for (const query of [
      '?pageSize=0',
      '?page=-1',
      '?status=x',
      '?sort=nome;drop',
      `?q=${'x'.repeat(201)}`,
      '?q=a%00b',
    ]) {
      const bad = await list(query);
      expect(bad.statusCode, query).toBe(400);
      expect(bad.json().message).toBe(API_ERRORS.dadosInvalidos);
    }
  });
});
