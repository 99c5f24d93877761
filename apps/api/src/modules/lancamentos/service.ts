import { randomUUID } from 'node:crypto';
import {
  type LancamentoCreate,
  type LancamentoEdit,
  lancamentoValoresErrors,
  planParcelas,
} from '@gdo/domain/lancamento';
import type { Lancamento } from '@gdo/domain/lancamento-response';
import { API_ERRORS } from '@gdo/domain/messages';
import { sumMoney, toMoney } from '@gdo/domain/money';
import type { TipoDocumento } from '@gdo/domain/tipo-documento';
import type { EmpresaScope } from '../../db/client';
import { AppError, invalidFields } from '../../lib/app-error';
import { versaoConflict } from '../../lib/versao';
import { reconciliarPagamentos, registrarPagamentosIniciais } from '../pagamentos/service';
import { usoDoLancamento, verificarLimiteDoContrato } from './contrato-limite';
import { type Alvo, type Referencias, resolverReferencias, VERIFICAR_TUDO } from './referencias';
import * as repo from './repository';

const notFound = () => new AppError('NOT_FOUND', API_ERRORS.lancamentoNaoEncontrado);

type Campos = Omit<LancamentoCreate, 'parcelas' | 'confirmar_excedente'>;

const ZERO = '0.00';

type DadosBancarios = Pick<repo.LancamentoRow, 'banco' | 'agencia' | 'conta' | 'tipo_conta' | 'pix'>;

/** Bank details as they are now on the fornecedor (or on the stored entry): the entry keeps a copy. */
function dadosBancarios({ banco, agencia, conta, tipo_conta, pix }: DadosBancarios): DadosBancarios {
  return { banco, agencia, conta, tipo_conta, pix };
}

function valores({
  tipo,
  campos,
  documento,
  banco,
  usuarioId,
}: {
  tipo: TipoDocumento;
  campos: Campos;
  documento: Referencias['documento'];
  banco: DadosBancarios;
  usuarioId: number;
}): repo.LancamentoValues {
  return {
    tipo,
    documento_id: documento.id,
    obra_id: documento.obra,
    data_lancamento: campos.data_lancamento,
    fornecedor_id: campos.fornecedor,
    nf: campos.nf ?? null,
    data_nf: campos.data_nf ?? null,
    descricao: campos.descricao,
    observacao: campos.observacao ?? null,
    etapa_id: campos.etapa,
    subetapa_id: campos.subetapa,
    contrato_id: campos.contrato ?? null,
    valor_comprometido: campos.valor_comprometido ?? ZERO,
    valor_pagamento: campos.valor_pagamento ?? ZERO,
    data_vencimento: campos.data_vencimento ?? null,
    data_pagamento: campos.data_pagamento ?? null,
    parcela: campos.parcela ?? null,
    grupo: null,
    usuario_id: usuarioId,
    ...dadosBancarios(banco),
  };
}

const alvoDe = (campos: Campos): Alvo => ({
  documento: campos.documento ?? null,
  obra: campos.obra,
  fornecedor: campos.fornecedor,
  etapa: campos.etapa,
  subetapa: campos.subetapa,
  contrato: campos.contrato ?? null,
});

/**
 * One entry, or with `parcelas` one entry per due date whose values split valor_comprometido
 * exactly (planParcelas: the remainder cent on the last), labelled 'k/N' and sharing a grupo. All
 * of them in one transaction and one insert: every instalment is saved, or none. The entry's
 * usuario is always the signed-in user (`usuarioId`), never a field of the body.
 */
export function createLancamentos({
  db,
  empresaId,
  usuarioId,
  tipo,
  input: { parcelas, confirmar_excedente, ...campos },
}: EmpresaScope & { usuarioId: number; tipo: TipoDocumento; input: LancamentoCreate }): Promise<
  Lancamento | Lancamento[]
> {
  return db.transaction(async (tx) => {
    const refs = await resolverReferencias({
      db: tx,
      empresaId,
      tipo,
      alvo: alvoDe(campos),
      verificar: VERIFICAR_TUDO,
    });
    const base = valores({ tipo, campos, documento: refs.documento, banco: refs.fornecedor!, usuarioId });
    const grupo = randomUUID();
    const linhas = parcelas
      ? planParcelas(
          base.valor_comprometido!,
          parcelas.map((p) => p.data_vencimento),
        ).map((p) => ({ ...base, ...p, grupo }))
      : [base];
    if (refs.contrato) {
      const novo = sumMoney(linhas.map((l) => usoDoLancamento(l.valor_comprometido!, l.valor_pagamento!)));
      await verificarLimiteDoContrato({
        db: tx,
        contrato: refs.contrato,
        novo,
        confirmado: confirmar_excedente === true,
      });
    }
    const ids = await repo.insertLancamentos(tx, empresaId, linhas);
    // Entered as already paid: an entry with one payment (decision 110).
    await registrarPagamentosIniciais({ db: tx, empresaId, usuarioId, ids });
    const saved = await repo.findLancamentosByIds(tx, empresaId, ids);
    return parcelas ? saved : saved[0]!;
  });
}

export async function getLancamento({
  db,
  empresaId,
  tipo,
  id,
}: EmpresaScope & { tipo: TipoDocumento; id: number }) {
  const lancamento = await repo.findLancamento(db, empresaId, tipo, id);
  if (!lancamento) throw notFound();
  return lancamento;
}

const pick = <T>(sent: T | undefined, stored: T): T => (sent === undefined ? stored : sent);

/** The stored entry with the edit's fields over it, in the shape of a create. */
function merge(current: repo.LancamentoRow, input: LancamentoEdit): Campos {
  const obra = pick(input.obra, current.obra_id);
  // A document sent back unchanged is not a change; a new obra without a new document means the
  // document of the new obra.
  const documentoSent = input.documento !== undefined && input.documento !== current.documento_id;
  const documento = documentoSent ? input.documento : obra === current.obra_id ? current.documento_id : null;
  const money = (sent: string | null | undefined, stored: string) =>
    sent === undefined ? stored : (sent ?? ZERO);
  return {
    documento,
    obra,
    data_lancamento: pick(input.data_lancamento, current.data_lancamento),
    fornecedor: pick(input.fornecedor, current.fornecedor_id),
    nf: pick(input.nf, current.nf),
    data_nf: pick(input.data_nf, current.data_nf),
    descricao: pick(input.descricao, current.descricao),
    observacao: pick(input.observacao, current.observacao),
    etapa: pick(input.etapa, current.etapa_id),
    subetapa: pick(input.subetapa, current.subetapa_id),
    contrato: pick(input.contrato, current.contrato_id),
    valor_comprometido: money(input.valor_comprometido, current.valor_comprometido),
    valor_pagamento: money(input.valor_pagamento, current.valor_pagamento),
    data_vencimento: pick(input.data_vencimento, current.data_vencimento),
    data_pagamento: pick(input.data_pagamento, current.data_pagamento),
    parcela: pick(input.parcela, current.parcela),
  };
}

/**
 * Changes only the fields sent; the rules run on the entry as it will be. References the edit did
 * not touch are not checked again (a budget edited since must not block marking an entry paid).
 * The bank details are copied again only when the fornecedor changes; usuario stays who entered it.
 * With `versao`, only that version is changed (409 once someone else has saved it).
 */
export function editLancamento({
  db,
  empresaId,
  usuarioId,
  tipo,
  id,
  input: { confirmar_excedente, versao, ...input },
}: EmpresaScope & {
  usuarioId: number;
  tipo: TipoDocumento;
  id: number;
  input: LancamentoEdit;
}): Promise<Lancamento> {
  return db.transaction(async (tx) => {
    const current = await repo.findLancamentoRow(tx, empresaId, tipo, id, { lock: true });
    if (!current) throw notFound();
    const campos = merge(current, input);
    const ruleErrors = lancamentoValoresErrors({
      valor_comprometido: campos.valor_comprometido,
      valor_pagamento: campos.valor_pagamento,
      data_pagamento: campos.data_pagamento ?? null,
    });
    if (ruleErrors.length > 0) throw invalidFields(ruleErrors);
    const fornecedorChanged = campos.fornecedor !== current.fornecedor_id;
    const refs = await resolverReferencias({
      db: tx,
      empresaId,
      tipo,
      alvo: alvoDe(campos),
      verificar: {
        fornecedor: fornecedorChanged,
        etapa:
          campos.etapa !== current.etapa_id ||
          campos.subetapa !== current.subetapa_id ||
          campos.documento !== current.documento_id,
      },
    });
    const values = {
      ...valores({
        tipo,
        campos,
        documento: refs.documento,
        banco: refs.fornecedor ?? current,
        usuarioId: current.usuario_id,
      }),
      grupo: current.grupo,
    };
    if (refs.contrato) {
      const anterior =
        current.contrato_id === refs.contrato.id
          ? usoDoLancamento(current.valor_comprometido, current.valor_pagamento)
          : ZERO;
      await verificarLimiteDoContrato({
        db: tx,
        contrato: refs.contrato,
        novo: usoDoLancamento(toMoney(values.valor_comprometido!), toMoney(values.valor_pagamento!)),
        anterior,
        excetoId: id,
        confirmado: confirmar_excedente === true,
      });
    }
    // The row is locked and there: matching nothing means another versao.
    if (!(await repo.updateLancamento(tx, empresaId, id, values, versao))) throw versaoConflict();
    // What was paid, as the spec's fields say it now, made true of the entry's payments.
    if (input.valor_pagamento !== undefined || input.data_pagamento !== undefined) {
      await reconciliarPagamentos({
        db: tx,
        empresaId,
        usuarioId,
        lancamentoId: id,
        valor: values.valor_pagamento!,
        data: values.data_pagamento ?? null,
      });
    }
    return (await repo.findLancamento(tx, empresaId, tipo, id))!;
  });
}

export async function deleteLancamento({
  db,
  empresaId,
  tipo,
  id,
}: EmpresaScope & { tipo: TipoDocumento; id: number }) {
  if (!(await repo.deleteLancamento(db, empresaId, tipo, id))) throw notFound();
  return { message: API_ERRORS.lancamentoRemovido };
}
