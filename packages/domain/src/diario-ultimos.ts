import { z } from 'zod';
import { MAX_ID } from './constants';
import { STATUS_DIARIO } from './diario-constantes';
import { digitsToNumber } from './paging';

// The last report of several obras in one answer (decision 185): the diário's way in (/obras/diario,
// decision 170) shows a page of obras, each with its last report and today's action.

/** How many obras one call may ask about: the way in shows 20 a page. */
export const ULTIMOS_MAX_OBRAS = 50;

export const DIARIO_ULTIMOS_MESSAGES = {
  obrasInvalidas: 'Informe as obras pelos seus números, separados por vírgula (por exemplo, 1,2,3).',
  obrasDemais: `Informe no máximo ${ULTIMOS_MAX_OBRAS} obras por vez.`,
} as const;

const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_ID;

/**
 * `?obras=1,2,3`: obra ids in plain digits, separated by commas, at most ULTIMOS_MAX_OBRAS; a
 * repeated id counts once. The list is cut at one past the cap before any id is read, so a huge
 * list costs no more than a short one.
 */
export const diarioUltimosQuerySchema = z.object({
  obras: z
    .string({ error: DIARIO_ULTIMOS_MESSAGES.obrasInvalidas })
    .transform((texto, ctx) => {
      const partes = texto.split(',', ULTIMOS_MAX_OBRAS + 1);
      if (partes.length > ULTIMOS_MAX_OBRAS) {
        ctx.addIssue({ code: 'custom', message: DIARIO_ULTIMOS_MESSAGES.obrasDemais });
        return z.NEVER;
      }
      const ids = partes.map(digitsToNumber);
      if (!ids.every(isId)) {
        ctx.addIssue({ code: 'custom', message: DIARIO_ULTIMOS_MESSAGES.obrasInvalidas });
        return z.NEVER;
      }
      return [...new Set(ids)];
    })
    .meta({ description: `Ids de obras separados por vírgula, no máximo ${ULTIMOS_MAX_OBRAS}.` }),
});

export type DiarioUltimosQuery = z.infer<typeof diarioUltimosQuerySchema>;

/** One obra asked about and its last report by date (null: none yet). No money. */
export const ultimoDiarioSchema = z.object({
  obra: z.number().int(),
  ultimo: z
    .object({
      id: z.number().int(),
      numero: z.number().int(),
      data: z.iso.date(),
      status: z.enum(STATUS_DIARIO),
    })
    .nullable(),
});

export type UltimoDiario = z.infer<typeof ultimoDiarioSchema>;
