import type { FieldError } from '@gdo/domain/api-error';
import { API_ERRORS } from '@gdo/domain/messages';
import { ORCAMENTO_MESSAGES } from '@gdo/domain/orcamento';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx, EmpresaScope } from '../../db/client';
import { etapas, subetapas } from '../../db/schema';
import { lockCatalogoShared } from '../etapas/service';
import { unidadesDesconhecidas } from '../orcamento-unidades/service';

// What a budget and a model share: a structure of itens (etapas) holding subitens (subetapas)
// checked against the empresa's catalogue before anything is written.

type SubitemBase = { subetapa: number; numero?: string | null; nome?: string | null; unidade?: string };
type ItemBase<S extends SubitemBase> = {
  etapa: number;
  numero?: string | null;
  nome?: string | null;
  subitens: readonly S[];
};
type Named<T> = Omit<T, 'numero' | 'nome'> & { numero: string; nome: string };

export type ResolvedItem<S extends SubitemBase> = {
  etapa: number;
  numero: string;
  nome: string;
  subitens: Named<S>[];
};

/** The resolved structure, meaningful only when `errors` is empty. */
export type EstruturaResult<S extends SubitemBase> = { itens: ResolvedItem<S>[]; errors: FieldError[] };

async function readCatalogo({
  db,
  empresaId,
  etapaIds,
  subetapaIds,
}: EmpresaScope<DbOrTx> & { etapaIds: number[]; subetapaIds: number[] }) {
  const [etapaRows, subetapaRows] = await Promise.all([
    etapaIds.length === 0
      ? []
      : db
          .select({ id: etapas.id, numero: etapas.numero, nome: etapas.nome })
          .from(etapas)
          .where(and(eq(etapas.empresa_id, empresaId), inArray(etapas.id, etapaIds))),
    subetapaIds.length === 0
      ? []
      : db
          .select({
            id: subetapas.id,
            etapa: subetapas.etapa_id,
            numero: subetapas.numero,
            nome: subetapas.nome,
          })
          .from(subetapas)
          .where(and(eq(subetapas.empresa_id, empresaId), inArray(subetapas.id, subetapaIds))),
  ]);
  return {
    etapas: new Map(etapaRows.map((row) => [row.id, row])),
    subetapas: new Map(subetapaRows.map((row) => [row.id, row])),
  };
}

/**
 * Checks every etapa and subetapa of a structure in two queries: each must exist in the caller's
 * empresa (another firm's is as unknown as a missing one) and each subitem's subetapa must belong
 * to its item's etapa. Errors point at the field (`itens.0.subitens.2.subetapa`). On success the
 * structure comes back with numero and nome copied from the catalogue where the input left them
 * out (meaningful only when `errors` is empty). Each unit must be one of the ten or the firm's
 * own (decision 104). Takes the catalogue lock shared, so neither the catalogue nor the firm's units
 * can change before the caller commits.
 */
export async function resolveEstrutura<S extends SubitemBase>({
  db: tx,
  empresaId,
  itens,
}: EmpresaScope<DbOrTx> & { itens: readonly ItemBase<S>[] }): Promise<EstruturaResult<S>> {
  await lockCatalogoShared(tx, empresaId);
  const etapaIds = [...new Set(itens.map((item) => item.etapa))];
  const subetapaIds = [...new Set(itens.flatMap((item) => item.subitens.map((s) => s.subetapa)))];
  const catalogo = await readCatalogo({ db: tx, empresaId, etapaIds, subetapaIds });
  const unidades = itens.flatMap((item) => item.subitens.flatMap((s) => (s.unidade ? [s.unidade] : [])));
  const desconhecidas = await unidadesDesconhecidas(tx, empresaId, unidades);
  const errors: FieldError[] = [];
  const resolved = itens.map((item, i) => {
    const etapa = catalogo.etapas.get(item.etapa);
    if (!etapa) errors.push({ field: `itens.${i}.etapa`, message: API_ERRORS.etapaNaoEncontrada });
    const subitens = item.subitens.map((subitem, j) => {
      const subetapa = catalogo.subetapas.get(subitem.subetapa);
      const field = `itens.${i}.subitens.${j}.subetapa`;
      if (!subetapa) errors.push({ field, message: API_ERRORS.subetapaNaoEncontrada });
      else if (etapa && subetapa.etapa !== etapa.id) {
        errors.push({ field, message: API_ERRORS.subetapaDeOutraEtapa });
      }
      if (subitem.unidade && desconhecidas.has(subitem.unidade)) {
        const at = `itens.${i}.subitens.${j}.unidade`;
        errors.push({ field: at, message: ORCAMENTO_MESSAGES.unidadeInvalida });
      }
      return {
        ...subitem,
        numero: subitem.numero ?? subetapa?.numero ?? '',
        nome: subitem.nome ?? subetapa?.nome ?? '',
      };
    });
    return {
      etapa: item.etapa,
      numero: item.numero ?? etapa?.numero ?? '',
      nome: item.nome ?? etapa?.nome ?? '',
      subitens,
    };
  });
  return { itens: resolved, errors };
}

/** Errors of a body that is one item (or one subitem) read without the `itens.0.` it was checked under. */
export function relativeTo(prefix: string, errors: FieldError[]): FieldError[] {
  return errors.map((e) => ({
    ...e,
    field: e.field.startsWith(prefix) ? e.field.slice(prefix.length) : e.field,
  }));
}
