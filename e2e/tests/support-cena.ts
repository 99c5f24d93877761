import type { APIRequestContext } from '@playwright/test';
import { adminToken, api } from './support';

/**
 * The etapa numbers each spec owns. The specs share one database and an etapa's number is unique
 * in the empresa, so a spec that took another's number found its etapa already there (409) and
 * its figures mixed with the other's. A new spec takes a free number here.
 */
export const ETAPAS = {
  escritorio: ['57'],
  orcamentos: ['61', '62'],
  figuras: ['71'],
  'double-submit': ['77'],
  painel: ['81', '82'],
  'orcamento-proposta': ['83'],
  'diario-relatorio': ['84'],
  'diario-lista': ['85'],
  lancamentos: ['91'],
  'cross-origin': ['93'],
  'fluxo-de-caixa': ['96'],
  'contas-a-pagar': ['97'],
  medicoes: ['98', '99'],
} as const satisfies Record<string, readonly string[]>;

const claimed = Object.values(ETAPAS).flat();
const repeated = claimed.filter((numero, i) => claimed.indexOf(numero) !== i);
if (repeated.length > 0) throw new Error(`etapa numbers owned by two specs: ${repeated.join(', ')}`);

type Pessoa = { nome: string; cpf_cnpj: string; telefone: string; email: string };

export type CenaSpec = {
  /** The spec whose etapa numbers the scene uses, in order; each etapa gets subetapa `<n>.01`. */
  spec: keyof typeof ETAPAS;
  /** [etapa, subetapa] names, one pair per number the spec owns. */
  etapas: readonly (readonly [string, string])[];
  cliente: Pessoa;
  /** The obra's name and any other field of its create call. */
  obra: { nome: string } & Record<string, unknown>;
  /** The budget behind the obra's RDO: one 'verba' subitem of `valor` per etapa. */
  orcamento: { nome: string; valor: string };
  fornecedor?: Pessoa;
};

/**
 * What the money and diário specs start from, made through the API as the admin: the spec's etapas
 * (each with one subetapa), a cliente, an obra, its budget and RDO, and a fornecedor when asked.
 */
export async function obraComRdo(request: APIRequestContext, cena: CenaSpec) {
  const token = await adminToken(request);
  const numeros = ETAPAS[cena.spec];
  if (cena.etapas.length !== numeros.length)
    throw new Error(`${cena.spec} owns ${numeros.length} etapa numbers, got ${cena.etapas.length} names`);
  const etapas: { etapa: number; subetapa: number }[] = [];
  for (const [i, [nome, subetapa]] of cena.etapas.entries()) {
    const numero = numeros[i]!;
    const etapa = await api(request, token, '/api/etapas/create', { numero, nome });
    const sub = await api(request, token, '/api/subetapas/create', {
      etapa: etapa.id,
      numero: `${numero}.01`,
      nome: subetapa,
    });
    etapas.push({ etapa: etapa.id, subetapa: sub.id });
  }
  const cliente = await api(request, token, '/api/clientes/create', cena.cliente);
  const obra = await api(request, token, '/api/obras/create', { id_cliente: cliente.id, ...cena.obra });
  const orcamento = await api(request, token, '/api/orcamentos/create', {
    nome: cena.orcamento.nome,
    id_cliente: cliente.id,
    obra: obra.id,
    itens: etapas.map(({ etapa, subetapa }) => ({
      etapa,
      subitens: [{ subetapa, unidade: 'verba', quantidade: '1', valor_unitario: cena.orcamento.valor }],
    })),
  });
  await api(request, token, '/api/rdo/create', { obra: obra.id, orcamento: orcamento.id });
  const fornecedor = cena.fornecedor
    ? ((await api(request, token, '/api/fornecedores/create', cena.fornecedor)) as { id: number })
    : undefined;
  return {
    token,
    etapas,
    cliente: cliente.id as number,
    obra: obra.id as number,
    orcamento: orcamento.id as number,
    fornecedor: fornecedor?.id,
  };
}
