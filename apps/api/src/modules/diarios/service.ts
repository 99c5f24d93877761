import type { DiarioCreate, DiarioEdit } from '@gdo/domain/diario';
import { DIARIO_MESSAGES } from '@gdo/domain/diario-constantes';
import type { Diario, DiarioListQuery, EtapaDoDiario } from '@gdo/domain/diario-response';
import { API_ERRORS } from '@gdo/domain/messages';
import type { DbOrTx, EmpresaScope } from '../../db/client';
import { AppError, invalidFields } from '../../lib/app-error';
import { onUniqueViolation } from '../../lib/pg-errors';
import { versaoConflict } from '../../lib/versao';
import { resolverConteudo } from './conteudo';
import type { FotoLinks } from './fotos-links';
import { etapasDoOrcamentoDaObra } from './referencias-repository';
import * as repo from './repository';

// The life of a rascunho (decision 070): created with the next número of its obra, edited, copied
// from the day before, deleted. A signed report refuses all of it (assinatura-service.ts).

export const diarioNotFound = () => new AppError('NOT_FOUND', DIARIO_MESSAGES.diarioNaoEncontrado);
const obraNotFound = () => new AppError('NOT_FOUND', API_ERRORS.obraNaoEncontrada);
const doDiaExiste = () =>
  new AppError('CONFLICT', DIARIO_MESSAGES.diarioDoDiaExiste, [
    { field: 'data', message: DIARIO_MESSAGES.diarioDoDiaExiste },
  ]);
const assinado = () => new AppError('CONFLICT', DIARIO_MESSAGES.diarioAssinado);

/** A second report for one obra and day, whoever wrote it first: the unique key is the last word. */
const umPorDia = <T>(work: () => Promise<T>) => onUniqueViolation('diarios_obra_data_key', doDiaExiste, work);

/** What a function answering reports needs besides the scope: how to sign their photos' links. */
export type ComLinks = { links: FotoLinks };

export async function listDiarios({
  db,
  empresaId,
  links,
  obraId,
  query,
}: EmpresaScope & ComLinks & { obraId: number; query: DiarioListQuery }) {
  if (!(await repo.obraExists(db, empresaId, obraId))) throw obraNotFound();
  const { rows, total } = await repo.listDiarios(db, empresaId, obraId, query);
  return { rows: rows.map(links.diario), total };
}

export async function getDiario({
  db,
  empresaId,
  links,
  id,
}: EmpresaScope & ComLinks & { id: number }): Promise<Diario> {
  const diario = await repo.findDiario(db, empresaId, id);
  if (!diario) throw diarioNotFound();
  return links.diario(diario);
}

/** The etapas and subetapas an atividade may name (no money): those of the obra's budget. */
export async function etapasDoDiario({
  db,
  empresaId,
  obraId,
}: EmpresaScope & { obraId: number }): Promise<EtapaDoDiario[]> {
  if (!(await repo.obraExists(db, empresaId, obraId))) throw obraNotFound();
  return (await etapasDoOrcamentoDaObra(db, empresaId, obraId)) ?? [];
}

/**
 * Inserts a rascunho with the obra's next número. The counter row is locked first, so simultaneous
 * creates for one obra take their turns, and one that fails (a day already written) rolls its
 * número back with it: no gap, no repeat.
 */
async function inserirRascunho({
  db: tx,
  empresaId,
  usuarioId,
  obraId,
  values,
}: EmpresaScope<DbOrTx> & {
  usuarioId: number;
  obraId: number;
  values: repo.DiarioValues;
}): Promise<repo.DiarioGuardado> {
  const sequencia = await repo.lockSequencia(tx, empresaId, obraId);
  if ((await repo.diarioDoDia(tx, obraId, values.data)) !== undefined) throw doDiaExiste();
  const numero = sequencia.ultimo_numero + 1;
  const id = await repo.insertDiario(tx, {
    ...values,
    empresa_id: empresaId,
    obra_id: obraId,
    numero,
    criado_por: usuarioId,
  });
  await repo.updateSequencia(tx, obraId, { ultimo_numero: numero });
  return (await repo.findDiario(tx, empresaId, id))!;
}

export async function createDiario({
  db,
  empresaId,
  links,
  usuarioId,
  input: { obra, ...input },
}: EmpresaScope & ComLinks & { usuarioId: number; input: DiarioCreate }): Promise<Diario> {
  const diario = await umPorDia(() =>
    db.transaction(async (tx) => {
      if (!(await repo.obraExists(tx, empresaId, obra))) {
        throw invalidFields([{ field: 'obra', message: API_ERRORS.obraNaoEncontrada }]);
      }
      const values = await resolverConteudo({ db: tx, empresaId, obraId: obra, input });
      return inserirRascunho({
        db: tx,
        empresaId,
        usuarioId,
        obraId: obra,
        // A create's input holds every field (the schema fills the defaults), so all are resolved.
        values: values as repo.DiarioValues,
      });
    }),
  );
  return links.diario(diario);
}

/** "Copiar do dia anterior": a rascunho for `data` with the efetivo and equipamentos of the report before it. */
export async function copiarAnterior({
  db,
  empresaId,
  links,
  usuarioId,
  obraId,
  data,
}: EmpresaScope & ComLinks & { usuarioId: number; obraId: number; data: string }): Promise<Diario> {
  const diario = await umPorDia(() =>
    db.transaction(async (tx) => {
      if (!(await repo.obraExists(tx, empresaId, obraId))) throw obraNotFound();
      const anterior = await repo.diarioAnterior(tx, empresaId, obraId, data);
      if (!anterior) throw new AppError('CONFLICT', DIARIO_MESSAGES.semAnterior);
      return inserirRascunho({
        db: tx,
        empresaId,
        usuarioId,
        obraId,
        values: {
          data,
          clima: { manha: null, tarde: null, noite: null },
          efetivo: anterior.efetivo,
          equipamentos: anterior.equipamentos,
          atividades: [],
          ocorrencias: [],
          observacoes: null,
          observacoes_fiscal: null,
        },
      });
    }),
  );
  return links.diario(diario);
}

/** Changes only the fields sent, while the report is a rascunho; with `versao`, only that version. */
export async function editDiario({
  db,
  empresaId,
  links,
  id,
  input: { versao, ...input },
}: EmpresaScope & ComLinks & { id: number; input: DiarioEdit }): Promise<Diario> {
  const diario = await umPorDia(() =>
    db.transaction(async (tx) => {
      const current = await repo.findDiarioRow(tx, empresaId, id, { lock: true });
      if (!current) throw diarioNotFound();
      if (current.status !== 'rascunho') throw assinado();
      const values = await resolverConteudo({ db: tx, empresaId, obraId: current.obra_id, input });
      // The row is locked and there: matching nothing means another versao.
      if (!(await repo.updateDiario(tx, empresaId, id, values, versao))) throw versaoConflict();
      return (await repo.findDiario(tx, empresaId, id))!;
    }),
  );
  return links.diario(diario);
}

/**
 * Deletes a rascunho. Its número goes back: the obra's later reports move down by one, which only
 * rascunhos may do (a signed report's número is in its hash), so a later signed report refuses it.
 */
export async function deleteDiario({
  db,
  empresaId,
  id,
}: EmpresaScope & { id: number }): Promise<{ message: string }> {
  await db.transaction(async (tx) => {
    const found = await repo.findDiarioRow(tx, empresaId, id);
    if (!found) throw diarioNotFound();
    const sequencia = await repo.lockSequencia(tx, empresaId, found.obra_id);
    const current = await repo.findDiarioRow(tx, empresaId, id, { lock: true });
    if (!current) throw diarioNotFound();
    if (current.status !== 'rascunho')
      throw new AppError('CONFLICT', DIARIO_MESSAGES.diarioAssinadoNaoExclui);
    if (await repo.signedAfter(tx, current.obra_id, current.numero)) {
      throw new AppError('CONFLICT', DIARIO_MESSAGES.assinadoDepois);
    }
    await repo.deleteAndRenumber(tx, current);
    await repo.updateSequencia(tx, current.obra_id, { ultimo_numero: sequencia.ultimo_numero - 1 });
  });
  return { message: DIARIO_MESSAGES.diarioExcluido };
}
