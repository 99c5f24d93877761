import { FIELD_MESSAGES, subetapaForaDaEtapaMessage } from '@gdo/domain/field-messages';
import { API_ERRORS } from '@gdo/domain/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, useTestApp } from './helpers';
import { seedClienteObra } from './orcamentos';
import { created, errorFields } from './registers';

const ctx = useTestApp();

type Numbered = { id: number; numero: string; nome: string; etapa?: number };

const post = (url: string, body: unknown) => call(ctx.t.app, { method: 'POST', url, token: ctx.token, body });
const list = async (url: string): Promise<Numbered[]> =>
  (await call(ctx.t.app, { url, token: ctx.token })).json();
const numeros = async (url: string) => (await list(url)).map((row) => row.numero);
const etapa = (numero: string, nome: string) =>
  created<Numbered>(ctx.t, ctx.token, '/api/etapas/create', { numero, nome });
const subetapa = (parent: Numbered, numero: string, nome: string) =>
  created<Numbered>(ctx.t, ctx.token, '/api/subetapas/create', { etapa: parent.id, numero, nome });

describe('etapas', () => {
  let fundacao: Numbered;

  it('creates etapas, writing the number with two digits', async () => {
    fundacao = await etapa('1', 'Fundação');
    expect(fundacao).toEqual({
      id: expect.any(Number),
      numero: '01',
      nome: 'Fundação',
      status: 1,
      versao: 1,
      data_cadastro: expect.any(String),
      data_alteracao: expect.any(String),
    });
    await etapa('10', 'Acabamento');
    await etapa('002', 'Estrutura');
  });

  it('lists in numeric order', async () => {
    expect(await numeros('/api/etapas/list')).toEqual(['01', '02', '10']);
    expect(await numeros('/api/etapas/list?sort=-numero')).toEqual(['10', '02', '01']);
    const page = await call(ctx.t.app, {
      url: '/api/etapas/list?q=estrutura&page=1&pageSize=10',
      token: ctx.token,
    });
    expect(page.headers['x-total-count']).toBe('1');
    expect(page.json().map((e: Numbered) => e.nome)).toEqual(['Estrutura']);
  });

  it('refuses a number already used in the empresa with 409 on numero', async () => {
    const res = await post('/api/etapas/create', { numero: '01', nome: 'Outra' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: API_ERRORS.etapaNumeroEmUso,
      errors: [{ field: 'numero', message: API_ERRORS.etapaNumeroEmUso }],
    });
    expect(await numeros('/api/etapas/list')).toEqual(['01', '02', '10']);
  });

  it.each([['A1'], ['0'], ['1000'], ['01.02'], ['']])('refuses the number %j with 400', async (numero) => {
    const res = await post('/api/etapas/create', { numero, nome: 'Inválida' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      {
        field: 'numero',
        message: numero === '' ? FIELD_MESSAGES.obrigatorio : FIELD_MESSAGES.numeroEtapaInvalido,
      },
    ]);
    expect(await numeros('/api/etapas/list')).toEqual(['01', '02', '10']);
  });

  it('updates through POST /api/etapas/update/ with the id in the body, ignoring server-owned fields', async () => {
    const res = await post('/api/etapas/update/', {
      ...fundacao,
      data_cadastro: '2000-01-01T00:00:00.000Z',
      nome: 'Fundações',
      status: 2,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ...fundacao,
      nome: 'Fundações',
      status: 2,
      versao: 2,
      data_alteracao: expect.any(String),
    });
    const noSlash = await post('/api/etapas/update', { id: fundacao.id, status: 1 });
    expect(noSlash.json()).toMatchObject({ nome: 'Fundações', status: 1 });
  });

  it('refuses an update without id (400), of an unknown id (404) or to a used number (409)', async () => {
    const noId = await post('/api/etapas/update/', { nome: 'Sem id' });
    expect(noId.statusCode).toBe(400);
    expect(noId.json().errors).toEqual([{ field: 'id', message: FIELD_MESSAGES.obrigatorio }]);
    const unknown = await post('/api/etapas/update/', { id: 987_654, nome: 'X' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: API_ERRORS.etapaNaoEncontrada });
    const taken = await post('/api/etapas/update/', { id: fundacao.id, numero: '10' });
    expect(taken.statusCode).toBe(409);
    expect(errorFields(taken.json())).toEqual(['numero']);
  });
});

describe('subetapas', () => {
  let fundacao: Numbered;
  let estrutura: Numbered;
  let estacas: Numbered;

  beforeAll(async () => {
    [fundacao, estrutura] = (await list('/api/etapas/list')) as [Numbered, Numbered];
  });

  it('creates subetapas numbered inside their etapa', async () => {
    estacas = await subetapa(fundacao, '1.1', 'Estacas');
    expect(estacas).toEqual({
      id: expect.any(Number),
      etapa: fundacao.id,
      numero: '01.01',
      nome: 'Estacas',
      status: 1,
      versao: 1,
      data_cadastro: expect.any(String),
      data_alteracao: expect.any(String),
    });
    await subetapa(fundacao, '01.10', 'Blocos');
    await subetapa(fundacao, '01.02', 'Vigas baldrame');
    await subetapa(estrutura, '02.01', 'Pilares');
  });

  it('lists all, or those of one etapa, in numeric order', async () => {
    expect(await numeros('/api/subetapas/list')).toEqual(['01.01', '01.02', '01.10', '02.01']);
    expect(await numeros(`/api/subetapas/list?etapa=${estrutura.id}`)).toEqual(['02.01']);
    expect(await numeros('/api/subetapas/list?q=baldrame')).toEqual(['01.02']);
    const page = await call(ctx.t.app, {
      url: '/api/subetapas/list?sort=-numero&pageSize=2',
      token: ctx.token,
    });
    expect(page.headers['x-total-count']).toBe('4');
    expect(page.json().map((s: Numbered) => s.numero)).toEqual(['02.01', '01.10']);
  });

  it("refuses a number that does not start with its etapa's", async () => {
    const res = await post('/api/subetapas/create', { etapa: estrutura.id, numero: '01.05', nome: 'Lajes' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: API_ERRORS.dadosInvalidos,
      errors: [{ field: 'numero', message: subetapaForaDaEtapaMessage('02') }],
    });
    expect(await numeros(`/api/subetapas/list?etapa=${estrutura.id}`)).toEqual(['02.01']);
  });

  it.each([['02'], ['02.'], ['02.01.01'], ['2-1'], ['02.000']])(
    'refuses the malformed number %j',
    async (numero) => {
      const res = await post('/api/subetapas/create', { etapa: estrutura.id, numero, nome: 'Lajes' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([
        { field: 'numero', message: FIELD_MESSAGES.numeroSubetapaInvalido },
      ]);
    },
  );

  it('refuses a number used in the same etapa (409) and an unknown etapa (400)', async () => {
    const taken = await post('/api/subetapas/create', { etapa: fundacao.id, numero: '01.01', nome: 'Outra' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      message: API_ERRORS.subetapaNumeroEmUso,
      errors: [{ field: 'numero', message: API_ERRORS.subetapaNumeroEmUso }],
    });
    const orphan = await post('/api/subetapas/create', { etapa: 999_999, numero: '01.03', nome: 'Órfã' });
    expect(orphan.statusCode).toBe(400);
    expect(orphan.json().errors).toEqual([{ field: 'etapa', message: API_ERRORS.etapaNaoEncontrada }]);
    expect(await numeros('/api/subetapas/list')).toHaveLength(4);
  });

  it('updates through POST /api/subetapas/update/, checking the number against the etapa it ends in', async () => {
    const renamed = await post('/api/subetapas/update/', {
      ...estacas,
      nome: 'Estacas escavadas',
      data_alteracao: 'x',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({
      ...estacas,
      nome: 'Estacas escavadas',
      versao: 2,
      data_alteracao: expect.any(String),
    });
    const moveOnly = await post('/api/subetapas/update/', { id: estacas.id, etapa: estrutura.id });
    expect(moveOnly.json().errors).toEqual([{ field: 'numero', message: subetapaForaDaEtapaMessage('02') }]);
    const moved = await post('/api/subetapas/update/', {
      id: estacas.id,
      etapa: estrutura.id,
      numero: '02.02',
    });
    expect(moved.json()).toMatchObject({ etapa: estrutura.id, numero: '02.02' });
    const unknown = await post('/api/subetapas/update', { id: 999_999, nome: 'X' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: API_ERRORS.subetapaNaoEncontrada });
  });

  it('carries a renumbered etapa to its subetapas', async () => {
    const res = await post('/api/etapas/update/', { id: fundacao.id, numero: '3' });
    expect(res.json().numero).toBe('03');
    expect(await numeros(`/api/subetapas/list?etapa=${fundacao.id}`)).toEqual(['03.02', '03.10']);
    expect(await numeros(`/api/subetapas/list?etapa=${estrutura.id}`)).toEqual(['02.01', '02.02']);
    expect(await numeros('/api/etapas/list')).toEqual(['02', '03', '10']);
  });

  it('keeps a subetapa that a budget holds in its etapa (409), and still edits it otherwise', async () => {
    const [alvenaria, cobertura] = [await etapa('20', 'Alvenaria'), await etapa('21', 'Cobertura')];
    const blocos = await subetapa(alvenaria, '20.01', 'Blocos');
    const { cliente, obra } = await seedClienteObra(ctx.t, ctx.token, 1);
    await created(ctx.t, ctx.token, '/api/orcamentos/create', {
      nome: 'Orçamento da alvenaria',
      id_cliente: cliente.id,
      obra: obra.id,
      itens: [
        {
          etapa: alvenaria.id,
          subitens: [{ subetapa: blocos.id, unidade: 'm2', quantidade: '10', valor_unitario: '35.00' }],
        },
      ],
    });
    const moved = await post('/api/subetapas/update/', {
      id: blocos.id,
      etapa: cobertura.id,
      numero: '21.01',
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toEqual({
      message: API_ERRORS.subetapaEmUso,
      errors: [{ field: 'etapa', message: API_ERRORS.subetapaEmUso }],
    });
    const renamed = await post('/api/subetapas/update/', {
      id: blocos.id,
      etapa: alvenaria.id,
      nome: 'Blocos',
    });
    expect(renamed.json()).toMatchObject({ etapa: alvenaria.id, numero: '20.01', nome: 'Blocos' });
  });
});
