// The earlier product's web client (legacy-client.md, decision 080): what it sends, with the exact
// values of legacy-client.md, and how, for the legacy-client tests.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

/** The old client runs on an origin of its own, which CORS_ORIGIN allows. */
export const ORIGIN = 'http://sgo.construtora.com.br';

/** The records the replay made, by name, as the next calls send them. */
export type Ids = Record<string, number>;

// 2024-07-21 23:29:12 UTC, 20:29 on site: a moment the old client stamps (data_criacao, dates of entries).
export const MOMENT = '1721604552';
// 2024-08-01 00:00 UTC: what a browser makes of the date input 2024-08-01.
export const DATE_INPUT = '1722470400';

/** A budget as the old client sends it: flat lists, its totals (ignored), a subitem naming its item by number. */
export const flatBudget = (ids: Ids, nome: string, quantidade: string) => ({
  nome,
  data_criacao: MOMENT,
  id_cliente: ids.cliente,
  obra: ids.obra,
  status: 1,
  modelo: ids.modelo,
  item: [{ id: ids.etapa, nome: 'FUNDAÇÕES', numero: '10', valor_total: '999.99' }],
  subitem: [
    {
      id: ids.subetapa,
      numero: '10.01',
      nome: 'ESTACAS',
      etapa: 10,
      quantidade,
      unidade: 'metro',
      valor_unitario: '1234.56',
      valor_total: '1.00',
    },
    {
      id: ids.segunda,
      numero: '10.03',
      nome: 'BLOCOS',
      etapa: 10,
      quantidade: '2',
      unidade: 'unidade',
      valor_unitario: '100.00',
      valor_total: '',
    },
  ],
});

/** An entry as the old client sends it: `rdo`, who and what the server sets, bank fields, Unix dates. */
export const entry = (ids: Ids, over: object = {}) => ({
  rdo: ids.rdo,
  obra: ids.obra,
  usuario: ids.maria,
  cliente: ids.cliente,
  status: 1,
  boletos: [],
  situacao: 1,
  data_lancamento: MOMENT,
  fornecedor: ids.fornecedor,
  nf: '4521',
  data_nf: 'NaN',
  descricao: 'CIMENTO CP-II 50 KG',
  etapa: String(ids.etapa),
  subetapa: ids.subetapa,
  valor_comprometido: '1234.56',
  valor_pagamento: '',
  data_vencimento: DATE_INPUT,
  data_pagamento: 'NaN',
  parcela: '1 de 3',
  banco: '341',
  agencia: '1234',
  conta: '56789-0',
  tipo_conta: '1',
  pix: 'vendas@cimentosbh.com.br',
  ...over,
});

/** A user as the old client sends it: `"id": null`, punctuated numbers, its role names. */
export const usuario = (over: object) => ({
  id: null,
  nome: 'MARIA DA SILVA',
  email: 'maria@construtora.com.br',
  cpf: '123.456.789-09',
  telefone: '(31) 99999-8888',
  cep: '32015-670',
  logradouro: 'RUA DAS OBRAS',
  numero: '100',
  bairro: 'CENTRO',
  cidade: 'CONTAGEM',
  uf: 'MG',
  password: 'senha-da-maria-1',
  permissoes: ['superAdmin'],
  status: '1',
  ...over,
});

type Sent = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; body?: object };

/** A replay of the old client: its app, the token it keeps, the records it made and its calls. */
export type LegacyClient = {
  t: TestApp;
  /** The admin's token, as the sign-in answered it (legacy-client-cadastros.ts). */
  token: string;
  ids: Ids;
  roles: Record<string, string>;
  /** As axios sends it: its origin, the raw token, JSON only on POST and PUT; no query string. */
  send(sent: Sent, auth?: string): Promise<LightMyRequestResponse>;
  /** What the old client reads of a create or an edit: success is a truthy `id`. */
  saved(sent: Sent): Promise<{ id: number } & Record<string, unknown>>;
};

/** A test app that lets the old client's origin in, for this file's tests, and the client's calls. */
export function useLegacyClient(): LegacyClient {
  const r: LegacyClient = {
    t: undefined as unknown as TestApp,
    token: '',
    ids: {},
    roles: {},
    send({ method, url, body }, auth = r.token) {
      return r.t.app.inject({
        method,
        url,
        headers: {
          origin: ORIGIN,
          ...(auth ? { authorization: auth } : {}),
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { payload: JSON.stringify(body) } : {}),
      });
    },
    async saved(sent) {
      const res = await r.send(sent);
      expect(res.statusCode, `${sent.method} ${sent.url}: ${res.body}`).toBe(200);
      expect(res.headers['access-control-allow-origin']).toBe(ORIGIN);
      expect(res.json().id).toBeTruthy();
      return res.json();
    },
  };
  beforeAll(async () => {
    r.t = await createTestApp({ CORS_ORIGIN: ORIGIN });
  });
  afterAll(() => r.t.close());
  return r;
}
