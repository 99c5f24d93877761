import { type FieldError, toFieldErrors } from '@gdo/domain/api-error';
import { lancamentoCreateSchema, lancamentoEditSchema } from '@gdo/domain/lancamento';
import { type LancamentoFormValues, toCreatePayload, toEditPayload } from './lancamento-form-values';

const ROW_FIELDS: Record<string, string> = {
  etapa: 'etapa',
  subetapa: 'subetapa',
  descricao: 'descricao',
  valor_comprometido: 'valor',
  valor_pagamento: 'valor',
};

// The API's (and the schema's) field errors, under the form's fields: the row's own fields to that row.
export function formErrors(errors: readonly FieldError[], index: number): Record<string, string> {
  const mapped: Record<string, string> = {};
  for (const { field, message } of errors) {
    const root = field.split('.')[0] ?? field;
    const key =
      root in ROW_FIELDS ? `itens.${index}.${ROW_FIELDS[root]}` : root === 'parcelas' ? 'parcelas' : root;
    mapped[key] ??= message;
  }
  return mapped;
}

/** The form checked with the API's own schemas, before sending: each row as the body it becomes. */
export function validationErrors(
  values: LancamentoFormValues,
  obra: number,
  editMode: boolean,
): Record<string, string> {
  const errors: Record<string, string> = {};
  values.itens.forEach((_item, index) => {
    const result = editMode
      ? lancamentoEditSchema.safeParse(toEditPayload(values, obra))
      : lancamentoCreateSchema.safeParse(toCreatePayload(values, obra, index));
    if (!result.success) Object.assign(errors, formErrors(toFieldErrors(result.error.issues), index));
  });
  if (!values.fornecedor) errors.fornecedor = 'Escolha o fornecedor.';
  return errors;
}
