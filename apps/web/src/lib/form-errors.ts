import type { FieldError } from '@gdo/domain/api-error';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import type { ZodType } from 'zod';

export type FormErrorMap = Record<string, string>;

// One message per field, keyed by field path: what a form shows under each field.
export function toErrorMap(errors: readonly FieldError[]): FormErrorMap {
  return Object.fromEntries(errors.map(({ field, message }) => [field, message]));
}

// Validates a form with the schema its server route uses, so each rule is written once; a field
// shows the first of its errors, as the API reports it (spec §3).
export const schemaResolver = (schema: ZodType) => zod4Resolver(schema, { errorPriority: 'first' });
