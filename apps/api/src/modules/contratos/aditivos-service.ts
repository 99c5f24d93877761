import type { FieldError } from '@gdo/domain/api-error';
import type { Aditivo, AditivoCreate } from '@gdo/domain/medicao';
import { MEDICAO_ERRORS, QUANTIDADE_MAXIMA_ITEM, VALOR_MAXIMO_CONTRATO } from '@gdo/domain/medicao';
import { valorDoTrecho } from '@gdo/domain/medicao-calculo';
import { API_ERRORS } from '@gdo/domain/messages';
import { addMoney, addQuantities, compareMoney, formatBRL, sumMoney } from '@gdo/domain/money';
import type { DbOrTx, EmpresaScope } from '../../db/client';
import { AppError, invalidFields } from '../../lib/app-error';
import { contratoDoCaminho } from './contrato-existe';
import * as itensRepo from './itens-repository';
import { itensErrors, itensMediveis } from './itens-service';
import * as medicoesRepo from './medicoes-repository';
import * as repo from './repository';

// Aditivos (decision 130): numbered per contract under the contract row's lock; each adds or removes
// value — an amount on a contract without itens, quantities or new itens on one with them — or moves
// the end date. An item's change is valued as a difference of rounded accumulated values
// (valorDoTrecho), so the contract's value stays Σ round(quantidade × unitário) of its itens.

const contratoNaoEncontrado = () =>
  invalidFields([{ field: 'contrato', message: API_ERRORS.contratoNaoEncontrado }]);

/** The contract of a body's `contrato`, locked; another firm's is as unknown as a missing one. */
export async function contratoTravado(tx: DbOrTx, empresaId: number, id: number) {
  const contrato = await repo.findContratoRow(tx, empresaId, id, { lock: true });
  if (!contrato) throw contratoNaoEncontrado();
  return contrato;
}

type ItemDoAditivo = Aditivo['itens'][number];

async function mudancasDeItens({
  db: tx,
  empresaId,
  contrato,
  aditivoId,
  itens,
}: EmpresaScope<DbOrTx> & {
  contrato: repo.ContratoRow;
  aditivoId: number;
  itens: NonNullable<AditivoCreate['itens']>;
}): Promise<ItemDoAditivo[]> {
  const atuais = new Map((await itensRepo.listItens(tx, empresaId, contrato.id)).map((i) => [i.id, i]));
  const medidos = new Map((await itensMediveis(tx, empresaId, contrato.id)).map((i) => [i.id, i]));
  const erros: FieldError[] = [];
  for (const [index, item] of itens.entries()) {
    if (!('descricao' in item)) continue;
    const found = await itensErrors({ db: tx, empresaId, itens: [item] });
    erros.push(...found.map((e) => ({ ...e, field: e.field.replace('itens.0', `itens.${index}`) })));
  }
  if (erros.length > 0) throw invalidFields(erros);
  const feitos: ItemDoAditivo[] = [];
  for (const [index, mudanca] of itens.entries()) {
    if ('descricao' in mudanca) {
      const { etapa, subetapa, ...item } = mudanca;
      const values = { ...item, etapa_id: etapa, subetapa_id: subetapa };
      const id = await itensRepo.insertItemDeAditivo(tx, empresaId, contrato.id, aditivoId, values);
      const valor = valorDoTrecho('0', item.quantidade, item.valor_unitario);
      feitos.push({ item: id, ...item, valor });
      continue;
    }
    const atual = atuais.get(mudanca.item);
    if (!atual) {
      erros.push({ field: `itens.${index}.item`, message: MEDICAO_ERRORS.itemDesconhecido });
      continue;
    }
    const depois = addQuantities(atual.quantidade, mudanca.quantidade);
    if (compareMoney(depois, QUANTIDADE_MAXIMA_ITEM) > 0) {
      erros.push({ field: `itens.${index}.quantidade`, message: MEDICAO_ERRORS.quantidadeAcimaDoLimite });
      continue;
    }
    if (compareMoney(depois, medidos.get(atual.id)!.medido) < 0) {
      erros.push({
        field: `itens.${index}.quantidade`,
        message: MEDICAO_ERRORS.aditivoQuantidadeAbaixoDoMedido,
      });
      continue;
    }
    await itensRepo.addQuantidadeAditivo(tx, atual.id, mudanca.quantidade);
    feitos.push({
      item: atual.id,
      descricao: atual.descricao,
      unidade: atual.unidade,
      quantidade: mudanca.quantidade,
      valor_unitario: addMoney(atual.valor_unitario),
      valor: valorDoTrecho(atual.quantidade, depois, atual.valor_unitario),
    });
  }
  if (erros.length > 0) throw invalidFields(erros);
  return feitos;
}

export function createAditivo({
  db,
  empresaId,
  usuarioId,
  input,
}: EmpresaScope & { usuarioId: number; input: AditivoCreate }): Promise<Aditivo> {
  return db.transaction(async (tx) => {
    const contrato = await contratoTravado(tx, empresaId, input.contrato);
    const atual = (await repo.findContrato(tx, empresaId, contrato.id))!;
    const comItens = atual.itens_quantidade > 0;
    if (input.valor != null && comItens) {
      throw invalidFields([{ field: 'valor', message: MEDICAO_ERRORS.aditivoValorEmContratoComItens }]);
    }
    if (input.itens != null && !comItens) {
      throw invalidFields([{ field: 'itens', message: MEDICAO_ERRORS.aditivoItensEmContratoSemItens }]);
    }
    if (input.prazo && contrato.data_inicio && input.prazo < contrato.data_inicio) {
      throw invalidFields([{ field: 'prazo', message: MEDICAO_ERRORS.prazoAntesDoInicio }]);
    }
    const numero = contrato.ultimo_aditivo + 1;
    const id = await medicoesRepo.insertAditivo(tx, {
      empresa_id: empresaId,
      contrato_id: contrato.id,
      numero,
      descricao: input.descricao,
      valor: '0',
      prazo: input.prazo ?? null,
      usuario_id: usuarioId,
    });
    const itens = input.itens
      ? await mudancasDeItens({ db: tx, empresaId, contrato, aditivoId: id, itens: input.itens })
      : [];
    const valor = input.valor ?? sumMoney(itens.map((i) => i.valor));
    const novoValor = addMoney(contrato.valor, valor);
    if (compareMoney(novoValor, VALOR_MAXIMO_CONTRATO) > 0) {
      throw invalidFields([{ field: 'itens', message: MEDICAO_ERRORS.valorAcimaDoLimite }]);
    }
    if (compareMoney(novoValor, '0') <= 0) {
      throw invalidFields([{ field: 'valor', message: MEDICAO_ERRORS.aditivoValorNaoPositivo }]);
    }
    if (compareMoney(novoValor, atual.medido) < 0) {
      const message = MEDICAO_ERRORS.aditivoAbaixoDoMedido(formatBRL(atual.medido));
      throw new AppError('CONFLICT', message, [{ field: 'valor', message }]);
    }
    await medicoesRepo.updateAditivo(tx, id, { valor, itens });
    await itensRepo.updateContratoValores(tx, contrato.id, {
      valor: novoValor,
      valor_aditivos: addMoney(contrato.valor_aditivos, valor),
      ultimo_aditivo: numero,
      ...(input.prazo ? { data_fim: input.prazo } : {}),
    });
    return (await medicoesRepo.listAditivos(tx, empresaId, contrato.id)).find((a) => a.id === id)!;
  });
}

export async function listAditivos({
  db,
  empresaId,
  contratoId,
}: EmpresaScope & { contratoId: number }): Promise<Aditivo[]> {
  await contratoDoCaminho(db, empresaId, contratoId);
  return medicoesRepo.listAditivos(db, empresaId, contratoId);
}
