import { DIARIO_MESSAGES } from '@gdo/domain/diario-constantes';
import type { Diario, Verificacao } from '@gdo/domain/diario-response';
import { API_ERRORS } from '@gdo/domain/messages';
import type { DbOrTx, EmpresaScope } from '../../db/client';
import { AppError, invalidFields } from '../../lib/app-error';
import { versaoConflict } from '../../lib/versao';
import { fotosDosDiarios } from './fotos-repository';
import { FORMA_HASH, FORMAS_HASH, hashDaRetificacao, hashDoDiario } from './hash';
import * as repo from './repository';
import { type ComLinks, diarioNotFound } from './service';

// Signing and retificações: each adds one link to the obra's chain (decision 070), under the
// obra's counter row, so two signatures of one obra never take the same place or previous hash.

type Assinante = EmpresaScope & ComLinks & { usuarioId: number; id: number };

/** The report's row and the obra's counter, both locked for the rest of the transaction. */
async function travar({ db: tx, empresaId, id }: EmpresaScope<DbOrTx> & { id: number }) {
  const found = await repo.findDiarioRow(tx, empresaId, id);
  if (!found) throw diarioNotFound();
  const sequencia = await repo.lockSequencia(tx, empresaId, found.obra_id);
  const row = (await repo.findDiarioRow(tx, empresaId, id, { lock: true }))!;
  return { row, sequencia };
}

/** Closes a rascunho: from now on it changes only by retificações. */
export async function assinarDiario({
  db,
  empresaId,
  links,
  usuarioId,
  id,
  versao,
}: Assinante & { versao: number | undefined }): Promise<Diario> {
  await db.transaction(async (tx) => {
    const { row, sequencia } = await travar({ db: tx, empresaId, id });
    if (row.status !== 'rascunho') throw new AppError('CONFLICT', DIARIO_MESSAGES.diarioJaAssinado);
    if (versao !== undefined && versao !== row.versao) throw versaoConflict();
    if (row.clima.manha === null || row.clima.tarde === null) {
      throw invalidFields(
        (['manha', 'tarde'] as const)
          .filter((turno) => row.clima[turno] === null)
          .map((turno) => ({ field: `clima.${turno}`, message: DIARIO_MESSAGES.climaParaAssinar })),
      );
    }
    const assinatura = {
      assinado_por: usuarioId,
      assinado_em: new Date(),
      elo: sequencia.ultimo_elo + 1,
      hash_anterior: sequencia.ultimo_hash,
    };
    // The row is locked: no photo is added or removed while it is hashed.
    const fotos = (await fotosDosDiarios(tx, empresaId, [id])).get(id) ?? [];
    const hash = hashDoDiario(row, assinatura, { fotos });
    await repo.signDiario(tx, id, { ...assinatura, forma_hash: FORMA_HASH, hash });
    await repo.updateSequencia(tx, row.obra_id, { ultimo_elo: assinatura.elo, ultimo_hash: hash });
  });
  return links.diario((await repo.findDiario(db, empresaId, id))!);
}

/** Appends a signed note to a signed report; the report itself never changes. */
export async function retificarDiario({
  db,
  empresaId,
  links,
  usuarioId,
  id,
  texto,
}: Assinante & { texto: string }): Promise<Diario> {
  await db.transaction(async (tx) => {
    const { row, sequencia } = await travar({ db: tx, empresaId, id });
    if (row.status !== 'assinado') throw new AppError('CONFLICT', DIARIO_MESSAGES.diarioNaoAssinado);
    const retificacao = {
      empresa_id: empresaId,
      obra_id: row.obra_id,
      diario_id: id,
      texto,
      assinado_por: usuarioId,
      assinado_em: new Date(),
      elo: sequencia.ultimo_elo + 1,
      hash_anterior: sequencia.ultimo_hash,
    };
    const hash = hashDaRetificacao(retificacao);
    await repo.insertRetificacao(tx, { ...retificacao, forma_hash: FORMA_HASH, hash });
    await repo.updateSequencia(tx, row.obra_id, { ultimo_elo: retificacao.elo, ultimo_hash: hash });
  });
  return links.diario((await repo.findDiario(db, empresaId, id))!);
}

type Elo = {
  elo: number | null;
  hash: string | null;
  hash_anterior: string | null;
  recomputado: string | null;
};

/** A link holds when it sits at its place, follows the previous link's hash and hashes to what it stores. */
function elosIntegros(elos: Elo[]): boolean[] {
  let anterior: string | null = null;
  return elos.map((elo, i) => {
    const ok =
      elo.elo === i + 1 &&
      elo.hash !== null &&
      elo.hash_anterior === anterior &&
      elo.recomputado === elo.hash;
    anterior = elo.hash;
    return ok;
  });
}

/**
 * Recomputes every hash of the obra's chain from the stored rows. A row changed, removed or
 * inserted behind the product's back breaks its own link or the next one's; links missing at the
 * end show against the counter.
 */
export async function verificarObra({
  db,
  empresaId,
  obraId,
}: EmpresaScope & { obraId: number }): Promise<Verificacao> {
  if (!(await repo.obraExists(db, empresaId, obraId)))
    throw new AppError('NOT_FOUND', API_ERRORS.obraNaoEncontrada);
  // One snapshot: a signature landing between two reads would look like a broken chain.
  const { ultimoElo, relatorios, retificacoes, fotos } = await db.transaction(
    (tx) => repo.cadeiaDaObra(tx, empresaId, obraId),
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const deRelatorios = relatorios.map((r) => ({
    diario: r.id,
    elo: r.elo,
    hash: r.hash,
    hash_anterior: r.hash_anterior,
    recomputado:
      r.status === 'assinado' &&
      r.forma_hash !== null &&
      FORMAS_HASH.includes(r.forma_hash) &&
      r.assinado_por !== null &&
      r.assinado_em !== null &&
      r.elo !== null
        ? hashDoDiario(
            r,
            { ...r, assinado_por: r.assinado_por, assinado_em: r.assinado_em, elo: r.elo },
            { forma: r.forma_hash, fotos: fotos.get(r.id) ?? [] },
          )
        : null,
  }));
  const deRetificacoes = retificacoes.map((r) => ({
    diario: r.diario_id,
    elo: r.elo,
    hash: r.hash,
    hash_anterior: r.hash_anterior,
    recomputado: FORMAS_HASH.includes(r.forma_hash) ? hashDaRetificacao(r) : null,
  }));
  const elos = [...deRelatorios, ...deRetificacoes].sort((a, b) => (a.elo ?? 0) - (b.elo ?? 0));
  const integros = elosIntegros(elos);
  const quebrados = new Set(elos.filter((_, i) => !integros[i]).map((e) => e.diario));
  const resultado = relatorios.map((r) => ({ id: r.id, numero: r.numero, integro: !quebrados.has(r.id) }));
  return {
    integro: quebrados.size === 0 && elos.length === ultimoElo,
    relatorios: resultado,
  };
}
