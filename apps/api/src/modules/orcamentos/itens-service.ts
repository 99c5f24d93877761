import { API_ERRORS } from '@gdo/domain/messages';
import { computeTotals, fitsTotal, ORCAMENTO_MESSAGES, totalsErrors } from '@gdo/domain/orcamento';
import type {
  OrcamentoItemCreate,
  OrcamentoItemCreated,
  OrcamentoItemListQuery,
  OrcamentoSubitemCreate,
  OrcamentoSubitemListQuery,
  OrcamentoSubitemRow,
} from '@gdo/domain/orcamento-item';
import type { DbOrTx, EmpresaScope } from '../../db/client';
import { AppError, invalidFields } from '../../lib/app-error';
import { onUniqueViolation } from '../../lib/pg-errors';
import { relativeTo, resolveEstrutura } from './estrutura';
import { insertItens, loadItens } from './estrutura-repository';
import * as itens from './itens-repository';
import { findOrcamento } from './repository';

// itens/create and subitens/create add one row to a budget that exists. Each runs in one
// transaction with the budget row locked, and recomputes the totals above the new row from the
// stored rows, so concurrent additions to one budget never lose a cent.

const repeated = (field: string, message: string) => new AppError('CONFLICT', message, [{ field, message }]);

const tooLarge = (field: string) => invalidFields([{ field, message: ORCAMENTO_MESSAGES.totalExcedido }]);

export function listItens({ db, empresaId, query }: EmpresaScope & { query: OrcamentoItemListQuery }) {
  return itens.listItens(db, empresaId, query);
}

export function listSubitens({ db, empresaId, query }: EmpresaScope & { query: OrcamentoSubitemListQuery }) {
  return itens.listSubitens(db, empresaId, query);
}

async function lockOrcamento({ db: tx, empresaId, id }: EmpresaScope<DbOrTx> & { id: number }) {
  const orcamento = await findOrcamento(tx, empresaId, id, { lock: true });
  if (!orcamento) throw invalidFields([{ field: 'orcamento', message: API_ERRORS.orcamentoNaoEncontrado }]);
  return orcamento;
}

/** The budget's total from its items' stored totals, checked to fit before it is written. */
async function refreshOrcamentoTotal({
  db: tx,
  orcamentoId,
  field,
}: {
  db: DbOrTx;
  orcamentoId: number;
  field: string;
}) {
  const total = await itens.sumOrcamento(tx, orcamentoId);
  if (!fitsTotal(total)) throw tooLarge(field);
  await itens.setOrcamentoTotal(tx, orcamentoId, total);
}

export function createItem({
  db,
  empresaId,
  input,
}: EmpresaScope & { input: OrcamentoItemCreate }): Promise<OrcamentoItemCreated> {
  const work = () =>
    db.transaction(async (tx) => {
      await lockOrcamento({ db: tx, empresaId, id: input.orcamento });
      const estrutura = await resolveEstrutura({ db: tx, empresaId, itens: [input] });
      if (estrutura.errors.length > 0) throw invalidFields(relativeTo('itens.0.', estrutura.errors));
      const totals = computeTotals(estrutura.itens, null);
      const over = totalsErrors(totals).filter((e) => e.field !== 'valor_total');
      if (over.length > 0) throw invalidFields(relativeTo('itens.0.', over));
      const ordem = await itens.nextItemOrdem(tx, input.orcamento);
      const [itemId] = await insertItens(tx, empresaId, input.orcamento, totals.itens, ordem);
      await refreshOrcamentoTotal({ db: tx, orcamentoId: input.orcamento, field: 'valor_total' });
      const [item] = await loadItens(tx, empresaId, input.orcamento, itemId);
      return { ...item!, orcamento: input.orcamento };
    });
  return onUniqueViolation(
    'orcamento_itens_etapa_key',
    () => repeated('etapa', ORCAMENTO_MESSAGES.etapaRepetida),
    work,
  );
}

export function createSubitem({
  db,
  empresaId,
  input: { item: itemId, ...input },
}: EmpresaScope & { input: OrcamentoSubitemCreate }): Promise<OrcamentoSubitemRow> {
  const unknownItem = () =>
    invalidFields([{ field: 'item', message: API_ERRORS.itemOrcamentoNaoEncontrado }]);
  const work = () =>
    db.transaction(async (tx) => {
      const found = await itens.findItem(tx, empresaId, itemId);
      if (!found) throw unknownItem();
      await lockOrcamento({ db: tx, empresaId, id: found.orcamento });
      // Read again under the lock: an edit that replaced the structure meanwhile removed the item.
      const item = await itens.findItem(tx, empresaId, itemId);
      if (!item) throw unknownItem();
      const estrutura = await resolveEstrutura({
        db: tx,
        empresaId,
        itens: [{ etapa: item.etapa, subitens: [input] }],
      });
      if (estrutura.errors.length > 0)
        throw invalidFields(relativeTo('itens.0.subitens.0.', estrutura.errors));
      const subitem = computeTotals(estrutura.itens, null).itens[0]!.subitens[0]!;
      if (!fitsTotal(subitem.valor_total)) throw tooLarge('valor_total');
      const ordem = await itens.nextSubitemOrdem(tx, item.id);
      const id = await itens.insertSubitem(tx, empresaId, { itemId: item.id, ordem, subitem });
      const itemTotal = await itens.sumItem(tx, item.id);
      if (!fitsTotal(itemTotal)) throw tooLarge('valor_total');
      await itens.setItemTotal(tx, item.id, itemTotal);
      await refreshOrcamentoTotal({ db: tx, orcamentoId: item.orcamento, field: 'valor_total' });
      return (await itens.findSubitemRow(tx, empresaId, id))!;
    });
  return onUniqueViolation(
    'orcamento_subitens_subetapa_key',
    () => repeated('subetapa', ORCAMENTO_MESSAGES.subetapaRepetida),
    work,
  );
}
