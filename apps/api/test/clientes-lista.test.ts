import { API_ERRORS } from '@gdo/domain/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientesApi, CLIENTE_COMPLETO as completo } from './clientes';
import { useTestApp } from './helpers';
import { created, novoCliente, validCpf } from './registers';

// The clientes list (clientes.test.ts has the create, edit and get): the whole list without paging
// parameters, pages, the pt-BR order of names, search, the status filter and malformed parameters.

const ctx = useTestApp();
const { list } = clientesApi(ctx);

describe('clientes list', () => {
  beforeAll(async () => {
    // What clientes.test.ts makes before its list: the complete cliente and one with an alphanumeric CNPJ.
    await created(ctx.t, ctx.token, '/api/clientes/create', completo);
    await created(ctx.t, ctx.token, '/api/clientes/create', {
      ...novoCliente(1),
      cpf_cnpj: '12.abc.345/01de-35',
    });
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
