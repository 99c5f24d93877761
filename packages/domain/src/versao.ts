import { z } from 'zod';
import { requiredId } from './fields';

// Optimistic locking (decision 042). Every editable record carries `versao`, which the database
// raises by one on each write. An edit that sends back the versao it loaded is refused with a 409
// (API_ERRORS.registroAlterado) when someone saved the record in between; an edit without it
// overwrites, as before.

/** The optional field of every edit body. */
export const versaoInputShape = {
  versao: requiredId
    .optional()
    .describe(
      'A versão do registro que foi lida. Com ela, a alteração só é gravada se o registro ainda estiver nessa versão; se outra pessoa salvou antes, a resposta é 409. Sem ela, a última gravação prevalece.',
    ),
};

/** What every read of an editable record returns. */
export const versaoResponseShape = {
  versao: z.number().int().describe('Sobe de um a cada alteração do registro; envie-a de volta ao editar.'),
};

/** What every read of a stored record returns besides its own fields: its versao and when it was created and last changed. */
export const registroResponseShape = {
  ...versaoResponseShape,
  data_cadastro: z.iso.datetime({ offset: true }),
  data_alteracao: z.iso.datetime({ offset: true }),
};

/**
 * The body of an update call that carries the record's id (spec §7): every other field optional,
 * an absent one keeps its value, and the versao read for optimistic locking.
 */
export const updateBodySchema = <S extends z.ZodRawShape>(shape: S) =>
  z.object({ id: requiredId, ...z.object(shape).partial().shape, ...versaoInputShape });
