import type { FieldError } from '@gdo/domain/api-error';
import { diaNoCanteiro } from '@gdo/domain/fuso';
import {
  MEDICAO_ERRORS,
  MEDICAO_MESSAGES,
  type Medicao,
  type MedicaoCreate,
  type MedicaoEdit,
} from '@gdo/domain/medicao';
import { brutoPorPercentual, medirItens, valoresDaMedicao } from '@gdo/domain/medicao-calculo';
import {
  addMoney,
  compareMoney,
  formatBRL,
  formatQuantity,
  subtractMoney,
  subtractQuantities,
} from '@gdo/domain/money';
import type { DbOrTx, EmpresaScope } from '../../db/client';
import { AppError, invalidFields } from '../../lib/app-error';
import { versaoConflict } from '../../lib/versao';
import { contratoTravado } from './aditivos-service';
import { criarContasAPagar, nomeDoContrato, type Rateio } from './contas-a-pagar';
import { contratoDoCaminho } from './contrato-existe';
import * as itensRepo from './itens-repository';
import { itensMediveis } from './itens-service';
import * as medicoesRepo from './medicoes-repository';
import * as repo from './repository';

// Medições (decisions 130–133). Numbered per contract from the contract row's counter under its
// lock (decision 131); every write of a medição holds that lock, so two approvals of one contract
// run one after the other and the second sees what the first measured. A rascunho's figures are
// computed against the approved medições when it is saved and computed again at approval.

const naoEncontrada = () => new AppError('NOT_FOUND', MEDICAO_ERRORS.medicaoNaoEncontrada);

type Medida = { itens?: { item: number; quantidade: string }[] | null; percentual?: string | null };

/** The figures of a medição against the contract as it stands; refuses what goes beyond it. */
async function calcular({
  db: tx,
  empresaId,
  contrato,
  medida,
  exceto,
}: EmpresaScope<DbOrTx> & { contrato: repo.ContratoRow; medida: Medida; exceto?: number }) {
  const itens = await itensMediveis(tx, empresaId, contrato.id, exceto);
  const somas = await medicoesRepo.somasAprovadas(tx, contrato.id, exceto);
  const termos = {
    retencao_percentual: contrato.retencao_percentual,
    amortizacao_percentual: contrato.amortizacao_percentual,
    adiantamento: contrato.adiantamento,
  };
  if (itens.length > 0) {
    if (medida.itens == null)
      throw invalidFields([{ field: 'itens', message: MEDICAO_ERRORS.contratoComItens }]);
    const medidas = medida.itens.filter((m) => compareMoney(m.quantidade, '0') > 0);
    if (medidas.length === 0)
      throw invalidFields([{ field: 'itens', message: MEDICAO_MESSAGES.semQuantidades }]);
    const medidos = medirItens(itens, medidas);
    const errors: FieldError[] = [];
    for (const [index, m] of medida.itens.entries()) {
      const item = itens.find((i) => i.id === m.item);
      if (medidos.desconhecidos.includes(m.item)) {
        errors.push({ field: `itens.${index}.item`, message: MEDICAO_ERRORS.itemDesconhecido });
      } else if (item && medidos.excedidos.includes(m.item)) {
        const resta = formatQuantity(subtractQuantities(item.quantidade_contratada, item.medido));
        errors.push({
          field: `itens.${index}.quantidade`,
          message: MEDICAO_ERRORS.alemDoContratado(resta, item.unidade),
        });
      }
    }
    if (errors.length > 0) throw invalidFields(errors);
    return {
      percentual: null,
      linhas: medidos.linhas.map((l) => ({ item_id: l.item, quantidade: l.quantidade, valor: l.valor })),
      valores: valoresDaMedicao(medidos.valor_bruto, termos, somas.amortizado),
    };
  }
  if (medida.percentual == null)
    throw invalidFields([{ field: 'percentual', message: MEDICAO_ERRORS.contratoSemItens }]);
  if (contrato.etapa_id === null || contrato.subetapa_id === null) {
    throw invalidFields([{ field: 'percentual', message: MEDICAO_ERRORS.contratoSemEtapa }]);
  }
  const bruto = brutoPorPercentual(contrato.valor, medida.percentual);
  if (compareMoney(addMoney(somas.medido, bruto), contrato.valor) > 0) {
    const resta = formatBRL(subtractMoney(contrato.valor, somas.medido));
    throw invalidFields([{ field: 'percentual', message: MEDICAO_ERRORS.percentualAlemDoContrato(resta) }]);
  }
  return {
    percentual: medida.percentual,
    linhas: [],
    valores: valoresDaMedicao(bruto, termos, somas.amortizado),
  };
}

async function semSobreposicao(
  tx: DbOrTx,
  contratoId: number,
  periodo: { de: string; ate: string; exceto?: number },
) {
  const numero = await medicoesRepo.medicaoSobreposta(tx, contratoId, periodo);
  if (numero !== undefined) {
    const message = MEDICAO_ERRORS.periodoSobreposto(numero);
    throw new AppError('CONFLICT', message, [{ field: 'periodo_de', message }]);
  }
}

async function lerMedicao(tx: DbOrTx, empresaId: number, contratoId: number, id: number): Promise<Medicao> {
  return (await medicoesRepo.listMedicoes(tx, empresaId, contratoId, [id]))[0]!;
}

export function createMedicao({
  db,
  empresaId,
  usuarioId,
  input,
}: EmpresaScope & { usuarioId: number; input: MedicaoCreate }): Promise<Medicao> {
  return db.transaction(async (tx) => {
    const contrato = await contratoTravado(tx, empresaId, input.contrato);
    await semSobreposicao(tx, contrato.id, { de: input.periodo_de, ate: input.periodo_ate });
    const { percentual, linhas, valores } = await calcular({ db: tx, empresaId, contrato, medida: input });
    const numero = contrato.ultima_medicao + 1;
    await itensRepo.updateContratoValores(tx, contrato.id, { ultima_medicao: numero });
    const id = await medicoesRepo.insertMedicao(
      tx,
      {
        empresa_id: empresaId,
        contrato_id: contrato.id,
        numero,
        usuario_id: usuarioId,
        periodo_de: input.periodo_de,
        periodo_ate: input.periodo_ate,
        percentual,
        ...valores,
      },
      linhas,
    );
    return lerMedicao(tx, empresaId, contrato.id, id);
  });
}

/** The medição and its contract, locked in that order (the contract first, as every writer does). */
async function travar(tx: DbOrTx, empresaId: number, id: number) {
  const lida = await medicoesRepo.findMedicaoRow(tx, empresaId, id);
  if (!lida) throw naoEncontrada();
  const contrato = (await repo.findContratoRow(tx, empresaId, lida.contrato_id, { lock: true }))!;
  const medicao = (await medicoesRepo.findMedicaoRow(tx, empresaId, id, { lock: true }))!;
  if (medicao.status === 'aprovada') throw new AppError('CONFLICT', MEDICAO_ERRORS.medicaoAprovada);
  return { contrato, medicao };
}

async function medidaGuardada(
  tx: DbOrTx,
  empresaId: number,
  medicao: medicoesRepo.MedicaoRow,
): Promise<Medida> {
  if (medicao.percentual !== null) return { percentual: medicao.percentual };
  const lida = await lerMedicao(tx, empresaId, medicao.contrato_id, medicao.id);
  return { itens: lida.itens.map((i) => ({ item: i.item, quantidade: i.quantidade })) };
}

export function editMedicao({
  db,
  empresaId,
  id,
  input: { versao, ...input },
}: EmpresaScope & { id: number; input: MedicaoEdit }): Promise<Medicao> {
  return db.transaction(async (tx) => {
    const { contrato, medicao } = await travar(tx, empresaId, id);
    const periodo = {
      de: input.periodo_de ?? medicao.periodo_de,
      ate: input.periodo_ate ?? medicao.periodo_ate,
    };
    if (periodo.ate < periodo.de) {
      throw invalidFields([{ field: 'periodo_ate', message: MEDICAO_MESSAGES.periodoInvertido }]);
    }
    await semSobreposicao(tx, contrato.id, { ...periodo, exceto: id });
    const sentMedida = input.itens != null || input.percentual != null;
    const medida = sentMedida ? input : await medidaGuardada(tx, empresaId, medicao);
    const { percentual, linhas, valores } = await calcular({
      db: tx,
      empresaId,
      contrato,
      medida,
      exceto: id,
    });
    const values = { periodo_de: periodo.de, periodo_ate: periodo.ate, percentual, ...valores };
    if (!(await medicoesRepo.updateMedicao(tx, { id, empresaId, versao }, values, linhas)))
      throw versaoConflict();
    return lerMedicao(tx, empresaId, contrato.id, id);
  });
}

/**
 * Deletes a rascunho (decision 172). Only the contract's last medição: its number goes back to the
 * counter, so the numbers stay without gaps and an approved medição's number never changes.
 */
export function deleteMedicao({
  db,
  empresaId,
  id,
}: EmpresaScope & { id: number }): Promise<{ message: string }> {
  return db.transaction(async (tx) => {
    const { contrato, medicao } = await travar(tx, empresaId, id);
    if (medicao.numero !== contrato.ultima_medicao) {
      throw new AppError('CONFLICT', MEDICAO_ERRORS.naoEhAUltima(contrato.ultima_medicao));
    }
    await medicoesRepo.deleteMedicao(tx, empresaId, id);
    await itensRepo.updateContratoValores(tx, contrato.id, { ultima_medicao: medicao.numero - 1 });
    return { message: MEDICAO_MESSAGES.medicaoExcluida(medicao.numero) };
  });
}

/** How the payable is charged: the medição's value per etapa/subetapa of its itens, or the contract's. */
function rateioDaMedicao(
  contrato: repo.ContratoRow,
  itens: Awaited<ReturnType<typeof itensRepo.listItens>>,
  linhas: { item_id: number; valor: string }[],
  bruto: string,
): Rateio[] {
  if (linhas.length === 0) {
    return [{ etapa_id: contrato.etapa_id!, subetapa_id: contrato.subetapa_id!, valor: bruto }];
  }
  const grupos = new Map<string, Rateio>();
  for (const linha of linhas) {
    const item = itens.find((i) => i.id === linha.item_id)!;
    const chave = `${item.etapa}/${item.subetapa}`;
    const grupo = grupos.get(chave) ?? { etapa_id: item.etapa, subetapa_id: item.subetapa, valor: '0.00' };
    grupos.set(chave, { ...grupo, valor: addMoney(grupo.valor, linha.valor) });
  }
  // In key order: each payable's insert takes its RDO totals row (documento × etapa) until commit,
  // so two approvals of contracts of one obra must take them in the same order or they deadlock.
  return [...grupos.values()].sort((a, b) => a.etapa_id - b.etapa_id || a.subetapa_id - b.subetapa_id);
}

export function aprovarMedicao({
  db,
  empresaId,
  usuarioId,
  id,
}: EmpresaScope & { usuarioId: number; id: number }): Promise<Medicao> {
  return db.transaction(async (tx) => {
    const { contrato, medicao } = await travar(tx, empresaId, id);
    const medida = await medidaGuardada(tx, empresaId, medicao);
    const { percentual, linhas, valores } = await calcular({
      db: tx,
      empresaId,
      contrato,
      medida,
      exceto: id,
    });
    const hoje = diaNoCanteiro();
    const values = {
      periodo_de: medicao.periodo_de,
      periodo_ate: medicao.periodo_ate,
      percentual,
      ...valores,
      status: 'aprovada' as const,
      aprovada_em: hoje,
      aprovada_por: usuarioId,
    };
    await medicoesRepo.updateMedicao(tx, { id, empresaId }, values, linhas);
    const itens = await itensRepo.listItens(tx, empresaId, contrato.id);
    await criarContasAPagar({
      db: tx,
      empresaId,
      usuarioId,
      contrato,
      data: hoje,
      total: valores.valor_liquido,
      rateio: rateioDaMedicao(contrato, itens, linhas, valores.valor_bruto),
      descricao: `Medição nº ${medicao.numero} — ${nomeDoContrato(contrato)}`.slice(0, 500),
      origem: { medicao_id: id },
    });
    return lerMedicao(tx, empresaId, contrato.id, id);
  });
}

export async function listMedicoes({ db, empresaId, contratoId }: EmpresaScope & { contratoId: number }) {
  await contratoDoCaminho(db, empresaId, contratoId);
  return medicoesRepo.listMedicoes(db, empresaId, contratoId);
}

export async function getMedicao({ db, empresaId, id }: EmpresaScope & { id: number }): Promise<Medicao> {
  const row = await medicoesRepo.findMedicaoRow(db, empresaId, id);
  if (!row) throw naoEncontrada();
  return lerMedicao(db, empresaId, row.contrato_id, id);
}
