import type { UseFormReturnType } from '@mantine/form';
import type { LancamentoFormValues } from './lancamento-form-values';

type DateName = 'data_lancamento' | 'data_nf' | 'data_vencimento' | 'data_pagamento';

// A DateField bound to one of the entry's dates.
export function dateProps(form: UseFormReturnType<LancamentoFormValues>, name: DateName) {
  return {
    value: form.values[name],
    error: form.errors[name] as string | undefined,
    onChange: (value: string) => form.setFieldValue(name, value),
    onBlur: () => undefined,
  };
}
