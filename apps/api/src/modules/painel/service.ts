import { addDays } from '@gdo/domain/date';
import { diarioDaObra } from '@gdo/domain/diario-resumo';
import { diaNoCanteiro } from '@gdo/domain/fuso';
import { mediasPagamento } from '@gdo/domain/medias-pagamento';
import { API_ERRORS } from '@gdo/domain/messages';
import { addMoney, divideMoney } from '@gdo/domain/money';
import { OBRA_STATUS } from '@gdo/domain/obra-status';
import { figuras, type Painel, type PainelQuery, type ResumoObra } from '@gdo/domain/painel';
import type { EmpresaScope } from '../../db/client';
import { AppError } from '../../lib/app-error';
import * as repo from './repository';

/**
 * The obras of one situation (ativas unless asked), filtered and in the order asked (most at risk
 * first unless asked), with their figures and the totals over the obras listed.
 */
export async function painel({
  db,
  empresaId,
  query,
}: EmpresaScope & { query: PainelQuery }): Promise<Painel> {
  const { pagamento_de: de, pagamento_ate: ate } = query;
  const periodo = de || ate ? { de, ate } : undefined;
  const hoje = diaNoCanteiro();
  const linhas = await repo.painelObras(db, empresaId, {
    status: query.status ?? OBRA_STATUS.ativo,
    idCliente: query.id_cliente,
    busca: query.q,
    ordem: query.sort ?? 'risco',
    periodo,
    ontem: addDays(hoje, -1),
  });
  const obras = linhas.map(
    ({
      orcamento,
      executado,
      comprometido,
      rda_executado,
      rda_comprometido,
      vencido,
      a_pagar_7_dias,
      diario,
      ...obra
    }) => {
      const { periodo: _periodo, ...figurasDoDiario } = diarioDaObra(diario, hoje);
      return {
        ...obra,
        ...figuras({ orcamento, executado, comprometido }),
        rda_totais: { executado: rda_executado, comprometido: rda_comprometido },
        a_pagar: { vencido, a_pagar_7_dias },
        diario: figurasDoDiario,
      };
    },
  );
  const soma = (campo: (linha: repo.PainelRow) => string | null) =>
    addMoney('0', ...linhas.map((linha) => campo(linha) ?? '0'));
  return {
    totais: {
      ...figuras({
        orcamento: soma((l) => l.orcamento),
        executado: soma((l) => l.executado),
        comprometido: soma((l) => l.comprometido),
      }),
      rda_totais: { executado: soma((l) => l.rda_executado), comprometido: soma((l) => l.rda_comprometido) },
      executado_periodo: periodo ? soma((l) => l.executado_periodo) : null,
      a_pagar: { vencido: soma((l) => l.vencido), a_pagar_7_dias: soma((l) => l.a_pagar_7_dias) },
    },
    obras,
  };
}

/** Money per m², to the cent; none when the obra has no area. */
const porMetro = (valor: string, metragem: string | null) => (metragem ? divideMoney(valor, metragem) : null);

export async function resumoObra({
  db,
  empresaId,
  obraId,
}: EmpresaScope & { obraId: number }): Promise<ResumoObra> {
  const cab = await repo.cabecalho(db, empresaId, obraId);
  if (!cab) throw new AppError('NOT_FOUND', API_ERRORS.obraNaoEncontrada);
  const [somas, etapas, fornecedores, contratos, pagamentos, rda, ultimosRdo, ultimosRda] = await Promise.all(
    [
      repo.somasDocumento(db, empresaId, cab.rdo),
      repo.porEtapa(db, empresaId, cab.orcamento_id, cab.rdo),
      repo.maioresFornecedores(db, empresaId, cab.rdo),
      repo.contratosMaisComprometidos(db, empresaId, obraId),
      repo.pagamentosPorDia(db, empresaId, cab.rdo),
      repo.somasDocumento(db, empresaId, cab.rda),
      repo.ultimosLancamentos(db, empresaId, cab.rdo),
      repo.ultimosLancamentos(db, empresaId, cab.rda),
    ],
  );
  const total = figuras({ orcamento: cab.orcamento, ...somas });
  return {
    ...total,
    obra: cab.obra,
    orcamento_id: cab.orcamento_id,
    orcamento_nome: cab.orcamento_nome,
    rdo: cab.rdo,
    rda: cab.rda,
    metragem: cab.metragem,
    custo_m2: {
      orcamento: porMetro(total.orcamento, cab.metragem),
      executado: porMetro(total.executado, cab.metragem),
      total: porMetro(addMoney(total.executado, total.comprometido), cab.metragem),
    },
    etapas: etapas.map(({ orcamento, executado, comprometido, ...etapa }) => ({
      ...etapa,
      ...figuras({ orcamento, executado, comprometido }),
    })),
    fornecedores,
    contratos,
    medias: mediasPagamento(pagamentos, diaNoCanteiro()),
    rda_totais: rda,
    ultimos: { rdo: ultimosRdo, rda: ultimosRda },
  };
}
