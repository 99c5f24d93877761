import { type TestApp, type TestScope, useTestApp } from './helpers';
import { type Etapa, itensFor, seedCatalogo, seedClienteObra, send } from './orcamentos';
import { created, novoCliente } from './registers';

// Shared set-up of the contract, RDO/RDA and lançamento tests: a catalogue, obras with a budget,
// fornecedores with bank details, and entry bodies.

export type Obra = { id: number; nome: string };
export type Orcamento = { id: number; obra: number };
export type Fornecedor = { id: number; nome: string };

/** A fornecedor with bank details; `seed` keeps its CNPJ apart from the clientes' (seeds 1–99). */
export function novoFornecedor(seed: number, over: Record<string, unknown> = {}) {
  return {
    ...novoCliente(500 + seed),
    nome: `Fornecedor ${seed}`,
    email: `fornecedor${seed}@exemplo.com.br`,
    banco: '341 - Itaú',
    agencia: `00${seed}`,
    conta: `1234${seed}-0`,
    tipo_conta: 1,
    pix: `pix${seed}@exemplo.com.br`,
    ...over,
  };
}

export const seedFornecedor = (t: TestApp, token: string, seed: number, over: Record<string, unknown> = {}) =>
  created<Fornecedor>(t, token, '/api/fornecedores/create', novoFornecedor(seed, over));

/** An obra with a budget holding the first two subetapas of each etapa in `etapas`. */
export async function seedObraComOrcamento(t: TestApp, token: string, seed: number, etapas: Etapa[]) {
  const { cliente, obra } = await seedClienteObra(t, token, seed, `Cliente ${seed}`);
  const orcamento = await created<Orcamento>(t, token, '/api/orcamentos/create', {
    nome: `Orçamento da obra ${seed}`,
    id_cliente: cliente.id,
    obra: obra.id,
    itens: itensFor(etapas, 2),
  });
  return { cliente, obra: obra as Obra, orcamento };
}

export type Documento = { id: number; obra: number; orcamento: number | null; tipo: 'rdo' | 'rda' };

export const seedDocumento = (
  t: TestApp,
  token: string,
  tipo: 'rdo' | 'rda',
  obra: number,
  orcamento: number | null,
) => created<Documento>(t, token, `/api/${tipo}/create`, { obra, orcamento });

/** A whole scene: catalogue, an obra with budget, RDO and RDA on it, two fornecedores. */
export async function seedCena(t: TestApp, token: string, seed = 1) {
  const etapas = await seedCatalogo(t, token, { etapas: 2, subetapas: 3, first: seed * 10 });
  const { cliente, obra, orcamento } = await seedObraComOrcamento(t, token, seed, etapas);
  const rdo = await seedDocumento(t, token, 'rdo', obra.id, orcamento.id);
  const rda = await seedDocumento(t, token, 'rda', obra.id, orcamento.id);
  const fornecedor = await seedFornecedor(t, token, seed * 10 + 1);
  const outroFornecedor = await seedFornecedor(t, token, seed * 10 + 2);
  return { etapas, cliente, obra, orcamento, rdo, rda, fornecedor, outroFornecedor };
}

export type Cena = Awaited<ReturnType<typeof seedCena>>;

/** A test file's app with one scene (seedCena): the entry, contract and document tests' set-up. */
export const useCena = () => useTestApp(async (t, token) => ({ cena: await seedCena(t, token) }));

/** An entry body for the scene: etapa/subetapa in its budget (the first subetapa of the first etapa). */
export function novoLancamento(cena: Cena, over: Record<string, unknown> = {}) {
  const etapa = cena.etapas[0]!;
  return {
    obra: cena.obra.id,
    data_lancamento: '2026-03-02',
    fornecedor: cena.fornecedor.id,
    nf: '1001',
    data_nf: '2026-03-01',
    descricao: 'Cimento CP-II 50 kg',
    etapa: etapa.id,
    subetapa: etapa.subetapas[0]!.id,
    valor_comprometido: '1000.00',
    ...over,
  };
}

export function lancar(t: TestApp, token: string, tipo: 'rdo' | 'rda', body: unknown) {
  return send(t, token, 'POST', `/api/${tipo}/lancamentos/create`, body);
}

/** An entry of the scene (novoLancamento with `over`) sent through the API. */
export const lancarNaCena = (
  { t, token, cena }: TestScope<{ cena: Cena }>,
  tipo: 'rdo' | 'rda',
  over: Record<string, unknown> = {},
) => lancar(t, token, tipo, novoLancamento(cena, over));

/** Rows in the tables of issue 5, straight from the database. */
export async function countLancamentos(t: TestApp): Promise<number> {
  const { rows } = await t.database.pool.query<{ n: string }>('select count(*) n from lancamentos');
  return Number(rows[0]!.n);
}
