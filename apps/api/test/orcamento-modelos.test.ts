import { FIELD_MESSAGES } from '@gdo/domain/field-messages';
import { API_ERRORS } from '@gdo/domain/messages';
import { computeTotals } from '@gdo/domain/orcamento';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from './helpers';
import { type Etapa, itensFor, seedCatalogo, seedClienteObra, send } from './orcamentos';

let t: TestApp;
let token: string;
let etapas: Etapa[];
let casa: Awaited<ReturnType<typeof seedClienteObra>>;
beforeAll(async () => {
  t = await createTestApp();
  token = (await signIn(t.app)).token;
  etapas = await seedCatalogo(t, token, { etapas: 2, subetapas: 3 });
  casa = await seedClienteObra(t, token, 1, 'Família Conceição');
});
afterAll(() => t.close());

const post = (url: string, body?: unknown) => send(t, token, 'POST', url, body);
const get = (url: string) => send(t, token, 'GET', url);

type ModeloSubitem = {
  subetapa: number;
  unidade: string;
  quantidade: string | null;
  valor_unitario: string | null;
};
type Modelo = {
  id: number;
  nome: string;
  versao: number;
  itens: { etapa: number; subitens: ModeloSubitem[] }[];
};

const estrutura = () => [
  {
    etapa: etapas[0]!.id,
    subitens: [
      { subetapa: etapas[0]!.subetapas[0]!.id, unidade: 'm3', quantidade: '12.5', valor_unitario: '450' },
      { subetapa: etapas[0]!.subetapas[1]!.id, nome: 'Armação (aço CA-50)', unidade: 'kg' },
    ],
  },
  { etapa: etapas[1]!.id, numero: '2', subitens: [] },
];

describe('orcamento modelos', () => {
  let modelo: Modelo;

  it('creates a model with its structure, default quantities and prices optional', async () => {
    const res = await post('/api/orcamentos/modelos/create', {
      nome: 'Casa térrea padrão',
      itens: estrutura(),
    });
    expect(res.statusCode).toBe(200);
    modelo = res.json();
    const [e1, e2] = etapas;
    expect(modelo).toEqual({
      id: expect.any(Number),
      nome: 'Casa térrea padrão',
      status: 1,
      versao: 1,
      data_cadastro: expect.any(String),
      data_alteracao: expect.any(String),
      itens: [
        {
          id: expect.any(Number),
          etapa: e1!.id,
          etapa_numero: e1!.numero,
          etapa_nome: e1!.nome,
          numero: e1!.numero,
          nome: e1!.nome,
          subitens: [
            {
              id: expect.any(Number),
              subetapa: e1!.subetapas[0]!.id,
              subetapa_numero: e1!.subetapas[0]!.numero,
              subetapa_nome: e1!.subetapas[0]!.nome,
              numero: e1!.subetapas[0]!.numero,
              nome: e1!.subetapas[0]!.nome,
              unidade: 'm3',
              quantidade: '12.500',
              valor_unitario: '450.00',
            },
            expect.objectContaining({
              nome: 'Armação (aço CA-50)',
              unidade: 'kg',
              quantidade: null,
              valor_unitario: null,
            }),
          ],
        },
        expect.objectContaining({ etapa: e2!.id, numero: '2', nome: e2!.nome, subitens: [] }),
      ],
    });
    expect((await get(`/api/orcamentos/modelos/get/${modelo.id}`)).json()).toEqual(modelo);
  });

  it('lists models with their counts, search and paging', async () => {
    await post('/api/orcamentos/modelos/create', { nome: 'Galpão', status: 2 });
    const rows = (await get('/api/orcamentos/modelos/list')).json();
    expect(rows).toEqual([
      expect.objectContaining({ nome: 'Casa térrea padrão', status: 1, total_itens: 2, total_subitens: 2 }),
      expect.objectContaining({ nome: 'Galpão', status: 2, total_itens: 0, total_subitens: 0 }),
    ]);
    expect(Object.keys(rows[0]).sort()).toEqual(
      [
        'data_alteracao',
        'data_cadastro',
        'id',
        'nome',
        'status',
        'total_itens',
        'total_subitens',
        'versao',
      ].sort(),
    );
    const page = await get('/api/orcamentos/modelos/list?q=terrea&page=1&pageSize=10');
    expect(page.headers['x-total-count']).toBe('1');
    expect(page.json().map((m: Modelo) => m.nome)).toEqual(['Casa térrea padrão']);
  });

  it('edits a model: absent fields kept, itens replaced all or nothing', async () => {
    const renamed = await send(t, token, 'PUT', `/api/orcamentos/modelos/edit/${modelo.id}`, {
      nome: 'Casa térrea',
    });
    expect(renamed.json()).toEqual({
      ...modelo,
      nome: 'Casa térrea',
      versao: modelo.versao + 1,
      data_alteracao: expect.any(String),
    });
    const bad = estrutura();
    bad[0]!.subitens[1]!.subetapa = etapas[1]!.subetapas[0]!.id;
    const refused = await send(t, token, 'PUT', `/api/orcamentos/modelos/edit/${modelo.id}`, {
      nome: 'X',
      itens: bad,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { field: 'itens.0.subitens.1.subetapa', message: API_ERRORS.subetapaDeOutraEtapa },
    ]);
    expect((await get(`/api/orcamentos/modelos/get/${modelo.id}`)).json()).toEqual(renamed.json());
    const replaced = await send(t, token, 'PUT', `/api/orcamentos/modelos/edit/${modelo.id}`, {
      itens: [
        { etapa: etapas[1]!.id, subitens: [{ subetapa: etapas[1]!.subetapas[2]!.id, unidade: 'verba' }] },
      ],
    });
    expect(replaced.json()).toMatchObject({ nome: 'Casa térrea', itens: [{ etapa: etapas[1]!.id }] });
    expect(replaced.json().itens[0].subitens).toHaveLength(1);
    modelo = replaced.json();
  });

  it.each([
    ['no name', () => ({ nome: '' }), 'nome', FIELD_MESSAGES.obrigatorio],
    [
      'a negative default price',
      () => ({
        itens: [
          {
            etapa: etapas[0]!.id,
            subitens: [{ subetapa: etapas[0]!.subetapas[0]!.id, unidade: 'kg', valor_unitario: '-1' }],
          },
        ],
      }),
      'itens.0.subitens.0.valor_unitario',
      FIELD_MESSAGES.valorMonetarioInvalido,
    ],
    [
      'an item with no etapa',
      () => ({ itens: [{ subitens: [] }] }),
      'itens.0.etapa',
      FIELD_MESSAGES.obrigatorio,
    ],
    ['an unknown status', () => ({ status: 9 }), 'status', FIELD_MESSAGES.situacaoInvalida],
  ])('refuses a model with %s', async (_, over, field, message) => {
    const res = await post('/api/orcamentos/modelos/create', { nome: 'Válido', ...over() });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field, message });
  });

  it('answers 404 for an unknown model', async () => {
    const res = await get('/api/orcamentos/modelos/get/999999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: API_ERRORS.modeloNaoEncontrado });
    const edit = await send(t, token, 'PUT', '/api/orcamentos/modelos/edit/999999', { nome: 'X' });
    expect(edit.statusCode).toBe(404);
  });

  it('starts a budget from a model: the client copies the structure and the budget names the model', async () => {
    const source: Modelo = (
      await post('/api/orcamentos/modelos/create', { nome: 'Base com preços', itens: estrutura() })
    ).json();
    // What the editor does: the model's defaults, with the blanks filled in by the user.
    const itens = source.itens.map((item) => ({
      etapa: item.etapa,
      subitens: item.subitens.map((s) => ({
        subetapa: s.subetapa,
        unidade: s.unidade,
        quantidade: s.quantidade ?? '100',
        valor_unitario: s.valor_unitario ?? '8.75',
      })),
    }));
    const res = await post('/api/orcamentos/create', {
      nome: 'A partir do modelo',
      id_cliente: casa.cliente.id,
      obra: casa.obra.id,
      modelo: source.id,
      itens,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      modelo: source.id,
      modelo_nome: 'Base com preços',
      valor_total: computeTotals(itens, null).valor_total,
    });
    const row = (await get('/api/orcamentos/list'))
      .json()
      .find((r: { nome: string }) => r.nome === 'A partir do modelo');
    expect(row).toMatchObject({ modelo: source.id, modelo_nome: 'Base com preços' });
  });

  it('saves a budget as a new model, its quantities and prices becoming defaults', async () => {
    const orcamento = (
      await post('/api/orcamentos/create', {
        nome: 'Orçamento de origem',
        id_cliente: casa.cliente.id,
        obra: casa.obra.id,
        itens: itensFor(etapas, 3),
      })
    ).json();
    const res = await post(`/api/orcamentos/modelos/from-orcamento/${orcamento.id}`, {
      nome: 'Salvo do orçamento',
    });
    expect(res.statusCode).toBe(200);
    const saved = res.json();
    expect(saved).toMatchObject({ nome: 'Salvo do orçamento', status: 1 });
    const structure = (m: { itens: { etapa: number; numero: string; nome: string; subitens: object[] }[] }) =>
      m.itens.map((i) => ({
        etapa: i.etapa,
        numero: i.numero,
        nome: i.nome,
        subitens: i.subitens.map((s) => {
          const { subetapa, numero, nome, unidade, quantidade, valor_unitario } = s as ModeloSubitem & {
            numero: string;
            nome: string;
          };
          return { subetapa, numero, nome, unidade, quantidade, valor_unitario };
        }),
      }));
    expect(structure(saved)).toEqual(structure(orcamento));
    expect((await post('/api/orcamentos/modelos/from-orcamento/999999', { nome: 'X' })).statusCode).toBe(404);
    const semNome = await post(`/api/orcamentos/modelos/from-orcamento/${orcamento.id}`, {});
    expect(semNome.json().errors).toEqual([{ field: 'nome', message: FIELD_MESSAGES.obrigatorio }]);
  });
});
