import type { EtapaDoDiario } from '@gdo/domain/diario-response';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx as Db } from '../../db/client';
import { etapas, fornecedores, subetapas } from '../../db/schema';
import { rdoRda } from '../../db/schema-lancamentos';
import { orcamentoItens, orcamentoSubitens } from '../../db/schema-orcamentos';

// What a report's lines point at, read without any money: the etapas and subetapas of the budget
// the obra's RDO follows (the obra's budget, as for contracts and lançamentos), and fornecedores.

/** The budget's etapas with their subetapas, in number order; undefined when the RDO has no budget. */
export async function etapasDoOrcamentoDaObra(
  db: Db,
  empresaId: number,
  obraId: number,
): Promise<EtapaDoDiario[] | undefined> {
  const [rdo] = await db
    .select({ orcamento: rdoRda.orcamento_id })
    .from(rdoRda)
    .where(and(eq(rdoRda.empresa_id, empresaId), eq(rdoRda.tipo, 'rdo'), eq(rdoRda.obra_id, obraId)));
  if (rdo?.orcamento == null) return undefined;
  const rows = await db
    .select({
      id: etapas.id,
      numero: etapas.numero,
      nome: etapas.nome,
      subetapa: { id: subetapas.id, numero: subetapas.numero, nome: subetapas.nome },
    })
    .from(orcamentoItens)
    .innerJoin(etapas, eq(etapas.id, orcamentoItens.etapa_id))
    .leftJoin(orcamentoSubitens, eq(orcamentoSubitens.item_id, orcamentoItens.id))
    .leftJoin(subetapas, eq(subetapas.id, orcamentoSubitens.subetapa_id))
    .where(and(eq(orcamentoItens.empresa_id, empresaId), eq(orcamentoItens.orcamento_id, rdo.orcamento)))
    .orderBy(asc(etapas.numero), asc(subetapas.numero));
  const byEtapa = new Map<number, EtapaDoDiario>();
  for (const { subetapa, ...etapa } of rows) {
    const entry = byEtapa.get(etapa.id) ?? { ...etapa, subetapas: [] };
    if (subetapa && !entry.subetapas.some((s) => s.id === subetapa.id)) entry.subetapas.push(subetapa);
    byEtapa.set(etapa.id, entry);
  }
  return [...byEtapa.values()];
}

/** The names of the empresa's fornecedores among `ids`; another firm's are absent. */
export async function nomesDeFornecedores(db: Db, empresaId: number, ids: number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: fornecedores.id, nome: fornecedores.nome })
    .from(fornecedores)
    .where(and(eq(fornecedores.empresa_id, empresaId), inArray(fornecedores.id, ids)));
  return new Map(rows.map((r) => [r.id, r.nome]));
}
