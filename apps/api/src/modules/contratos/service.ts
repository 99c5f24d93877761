import type { FieldError } from '@gdo/domain/api-error';
import {
  type Contrato,
  type ContratoCreate,
  type ContratoEdit,
  type ContratoListQuery,
  contratoErrors,
} from '@gdo/domain/contrato';
import { FIELD_MESSAGES } from '@gdo/domain/field-messages';
import { MEDICAO_ERRORS, VALOR_MAXIMO_CONTRATO } from '@gdo/domain/medicao';
import { API_ERRORS } from '@gdo/domain/messages';
import { compareMoney, formatBRL } from '@gdo/domain/money';
import type { DbOrTx, EmpresaScope } from '../../db/client';
import { AppError, invalidFields } from '../../lib/app-error';
import { isForeignKeyViolation } from '../../lib/pg-errors';
import { versaoConflict } from '../../lib/versao';
import { obraCliente } from '../obras/service';
import { etapaNoOrcamentoErrors, orcamentoObra } from '../orcamentos/service';
import { findDocumentoRef } from '../rdo-rda/service';
import { gravarItens, itensErrors, valorDosItens } from './itens-service';
import * as repo from './repository';

const notFound = () => new AppError('NOT_FOUND', API_ERRORS.contratoNaoEncontrado);
const comLancamentos = () =>
  new AppError('CONFLICT', API_ERRORS.contratoComLancamentos, [
    { field: 'obra', message: API_ERRORS.contratoComLancamentos },
  ]);

type Checks = { obra: boolean; fornecedor: boolean; link: boolean };

/**
 * The budget link: an explicit budget must be the obra's; an etapa is looked for in that budget or,
 * without one, in the budget the obra's RDO follows, which this writes into `values.orcamento_id`
 * so the contract keeps the budget its etapa was checked against.
 */
async function resolveLink({
  db: tx,
  empresaId,
  values,
}: EmpresaScope<DbOrTx> & { values: repo.ContratoValues }): Promise<FieldError[]> {
  if (values.orcamento_id !== null) {
    const obra = await orcamentoObra(tx, empresaId, values.orcamento_id);
    if (obra === undefined) return [{ field: 'orcamento', message: API_ERRORS.orcamentoNaoEncontrado }];
    if (obra !== values.obra_id) return [{ field: 'orcamento', message: API_ERRORS.orcamentoDeOutraObra }];
  }
  if (values.etapa_id === null) return [];
  values.orcamento_id ??=
    (await findDocumentoRef(tx, empresaId, 'rdo', { obra: values.obra_id }))?.orcamento ?? null;
  if (values.orcamento_id === null) return [{ field: 'etapa', message: API_ERRORS.obraSemOrcamentoNoRdo }];
  return etapaNoOrcamentoErrors({
    db: tx,
    empresaId,
    orcamento: values.orcamento_id,
    etapa: values.etapa_id,
    subetapa: values.subetapa_id,
  });
}

/** Another firm's obra, fornecedor or budget is as unknown as a missing one: a 400 on the field. */
async function checkReferences({
  db: tx,
  empresaId,
  values,
  checks,
}: EmpresaScope<DbOrTx> & { values: repo.ContratoValues; checks: Checks }) {
  const errors: FieldError[] = [];
  const obraOk = !checks.obra || (await obraCliente(tx, empresaId, values.obra_id)) !== undefined;
  if (!obraOk) errors.push({ field: 'obra', message: API_ERRORS.obraNaoEncontrada });
  if (checks.fornecedor && !(await repo.fornecedorExists(tx, empresaId, values.fornecedor_id))) {
    errors.push({ field: 'fornecedor', message: API_ERRORS.fornecedorNaoEncontrado });
  }
  if (obraOk && checks.link) errors.push(...(await resolveLink({ db: tx, empresaId, values })));
  if (errors.length > 0) throw invalidFields(errors);
}

export function listContratos({ db, empresaId, query }: EmpresaScope & { query: ContratoListQuery }) {
  return repo.listContratos(db, empresaId, query);
}

export async function getContrato({ db, empresaId, id }: EmpresaScope & { id: number }): Promise<Contrato> {
  const contrato = await repo.findContrato(db, empresaId, id);
  if (!contrato) throw notFound();
  return contrato;
}

export function createContrato({
  db,
  empresaId,
  input,
}: EmpresaScope & { input: ContratoCreate }): Promise<Contrato> {
  const itens = input.itens ?? [];
  return db.transaction(async (tx) => {
    const values: repo.ContratoValues = {
      obra_id: input.obra,
      fornecedor_id: input.fornecedor,
      numero: input.numero ?? null,
      objeto: input.objeto,
      valor: itens.length > 0 ? valorDosItens(itens) : input.valor!,
      data_inicio: input.data_inicio ?? null,
      data_fim: input.data_fim ?? null,
      orcamento_id: input.orcamento ?? null,
      etapa_id: input.etapa ?? null,
      subetapa_id: input.subetapa ?? null,
      status: input.status,
      retencao_percentual: input.retencao_percentual ?? '0.00',
      adiantamento: input.adiantamento ?? '0.00',
      amortizacao_percentual: input.amortizacao_percentual ?? '0.00',
      prazo_pagamento_dias: input.prazo_pagamento_dias ?? 0,
    };
    positiveValor(values.valor);
    await checkReferences({
      db: tx,
      empresaId,
      values,
      checks: { obra: true, fornecedor: true, link: true },
    });
    const itemErrors = await itensErrors({ db: tx, empresaId, itens });
    if (itemErrors.length > 0) throw invalidFields(itemErrors);
    const id = await repo.insertContrato(tx, empresaId, values);
    if (itens.length > 0) {
      await gravarItens({ db: tx, empresaId, contratoId: id, itens, medicoesAprovadas: 0, aditivos: 0 });
    }
    return (await repo.findContrato(tx, empresaId, id))!;
  });
}

const pick = <T>(sent: T | undefined, stored: T): T => (sent === undefined ? stored : sent);

/** Itens of price zero make a contract of value zero, and huge ones one beyond any amount: refused. */
function positiveValor(valor: string) {
  if (compareMoney(valor, '0') <= 0) {
    throw invalidFields([{ field: 'valor', message: FIELD_MESSAGES.valorMaiorQueZero }]);
  }
  if (compareMoney(valor, VALOR_MAXIMO_CONTRATO) > 0) {
    throw invalidFields([{ field: 'itens', message: MEDICAO_ERRORS.valorAcimaDoLimite }]);
  }
}

const conflito = (field: string, message: string) => new AppError('CONFLICT', message, [{ field, message }]);

/**
 * The value an edit leaves: Σ itens when it sends them (or keeps them); the typed one otherwise. A
 * typed value cannot change a contract with itens or with aditivos (they are how it changes).
 */
async function valorDaEdicao({
  db: tx,
  empresaId,
  current,
  input,
}: EmpresaScope<DbOrTx> & {
  current: repo.ContratoRow;
  input: Omit<ContratoEdit, 'versao'>;
}): Promise<string> {
  const stored = await repo.findContrato(tx, empresaId, current.id);
  if (input.itens !== undefined) {
    await gravarItens({
      db: tx,
      empresaId,
      contratoId: current.id,
      itens: input.itens,
      medicoesAprovadas: stored!.medicoes_aprovadas,
      aditivos: current.ultimo_aditivo,
    });
    if (input.itens.length > 0) return valorDosItens(input.itens);
    return pick(input.valor, current.valor);
  }
  if (input.valor === undefined || compareMoney(input.valor, current.valor) === 0) return current.valor;
  if (stored!.itens_quantidade > 0) throw conflito('valor', MEDICAO_ERRORS.valorDeContratoComItens);
  if (current.ultimo_aditivo > 0) throw conflito('valor', MEDICAO_ERRORS.valorComAditivos);
  // As an aditivo is refused below it (decision 130): Saldo a medir never goes negative.
  if (compareMoney(input.valor, stored!.medido) < 0) {
    throw conflito('valor', MEDICAO_ERRORS.valorAbaixoDoMedido(formatBRL(stored!.medido)));
  }
  return input.valor;
}

/**
 * Changes only the fields sent; rules spanning fields run on the values the contract will hold.
 * Its obra and fornecedor stay once lançamentos are charged to it (409): they are theirs too. A
 * foreign key says the same, so a lançamento written meanwhile is caught at the update. With
 * `versao`, only that version is changed (409 once someone else has saved it).
 */
export async function editContrato({
  db,
  empresaId,
  id,
  input: { versao, ...input },
}: EmpresaScope & { id: number; input: ContratoEdit }): Promise<Contrato> {
  try {
    return await db.transaction(async (tx) => {
      const current = await repo.findContratoRow(tx, empresaId, id, { lock: true });
      if (!current) throw notFound();
      // Clearing the etapa clears its subetapa, unless the edit says otherwise.
      const subetapa = input.etapa === null && input.subetapa === undefined ? null : input.subetapa;
      const values: repo.ContratoValues = {
        obra_id: pick(input.obra, current.obra_id),
        fornecedor_id: pick(input.fornecedor, current.fornecedor_id),
        numero: pick(input.numero, current.numero),
        objeto: pick(input.objeto, current.objeto),
        valor: await valorDaEdicao({ db: tx, empresaId, current, input }),
        data_inicio: pick(input.data_inicio, current.data_inicio),
        data_fim: pick(input.data_fim, current.data_fim),
        orcamento_id: pick(input.orcamento, current.orcamento_id),
        etapa_id: pick(input.etapa, current.etapa_id),
        subetapa_id: pick(subetapa, current.subetapa_id),
        status: pick(input.status, current.status),
        retencao_percentual: pick(input.retencao_percentual, current.retencao_percentual),
        adiantamento: pick(input.adiantamento, current.adiantamento),
        amortizacao_percentual: pick(input.amortizacao_percentual, current.amortizacao_percentual),
        prazo_pagamento_dias: pick(input.prazo_pagamento_dias, current.prazo_pagamento_dias),
      };
      positiveValor(values.valor);
      const ruleErrors = contratoErrors({
        retencao_percentual: values.retencao_percentual,
        amortizacao_percentual: values.amortizacao_percentual,
        data_inicio: values.data_inicio,
        data_fim: values.data_fim,
        etapa: values.etapa_id,
        subetapa: values.subetapa_id,
      });
      if (ruleErrors.length > 0) throw invalidFields(ruleErrors);
      const moved = values.obra_id !== current.obra_id || values.fornecedor_id !== current.fornecedor_id;
      if (moved && (await repo.hasLancamentos(tx, id))) throw comLancamentos();
      const linkSent = [input.obra, input.orcamento, input.etapa, input.subetapa].some(
        (v) => v !== undefined,
      );
      await checkReferences({
        db: tx,
        empresaId,
        values,
        checks: {
          obra: input.obra !== undefined,
          fornecedor: input.fornecedor !== undefined,
          link: linkSent,
        },
      });
      // The row is locked and there: matching nothing means another versao.
      if (!(await repo.updateContrato(tx, empresaId, id, values, versao))) throw versaoConflict();
      return (await repo.findContrato(tx, empresaId, id))!;
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw comLancamentos();
    throw error;
  }
}

// What other modules use of this one (decision 060).
export { type ContratoRow, findContratoRow } from './repository';
