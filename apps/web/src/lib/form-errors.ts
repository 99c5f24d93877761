import { type FieldError, toFieldErrors } from '@gdo/domain/api-error';

type Issue = { readonly path: readonly PropertyKey[]; readonly message: string };

// What a domain (zod) schema's safeParse answers, seen only as far as a form needs it.
type ValidatingSchema<T> = {
  safeParse: (values: T) => { success: true } | { success: false; error: { issues: readonly Issue[] } };
};

export type FormErrorMap = Record<string, string>;

// One message per field, keyed by field path: what a form shows under each field.
export function toErrorMap(errors: readonly FieldError[]): FormErrorMap {
  return Object.fromEntries(errors.map(({ field, message }) => [field, message]));
}

// Validates a form with the schema its server route uses, so each rule is written once.
export function schemaValidator<T>(schema: ValidatingSchema<T>): (values: T) => FormErrorMap {
  return (values) => {
    const result = schema.safeParse(values);
    return result.success ? {} : toErrorMap(toFieldErrors(result.error.issues));
  };
}
