import { diaNoCanteiro } from '@gdo/domain/fuso';
import { type Liberacao, type LiberacaoCreate, MEDICAO_ERRORS } from '@gdo/domain/medicao';
import { compareMoney, formatBRL, subtractMoney } from '@gdo/domain/money';
import type { EmpresaScope } from '../../db/client';
import { AppError, invalidFields } from '../../lib/app-error';
import { criarContasAPagar, nomeDoContrato } from './contas-a-pagar';
import { contratoDoCaminho } from './contrato-existe';
import * as medicoesRepo from './medicoes-repository';
import * as repo from './repository';

// Releasing what is retained (decision 133): all of it, or `valor`, becomes a payable in the obra's
// RDO, split over the etapas/subetapas in proportion to what the approved medições measured in each.

export function liberarRetencao({
  db,
  empresaId,
  usuarioId,
  contratoId,
  input,
}: EmpresaScope & { usuarioId: number; contratoId: number; input: LiberacaoCreate }): Promise<Liberacao> {
  return db.transaction(async (tx) => {
    const contrato = await contratoDoCaminho(tx, empresaId, contratoId, { lock: true });
    const { retido } = (await repo.findContrato(tx, empresaId, contratoId))!;
    if (compareMoney(retido, '0') <= 0) throw new AppError('CONFLICT', MEDICAO_ERRORS.semRetido);
    const valor = input.valor ?? retido;
    if (compareMoney(valor, '0') <= 0 || compareMoney(valor, retido) > 0) {
      throw invalidFields([
        { field: 'valor', message: MEDICAO_ERRORS.liberacaoAcimaDoRetido(formatBRL(retido)) },
      ]);
    }
    const rateio = await medicoesRepo.medidoPorEtapa(tx, contrato);
    if (rateio.length === 0) throw new AppError('CONFLICT', MEDICAO_ERRORS.semEtapaParaLiberar);
    const data = input.data ?? diaNoCanteiro();
    const id = await medicoesRepo.insertLiberacao(tx, {
      empresa_id: empresaId,
      contrato_id: contratoId,
      valor,
      data,
      usuario_id: usuarioId,
    });
    const lancamentos = await criarContasAPagar({
      db: tx,
      empresaId,
      usuarioId,
      contrato,
      data,
      total: valor,
      rateio,
      descricao: `Liberação da retenção — ${nomeDoContrato(contrato)}`.slice(0, 500),
      origem: { liberacao_id: id },
    });
    return { id, contrato: contratoId, valor, data, retido: subtractMoney(retido, valor), lancamentos };
  });
}
