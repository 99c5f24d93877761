import type pg from 'pg';
import type { Coherent, IdPools } from './fuzz-values';

const TABLES = [
  'usuarios',
  'clientes',
  'fornecedores',
  'obras',
  'etapas',
  'subetapas',
  'orcamentos',
  'orcamento_modelos',
  'orcamento_itens',
  'contratos',
  'rdo_rda',
  'lancamentos',
  'diarios',
  'diario_fotos',
];

async function idsByTable(pool: pg.Pool, empresaId: number): Promise<Record<string, number[]>> {
  const entries = await Promise.all(
    TABLES.map(async (table) => {
      const { rows } = await pool.query<{ id: number }>(
        `select id from ${table} where empresa_id = $1 order by id desc limit 200`,
        [empresaId],
      );
      return [table, rows.map((r) => r.id)] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/**
 * The ids the fuzzer picks from, as the database holds them now: a field named `obra` gets an obra,
 * and references that agree with each other (a document, its obra and cliente, the budget it
 * follows, an etapa and subetapa of that budget, a contract of that obra and its fornecedor) come
 * as one set, so that many generated bodies get past the reference checks into the writes.
 */
export async function loadPools(pool: pg.Pool, empresaId: number, otherEmpresaId: number): Promise<IdPools> {
  const [own, other, coherent, numeros] = await Promise.all([
    idsByTable(pool, empresaId),
    idsByTable(pool, otherEmpresaId),
    pool.query<Coherent>(
      `select d.obra_id obra, o.id_cliente, d.orcamento_id orcamento, i.etapa_id etapa, e.numero etapa_numero,
              s.subetapa_id subetapa, i.id item, c.id contrato, coalesce(c.fornecedor_id, f.id) fornecedor
         from rdo_rda d
         join obras o on o.id = d.obra_id
         join orcamento_itens i on i.orcamento_id = d.orcamento_id
         join etapas e on e.id = i.etapa_id
         join orcamento_subitens s on s.item_id = i.id
         left join lateral (select id, fornecedor_id from contratos c
                             where c.obra_id = d.obra_id order by random() limit 1) c on true
         left join lateral (select id from fornecedores f
                             where f.empresa_id = d.empresa_id order by random() limit 1) f on true
        where d.empresa_id = $1
        order by random() limit 100`,
      [empresaId],
    ),
    pool.query<{ numero: string }>('select numero from etapas where empresa_id = $1', [empresaId]),
  ]);
  return {
    own,
    other,
    coherent: coherent.rows.map((row) =>
      Object.fromEntries(Object.entries(row).filter(([, v]) => v !== null)),
    ),
    etapaNumeros: numeros.rows.map((r) => r.numero),
  };
}
