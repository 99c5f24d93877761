import { toFieldErrors } from '@gdo/domain/api-error';
import { diarioCreateSchema } from '@gdo/domain/diario';
import { type DiarioFormValues, toPayload } from './diario-form-values';

// The domain's own rules for a report, and zod with them: imported by the form when it is first
// changed or saved, not with the screen, which draws without them (decision 219), as the login
// imports login-validation.ts.

/** The domain's own rules, checked before sending: field → first message, as the server answers. */
export function validationErrors(values: DiarioFormValues, obra: number): Record<string, string> {
  const parsed = diarioCreateSchema.safeParse(toPayload(values, obra));
  const errors: Record<string, string> = {};
  if (parsed.success) return errors;
  for (const { field, message } of toFieldErrors(parsed.error.issues)) errors[field] ??= message;
  return errors;
}
