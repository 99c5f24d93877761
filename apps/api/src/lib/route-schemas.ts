import { MAX_ID } from '@gdo/domain/constants';
import { FIELD_MESSAGES } from '@gdo/domain/field-messages';
import { z } from 'zod';

export const messageSchema = z.object({ message: z.string() });

export const errorSchema = z.object({
  message: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});

// An id beyond int4 can match no record; refused here, it never reaches the database as an error.
const invalid = FIELD_MESSAGES.valorInvalido;
export const idParamsSchema = z.object({
  id: z.coerce.number({ error: invalid }).int(invalid).positive(invalid).max(MAX_ID, invalid),
});

/** Documented refusals every authenticated route may give. */
export const authErrorResponses = { 401: errorSchema, 403: errorSchema } as const;
