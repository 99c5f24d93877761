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
  painel: ['81', '82', '87'],
  'orcamento-proposta': ['83'],
  'diario-relatorio': ['84'],
  'diario-lista': ['85'],
  lancamentos: ['91'],
  'cross-origin': ['93'],
  'fluxo-de-caixa': ['96'],
  'contas-a-pagar': ['97'],
  medicoes: ['98', '99'],
  acessibilidade: ['78'],
} as const satisfies Record<string, readonly string[]>;

const claimed = Object.values(ETAPAS).flat();
const repeated = claimed.filter((numero, i) => claimed.indexOf(numero) !== i);
if (repeated.length > 0) throw new Error(`etapa numbers owned by two specs: ${repeated.join(', ')}`);

/** The Receita's modulo-11 check digit (CPF and CNPJ alike) of `digits` under `weights`. */
const dv = (digits: number[], weights: readonly number[]) => {
  const r = digits.reduce((acc, d, i) => acc + d * weights[i]!, 0) % 11;
  return r < 2 ? 0 : 11 - r;
};
const CPF_PESOS = [11, 10, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_PESOS = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/** `base` and its two check digits: the first under the weights' tail, the second under all of them. */
function comDv(base: string, pesos: readonly number[]): string {
  const d = base.split('').map(Number);
  d.push(dv(d, pesos.slice(1)));
  d.push(dv(d, pesos));
  return d.join('');
}

/** A CPF with valid check digits, from nine digits (000.000.000-00). */
export function cpf(base: string): string {
  const s = comDv(base, CPF_PESOS);
  return `${s.slice(0, 3)}.${s.slice(3, 6)}.${s.slice(6, 9)}-${s.slice(9)}`;
}

/** A CNPJ with valid check digits, from twelve digits (00.000.000/0000-00). */
export function cnpj(base: string): string {
  const s = comDv(base, CNPJ_PESOS);
  return `${s.slice(0, 2)}.${s.slice(2, 5)}.${s.slice(5, 8)}/${s.slice(8, 12)}-${s.slice(12)}`;
}

/** A cliente or fornecedor: without `cpf_cnpj` and `telefone` the scene makes them from the spec's first etapa number. */
type Pessoa = { nome: string; email: string; cpf_cnpj?: string; telefone?: string };
type Usuario = { nome: string; email: string; password: string; permissoes: readonly string[] };

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
  /** Users the spec signs in as, made before the scene. */
  usuarios?: readonly Usuario[];
};

/** The documents and phones a spec leaves out, from its first etapa number (unique to the spec). */
function completa(pessoa: Pessoa, numero: string, tipo: 'cliente' | 'fornecedor') {
  const documento = tipo === 'cliente' ? cpf(`${numero.repeat(4)}7`) : cnpj(`${numero.repeat(4)}0001`);
  const telefone = tipo === 'cliente' ? `(11) 98765-43${numero}` : `(11) 3456-77${numero}`;
  return { cpf_cnpj: documento, telefone, ...pessoa };
}

/**
 * What the money and diário specs start from, made through the API as the admin: the spec's etapas
 * (each with one subetapa), a cliente, an obra, its budget and RDO, and a fornecedor when asked.
 */
export async function obraComRdo(request: APIRequestContext, cena: CenaSpec) {
  const token = await adminToken(request);
  for (const usuario of cena.usuarios ?? []) await api(request, token, '/api/users/create', usuario);
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
  const cliente = await api(
    request,
    token,
    '/api/clientes/create',
    completa(cena.cliente, numeros[0]!, 'cliente'),
  );
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
    ? ((await api(
        request,
        token,
        '/api/fornecedores/create',
        completa(cena.fornecedor, numeros[0]!, 'fornecedor'),
      )) as { id: number })
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

/** An entry in the scene's RDO, from its fornecedor, on its first etapa and subetapa; answers its id. */
export async function lancamentoNoRdo(
  request: APIRequestContext,
  cena: Awaited<ReturnType<typeof obraComRdo>>,
  campos: Record<string, unknown>,
): Promise<number> {
  const { obra, fornecedor, etapas, token } = cena;
  const lancamento = await api(request, token, '/api/rdo/lancamentos/create', {
    obra,
    fornecedor,
    ...etapas[0],
    ...campos,
  });
  return lancamento.id;
}
