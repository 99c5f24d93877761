import type { ListQuery } from '@gdo/domain/paging';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { etapas, subetapas } from '../../db/schema';
import { planList } from '../../lib/list-query';

// SQL that other modules' repositories compose into their own queries (decision 060).

/** Catalogue numbers in numeric order, level by level: 02 before 10, 01.02 before 01.10. */
export const numeroOrder = (column: AnyColumn): SQL => sql`string_to_array(${column}, '.')::int[]`;

/** Sort and search of the etapa and subetapa lists: by number unless asked otherwise. */
export function planCatalogoList(table: typeof etapas | typeof subetapas, query: ListQuery) {
  return planList(
    query,
    {
      sortable: {
        numero: numeroOrder(table.numero),
        nome: table.nome,
        status: table.status,
        data_cadastro: table.data_cadastro,
      },
      defaultSort: 'numero',
      searchable: [table.numero, table.nome],
    },
    table.id,
  );
}
