import { compareMoney, formatBRL, subtractMoney, sumMoney } from '@gdo/domain/money';
import {
  PAGAMENTO_MESSAGES as M,
  type Pagamento,
  type PagamentoCreate,
  type PagamentoLote,
} from '@gdo/domain/pagamento';
import type { DbOrTx, EmpresaScope, Tx } from '../../db/client';
import { AppError, invalidFields } from '../../lib/app-error';
import type { Assinador } from '../../lib/signed-url';
import * as repo from './repository';

// Payments (issue 14, decision 110). Every write locks the entries it pays (SELECT … FOR UPDATE, in
// id order) before reading what is em aberto, so two clerks paying the same entry at once are
// serialised and the second sees what the first paid. The trigger of migration 0015 then keeps the
// entry's valor_pagamento and data_pagamento, and through them every total.

export const COMPROVANTE_PREFIX = '/api/financeiro/pagamentos/comprovante/arquivo';

/** A payment as the API answers it, with a signed link to its comprovante (decision 071). */
export type PagamentoLinks = (row: repo.PagamentoRow) => Pagamento;

export function pagamentoLinks(assinador: Assinador): PagamentoLinks {
  return (row) => ({
    id: row.id,
    lancamento: row.lancamento,
    data: row.data,
    valor: row.valor,
    juros: row.juros,
    desconto: row.desconto,
    forma: row.forma as Pagamento['forma'],
    observacao: row.observacao,
    usuario: row.usuario,
    usuario_nome: row.usuario_nome,
    estornado_em: row.estornado_em?.toISOString() ?? null,
    estornado_por_nome: row.estornado_por_nome,
    data_cadastro: row.data_cadastro.toISOString(),
    comprovante:
      row.comprovante_nome === null
        ? null
        : {
            nome: row.comprovante_nome,
            tipo: row.comprovante_tipo!,
            tamanho: row.comprovante_tamanho!,
            url: assinador.assinar(row.empresa_id, `${COMPROVANTE_PREFIX}/${row.id}`),
          },
  });
}

type Scope = EmpresaScope & { links: PagamentoLinks };

const lancamentoNaoEncontrado = () => new AppError('NOT_FOUND', M.lancamentoNaoEncontrado);
const pagamentoNaoEncontrado = () => new AppError('NOT_FOUND', M.naoEncontrado);

async function answer(db: DbOrTx, empresaId: number, links: PagamentoLinks, ids: number[]) {
  return (await repo.findPagamentosByIds(db, empresaId, ids)).map(links);
}

function antesDoLancamento(data: string, lancamento: repo.LancamentoPagavel) {
  return data < lancamento.data_lancamento;
}

/** One payment against one entry: at most what is em aberto, never before the entry's date. */
export function criarPagamento({
  db,
  empresaId,
  links,
  usuarioId,
  input,
}: Scope & { usuarioId: number; input: PagamentoCreate }): Promise<Pagamento> {
  return db.transaction(async (tx) => {
    const [lancamento] = await repo.lockLancamentos(tx, empresaId, [input.lancamento]);
    if (!lancamento) throw lancamentoNaoEncontrado();
    if (compareMoney(lancamento.valor_aberto, '0') <= 0) throw new AppError('CONFLICT', M.nadaEmAberto);
    if (compareMoney(input.valor, lancamento.valor_aberto) > 0) {
      throw invalidFields([{ field: 'valor', message: M.acimaDoAberto(formatBRL(lancamento.valor_aberto)) }]);
    }
    if (antesDoLancamento(input.data, lancamento)) {
      throw invalidFields([
        { field: 'data', message: M.antesDoLancamento(dataBR(lancamento.data_lancamento)) },
      ]);
    }
    const ids = await repo.insertPagamentos(tx, empresaId, [
      {
        lancamento_id: lancamento.id,
        data: input.data,
        valor: input.valor,
        juros: input.juros ?? '0.00',
        desconto: input.desconto ?? '0.00',
        forma: input.forma,
        observacao: input.observacao ?? null,
        usuario_id: usuarioId,
      },
    ]);
    return (await answer(tx, empresaId, links, ids))[0]!;
  });
}

const dataBR = (iso: string) => iso.split('-').reverse().join('/');

/** Pays what is em aberto on each entry, same date and forma, in one transaction: all or nothing. */
export function pagarEmLote({
  db,
  empresaId,
  links,
  usuarioId,
  input,
}: Scope & { usuarioId: number; input: PagamentoLote }): Promise<Pagamento[]> {
  return db.transaction(async (tx) => {
    const locked = await repo.lockLancamentos(tx, empresaId, input.lancamentos);
    if (locked.length !== input.lancamentos.length) throw lancamentoNaoEncontrado();
    for (const l of locked) {
      if (compareMoney(l.valor_aberto, '0') <= 0)
        throw new AppError('CONFLICT', M.loteNadaEmAberto(l.descricao));
      if (antesDoLancamento(input.data, l)) {
        throw invalidFields([
          { field: 'data', message: `${l.descricao}: ${M.antesDoLancamento(dataBR(l.data_lancamento))}` },
        ]);
      }
    }
    const ids = await repo.insertPagamentos(
      tx,
      empresaId,
      locked.map((l) => ({
        lancamento_id: l.id,
        data: input.data,
        valor: l.valor_aberto,
        forma: input.forma,
        usuario_id: usuarioId,
      })),
    );
    return answer(tx, empresaId, links, ids);
  });
}

/** The entry's payments, reversed ones included, oldest first. */
export async function listarDoLancamento({
  db,
  empresaId,
  links,
  lancamentoId,
}: Scope & { lancamentoId: number }) {
  const [lancamento] = await repo.findLancamentos(db, empresaId, [lancamentoId]);
  if (!lancamento) throw lancamentoNaoEncontrado();
  return (await repo.findPagamentosDoLancamento(db, empresaId, lancamentoId)).map(links);
}

/**
 * Reverses a payment: it stays listed, marked estornado, and no longer counts. The entry is locked
 * first (the order every payment write takes). An entry with nothing committed keeps its last payment.
 */
export function estornarPagamento({
  db,
  empresaId,
  links,
  usuarioId,
  id,
}: Scope & { usuarioId: number; id: number }): Promise<Pagamento> {
  return db.transaction(async (tx) => {
    const found = await repo.findPagamentoRow(tx, empresaId, id);
    if (!found) throw pagamentoNaoEncontrado();
    const [lancamento] = await repo.lockLancamentos(tx, empresaId, [found.lancamento_id]);
    const pagamento = await repo.findPagamentoRow(tx, empresaId, id, { lock: true });
    if (!lancamento || !pagamento) throw pagamentoNaoEncontrado();
    if (pagamento.estornado_em !== null) throw new AppError('CONFLICT', M.jaEstornado);
    if (compareMoney(lancamento.valor_comprometido, '0') <= 0) {
      const ativos = await repo.pagamentosAtivos(tx, empresaId, lancamento.id);
      if (ativos.length <= 1) throw new AppError('CONFLICT', M.unicoSemComprometido);
    }
    await repo.estornar(tx, empresaId, [id], usuarioId);
    return (await answer(tx, empresaId, links, [id]))[0]!;
  });
}

export async function guardarComprovante({
  db,
  empresaId,
  links,
  id,
  arquivo,
}: Scope & { id: number; arquivo: { nome: string; tipo: string; bytes: Buffer } }) {
  if (!(await repo.findPagamentoRow(db, empresaId, id))) throw pagamentoNaoEncontrado();
  await repo.saveComprovante(db, empresaId, id, arquivo);
  return (await answer(db, empresaId, links, [id]))[0]!;
}

/** The comprovante a signed link names: a link altered or expired is a 403, of another empresa too. */
export async function comprovanteDoLink({
  db,
  assinador,
  id,
  link,
}: {
  db: DbOrTx;
  assinador: Assinador;
  id: number;
  link: { e: number; exp: number; sig: string };
}) {
  const caminho = `${COMPROVANTE_PREFIX}/${id}`;
  if (!assinador.confere({ empresa: link.e, caminho, exp: link.exp, sig: link.sig })) {
    throw new AppError('FORBIDDEN', M.linkInvalido);
  }
  const arquivo = await repo.findComprovante(db, link.e, id);
  if (!arquivo) throw new AppError('NOT_FOUND', M.comprovanteAusente);
  return arquivo;
}

// What other modules use: the lançamentos' own calls (the spec's valor_pagamento/data_pagamento).

/** An entry created as already paid is an entry with one payment (on its payment date). */
export async function registrarPagamentosIniciais({
  db,
  empresaId,
  usuarioId,
  ids,
}: EmpresaScope<Tx> & { usuarioId: number; ids: number[] }) {
  await repo.insertPagamentosIniciais(db, empresaId, ids, usuarioId);
}

/**
 * An edit of the entry's valor_pagamento/data_pagamento (the spec's call) made true of its payments
 * (docs/spec-deviations.md): more paid → one adjusting payment of the difference on the date sent;
 * less paid → the newest payments reversed until the rest fits, and the remainder paid again as an
 * adjustment; the same amount on another date → the latest payment reversed and made again on that
 * date. Payments are never edited in place. The entry row is locked by the edit already.
 */
export async function reconciliarPagamentos({
  db,
  empresaId,
  usuarioId,
  lancamentoId,
  valor,
  data,
}: EmpresaScope<Tx> & { usuarioId: number; lancamentoId: number; valor: string; data: string | null }) {
  const ativos = await repo.pagamentosAtivos(db, empresaId, lancamentoId);
  const pago = sumMoney(ativos.map((p) => p.valor));
  const ultima = ativos[0]?.data ?? null;
  const dia = data ?? ultima;
  const diff = compareMoney(valor, pago);
  if (diff === 0 && (ativos.length === 0 || dia === null || dia === ultima)) return;
  const novos: repo.PagamentoValues[] = [];
  const ajuste = (v: string): repo.PagamentoValues => ({
    lancamento_id: lancamentoId,
    data: dia!,
    valor: v,
    forma: null,
    observacao: M.ajusteEdicao,
    usuario_id: usuarioId,
  });
  let estornados: typeof ativos = [];
  if (diff > 0) novos.push(ajuste(subtractMoney(valor, pago)));
  else if (diff === 0) {
    const [latest] = ativos;
    estornados = [latest!];
    novos.push({
      ...latest!,
      data: dia!,
      usuario_id: usuarioId,
      forma: latest!.forma as repo.PagamentoValues['forma'],
    });
  } else {
    let restante = pago;
    for (const p of ativos) {
      if (compareMoney(restante, valor) <= 0) break;
      estornados.push(p);
      restante = subtractMoney(restante, p.valor);
    }
    if (compareMoney(valor, restante) > 0) novos.push(ajuste(subtractMoney(valor, restante)));
  }
  // New payments first: reversing first could leave an entry with nothing committed at zero for a
  // statement, which its check refuses.
  if (novos.length > 0) {
    await repo.insertPagamentos(
      db,
      empresaId,
      novos.map(({ lancamento_id, data, valor, juros, desconto, forma, observacao, usuario_id }) => ({
        lancamento_id,
        data,
        valor,
        juros,
        desconto,
        forma,
        observacao,
        usuario_id,
      })),
    );
  }
  await repo.estornar(
    db,
    empresaId,
    estornados.map((p) => p.id),
    usuarioId,
  );
}
