import { z } from 'zod';

export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

// The body of every error answer of the API.
export const apiErrorSchema = z.object({
  message: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
});

export type ApiError = z.infer<typeof apiErrorSchema>;

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

// One error per field, the first found (spec §3), with nested paths as 'itens.0.quantidade'.
// An issue about the whole object gets the field ''.
export function toFieldErrors(issues: readonly Issue[]): FieldError[] {
  const byField = new Map<string, string>();
  for (const issue of issues) {
    const field = issue.path.map(String).join('.');
    if (!byField.has(field)) byField.set(field, issue.message);
  }
  return [...byField].map(([field, message]) => ({ field, message }));
}
