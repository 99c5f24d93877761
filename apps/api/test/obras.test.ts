import { FIELD_MESSAGES } from '@gdo/domain/field-messages';
import { API_ERRORS } from '@gdo/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signIn, type TestApp } from './helpers';
import { created, errorFields, novoCliente, validCnpj } from './registers';

let t: TestApp;
let token: string;
let cliente: { id: number; nome: string; cpf_cnpj: string };
let outroCliente: { id: number };
beforeAll(async () => {
  t = await createTestApp();
  token = (await signIn(t.app)).token;
  cliente = await created(t, token, '/api/clientes/create', novoCliente(1, { nome: 'Família Andrade' }));
  outroCliente = await created(t, token, '/api/clientes/create', novoCliente(2, { nome: 'Condomínio Ipê' }));
});
afterAll(() => t.close());

const create = (body: unknown) => call(t.app, { method: 'POST', url: '/api/obras/create', token, body });
const edit = (id: number, body: unknown) =>
  call(t.app, { method: 'PUT', url: `/api/obras/edit/${id}`, token, body });
const get = (id: number) => call(t.app, { url: `/api/obras/get/${id}`, token });
const list = (query = '') => call(t.app, { url: `/api/obras/list${query}`, token });
const count = async () => (await list()).json().length as number;

const nova = (over: Record<string, unknown> = {}) => ({
  id_cliente: cliente.id,
  nome: 'Residência Andrade',
  ...over,
});

describe('obras', () => {
  it('creates an obra and returns it with its cliente name and CPF/CNPJ', async () => {
    const res = await create(
      nova({
        alvara: 'ALV-2026/0042',
        cno: '90.000.12345/67',
        engenheiro: 'Eng. Paula Reis',
        cep: '30130-010',
        logradouro: 'Rua da Bahia',
        numero: '50',
        cidade: 'Belo Horizonte',
        uf: 'mg',
        data_inicio: '2026-03-01',
        previsao_entrega: '2027-02-28',
        metragem: '245.5',
        tipo: 'Residencial',
        responsavel_tecnico: ' Eng. Paula Reis ',
        registro_profissional: 'CREA-MG 1234567',
        art: '',
      }),
    );
    expect(res.statusCode).toBe(200);
    const obra = res.json();
    expect(obra).toEqual({
      id: expect.any(Number),
      id_cliente: cliente.id,
      cliente_nome: 'Família Andrade',
      cliente_cpf_cnpj: validCnpj(1),
      nome: 'Residência Andrade',
      alvara: 'ALV-2026/0042',
      cno: '90.000.12345/67',
      engenheiro: 'Eng. Paula Reis',
      cep: '30130010',
      logradouro: 'Rua da Bahia',
      numero: '50',
      complemento: null,
      bairro: null,
      cidade: 'Belo Horizonte',
      uf: 'MG',
      data_inicio: '2026-03-01',
      previsao_entrega: '2027-02-28',
      data_entrega: null,
      metragem: '245.50',
      tipo: 'Residencial',
      responsavel_tecnico: 'Eng. Paula Reis',
      registro_profissional: 'CREA-MG 1234567',
      art: null,
      status: 1,
      versao: 1,
      data_cadastro: expect.any(String),
      data_alteracao: expect.any(String),
    });
    expect((await get(obra.id)).json()).toEqual(obra);
    expect((await list()).json()).toEqual([obra]);
  });

  it('refuses an unknown cliente with 400 on id_cliente and stores nothing', async () => {
    const before = await count();
    const res = await create(nova({ id_cliente: 999_999 }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: API_ERRORS.dadosInvalidos,
      errors: [{ field: 'id_cliente', message: API_ERRORS.clienteNaoEncontrado }],
    });
    expect(await count()).toBe(before);
  });

  it.each([
    [
      'an expected delivery before the start',
      { data_inicio: '2026-05-10', previsao_entrega: '2026-05-09' },
      'previsao_entrega',
      FIELD_MESSAGES.previsaoAntesDoInicio,
    ],
    [
      'a delivery before the start',
      { data_inicio: '2026-05-10', data_entrega: '2026-01-01' },
      'data_entrega',
      FIELD_MESSAGES.entregaAntesDoInicio,
    ],
    ['a day that does not exist', { data_inicio: '2026-02-30' }, 'data_inicio', FIELD_MESSAGES.dataInvalida],
    [
      'a Brazilian-format date',
      { previsao_entrega: '10/05/2026' },
      'previsao_entrega',
      FIELD_MESSAGES.dataInvalida,
    ],
    ['a metragem with a comma', { metragem: '1,5' }, 'metragem', FIELD_MESSAGES.metragemInvalida],
    ['a metragem as a float', { metragem: 12.5 }, 'metragem', FIELD_MESSAGES.valorInvalido],
    ['a metragem too large', { metragem: '12345678901' }, 'metragem', FIELD_MESSAGES.metragemInvalida],
    ['a negative metragem', { metragem: '-3' }, 'metragem', FIELD_MESSAGES.metragemInvalida],
    ['an unknown status', { status: 5 }, 'status', FIELD_MESSAGES.situacaoInvalida],
    ['a cliente id as text', { id_cliente: 'um' }, 'id_cliente', FIELD_MESSAGES.valorInvalido],
    ['no cliente', { id_cliente: null }, 'id_cliente', FIELD_MESSAGES.obrigatorio],
    ['a CEP of 9 digits', { cep: '301300100' }, 'cep', FIELD_MESSAGES.cepInvalido],
    ['an unknown UF', { uf: 'BR' }, 'uf', FIELD_MESSAGES.ufInvalida],
  ])('refuses %s with 400 on the field and stores nothing', async (_, changes, field, message) => {
    const before = await count();
    const res = await create(nova(changes));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: API_ERRORS.dadosInvalidos, errors: [{ field, message }] });
    expect(await count()).toBe(before);
  });

  it('accepts a delivery on the start day and the status Entregue', async () => {
    const res = await create(
      nova({
        nome: 'Reforma rápida',
        data_inicio: '2026-04-01',
        previsao_entrega: '2026-04-01',
        data_entrega: '2026-04-01',
        status: 4,
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 4, data_entrega: '2026-04-01', metragem: null });
  });

  it('edits with PUT /api/obras/edit/:id, changing only what is sent and ignoring server-owned fields', async () => {
    const original = await created(
      t,
      token,
      '/api/obras/create',
      nova({ nome: 'Galpão Ipê', data_inicio: '2026-06-01' }),
    );
    const res = await edit(original.id, {
      ...original,
      id: 1,
      data_cadastro: '1999-01-01T00:00:00.000Z',
      cliente_nome: 'Outro nome',
      id_cliente: outroCliente.id,
      metragem: '1000',
      engenheiro: 'Eng. Caio',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ...original,
      id_cliente: outroCliente.id,
      cliente_nome: 'Condomínio Ipê',
      cliente_cpf_cnpj: validCnpj(2),
      metragem: '1000.00',
      engenheiro: 'Eng. Caio',
      versao: 2,
      data_alteracao: expect.any(String),
    });
    const partial = await edit(original.id, { previsao_entrega: '2026-12-20' });
    expect(partial.json()).toMatchObject({
      nome: 'Galpão Ipê',
      data_inicio: '2026-06-01',
      previsao_entrega: '2026-12-20',
    });
  });

  it('checks the dates of an edit against the ones the obra keeps', async () => {
    const original = await created(
      t,
      token,
      '/api/obras/create',
      nova({ nome: 'Muro', data_inicio: '2026-06-01' }),
    );
    const early = await edit(original.id, { previsao_entrega: '2026-05-31' });
    expect(early.statusCode).toBe(400);
    expect(early.json().errors).toEqual([
      { field: 'previsao_entrega', message: FIELD_MESSAGES.previsaoAntesDoInicio },
    ]);
    const late = await edit(original.id, { data_inicio: '2026-08-01', data_entrega: '2026-07-01' });
    expect(errorFields(late.json())).toEqual(['data_entrega']);
    const unknown = await edit(original.id, { id_cliente: 888_888 });
    expect(unknown.json().errors).toEqual([
      { field: 'id_cliente', message: API_ERRORS.clienteNaoEncontrado },
    ]);
    expect((await get(original.id)).json()).toEqual(original);
    const cleared = await edit(original.id, { data_inicio: null, previsao_entrega: '2026-01-01' });
    expect(cleared.json()).toMatchObject({ data_inicio: null, previsao_entrega: '2026-01-01' });
  });

  it('answers 404 for an obra that does not exist', async () => {
    expect((await get(777_777)).json()).toEqual({ message: API_ERRORS.obraNaoEncontrada });
    expect((await edit(777_777, { nome: 'X' })).statusCode).toBe(404);
  });
});

describe('obras list', () => {
  const nomes = async (query: string) => (await list(query)).json().map((o: { nome: string }) => o.nome);

  it('searches the obra text and its cliente (name or CPF/CNPJ), ignoring case and accents', async () => {
    expect(await nomes('?q=alv-2026')).toEqual(['Residência Andrade']);
    expect(await nomes('?q=paula')).toEqual(['Residência Andrade']);
    expect(await nomes('?q=GALPAO')).toEqual(['Galpão Ipê']);
    expect(await nomes('?q=condominio ipe')).toEqual(['Galpão Ipê']);
    expect(await nomes(`?q=${encodeURIComponent('família')}`)).toEqual([
      'Muro',
      'Reforma rápida',
      'Residência Andrade',
    ]);
    const cnpj = validCnpj(2).replace(/^(\d{2})(\d{3})(\d{3}).*$/, '$1.$2.$3');
    expect(await nomes(`?q=${encodeURIComponent(cnpj)}`)).toEqual(['Galpão Ipê']);
  });

  it('filters by cliente and status', async () => {
    expect(await nomes(`?id_cliente=${outroCliente.id}`)).toEqual(['Galpão Ipê']);
    expect(await nomes('?status=4')).toEqual(['Reforma rápida']);
    expect((await list('?id_cliente=abc')).statusCode).toBe(400);
  });

  it('sorts by the cliente name and pages with the total in x-total-count', async () => {
    const res = await list('?sort=-cliente_nome&page=1&pageSize=1');
    expect(res.headers['x-total-count']).toBe('4');
    expect(res.json().map((o: { cliente_nome: string }) => o.cliente_nome)).toEqual(['Família Andrade']);
    const byStart = await nomes('?sort=data_inicio');
    expect(byStart.slice(0, 3)).toEqual(['Residência Andrade', 'Reforma rápida', 'Galpão Ipê']);
  });
});
