import { assinar, criarDiario, diasAtras, novoDiario } from './diarios';
import type { TestApp } from './helpers';
import { type Cena, novoLancamento } from './lancamentos';
import { itensFor } from './orcamentos';
import { created, novoCliente } from './registers';

// The create routes of the idempotency tests (decision 054): what each is sent and where its
// record goes. A new create route must be added here (idempotencia.test.ts checks the list
// against the OpenAPI document).

/** What the cases work with: a test file's app, admin token and scene, read when a case runs. */
export type IdempotenciaScope = { t: TestApp; token: string; cena: Cena };

/** `path` makes what the route's path names when it is not the scene's budget (the default). */
export type Case = { table: string; body: () => Promise<unknown>; path?: () => Promise<string> };

/** Each create route's case, keyed by its OpenAPI path, and a fresh obra of the scene's cliente. */
export function casosDeCriacao(s: IdempotenciaScope) {
  let seq = 0;
  const next = () => (seq += 1);

  /** A fresh budget on the scene's obra, so an item or subitem can be added to it. */
  async function orcamento(itens: unknown[] = []) {
    return created<{ id: number; itens: { id: number }[] }>(s.t, s.token, '/api/orcamentos/create', {
      nome: `Base ${next()}`,
      id_cliente: s.cena.cliente.id,
      obra: s.cena.obra.id,
      itens,
    });
  }

  /** What each create route is sent, keyed by its OpenAPI path, and the table its record goes to. */
  const cases: Record<string, Case> = {
    'POST /api/users/create': {
      table: 'usuarios',
      body: async () => ({
        nome: 'Pessoa',
        email: `pessoa${next()}@teste.com.br`,
        password: 'senha-longa-do-teste-1',
        permissoes: ['leitura'],
      }),
    },
    'POST /api/clientes/create': { table: 'clientes', body: async () => novoCliente(100 + next()) },
    'POST /api/fornecedores/create': {
      table: 'fornecedores',
      body: async () => novoCliente(300 + next(), { nome: 'Fornecedor' }),
    },
    'POST /api/obras/create': {
      table: 'obras',
      body: async () => ({ id_cliente: s.cena.cliente.id, nome: `Obra ${next()}` }),
    },
    'POST /api/etapas/create': {
      table: 'etapas',
      body: async () => ({ numero: String(50 + next()), nome: 'Etapa' }),
    },
    'POST /api/subetapas/create': {
      table: 'subetapas',
      body: async () => ({
        etapa: s.cena.etapas[0]!.id,
        numero: `${s.cena.etapas[0]!.numero}.${50 + next()}`,
        nome: 'Subetapa',
      }),
    },
    'POST /api/orcamentos/create': {
      table: 'orcamentos',
      body: async () => ({
        nome: `Orçamento ${next()}`,
        id_cliente: s.cena.cliente.id,
        obra: s.cena.obra.id,
        itens: itensFor(s.cena.etapas, 2),
      }),
    },
    'POST /api/orcamentos/duplicate/{id}': { table: 'orcamentos', body: async () => undefined },
    'POST /api/orcamentos/itens/create': {
      table: 'orcamento_itens',
      body: async () => ({ orcamento: (await orcamento()).id, ...itensFor(s.cena.etapas, 1)[0] }),
    },
    'POST /api/orcamentos/subitens/create': {
      table: 'orcamento_subitens',
      body: async () => {
        const [item] = itensFor(s.cena.etapas.slice(0, 1), 1);
        const base = await orcamento([item]);
        const subetapa = s.cena.etapas[0]!.subetapas[1]!.id;
        return {
          item: base.itens[0]!.id,
          subetapa,
          unidade: 'dia',
          quantidade: '3',
          valor_unitario: '10.00',
        };
      },
    },
    'POST /api/orcamentos/modelos/create': {
      table: 'orcamento_modelos',
      body: async () => ({ nome: `Modelo ${next()}` }),
    },
    'POST /api/orcamentos/modelos/from-orcamento/{id}': {
      table: 'orcamento_modelos',
      body: async () => ({ nome: `Salvo ${next()}` }),
    },
    'POST /api/contratos/create': { table: 'contratos', body: async () => contratoBody() },
    'POST /api/contratos/aditivos/create': {
      table: 'contrato_aditivos',
      body: async () => ({ contrato: (await novoContrato()).id, descricao: 'Acréscimo', valor: '100.00' }),
    },
    'POST /api/contratos/medicoes/create': {
      table: 'contrato_medicoes',
      body: async () => ({
        contrato: (await novoContrato()).id,
        periodo_de: '2026-03-01',
        periodo_ate: '2026-03-31',
        percentual: '10',
      }),
    },
    'POST /api/orcamentos/unidades/create': {
      table: 'orcamento_unidades',
      body: async () => ({ nome: `Unidade ${next()}` }),
    },
    'POST /api/rdo/create': { table: 'rdo_rda', body: async () => ({ obra: (await novaObra()).id }) },
    'POST /api/rda/create': { table: 'rdo_rda', body: async () => ({ obra: (await novaObra()).id }) },
    'POST /api/rdo/lancamentos/create': { table: 'lancamentos', body: async () => novoLancamento(s.cena) },
    'POST /api/rda/lancamentos/create': { table: 'lancamentos', body: async () => novoLancamento(s.cena) },
    'POST /api/diarios/create': {
      table: 'diarios',
      body: async () => ({ obra: s.cena.obra.id, data: diasAtras(next()) }),
    },
    'POST /api/diarios/copiar-anterior/{obraId}': {
      table: 'diarios',
      path: async () => {
        await criarDiario(s.t, s.token, { obra: s.cena.obra.id, data: diasAtras(2000 + next()) });
        return `/api/diarios/copiar-anterior/${s.cena.obra.id}`;
      },
      body: async () => ({ data: diasAtras(1000 + next()) }),
    },
    'POST /api/diarios/retificar/{id}': {
      table: 'diario_retificacoes',
      path: async () => {
        const diario = await criarDiario(
          s.t,
          s.token,
          novoDiario(s.cena, { data: diasAtras(3000 + next()) }),
        );
        await assinar(s.t, s.token, diario.id);
        return `/api/diarios/retificar/${diario.id}`;
      },
      body: async () => ({ texto: `Retificação ${next()}` }),
    },
    // A payment of a fresh entry (decision 110): the simultaneous requests pay it once.
    'POST /api/financeiro/pagamentos/create': {
      table: 'pagamentos',
      body: async () => ({
        lancamento: (
          await created<{ id: number }>(s.t, s.token, '/api/rdo/lancamentos/create', novoLancamento(s.cena))
        ).id,
        data: '2026-03-05',
        valor: '10.00',
        forma: 'pix',
      }),
    },
  };

  /** A contract without itens on the scene's obra and etapa: measured by percentage, amended by value. */
  const contratoBody = () => ({
    obra: s.cena.obra.id,
    fornecedor: s.cena.fornecedor.id,
    objeto: `Contrato ${next()}`,
    valor: '1000.00',
    etapa: s.cena.etapas[0]!.id,
    subetapa: s.cena.etapas[0]!.subetapas[0]!.id,
  });
  const novoContrato = () => created<{ id: number }>(s.t, s.token, '/api/contratos/create', contratoBody());

  const novaObra = () =>
    created<{ id: number }>(s.t, s.token, '/api/obras/create', {
      id_cliente: s.cena.cliente.id,
      nome: `Obra ${next()}`,
    });

  return { cases, novaObra };
}
