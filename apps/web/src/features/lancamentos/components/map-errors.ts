import type { FieldError } from '@gdo/domain/api-error';

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
