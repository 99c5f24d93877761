import { onlyDigits } from '@gdo/domain/cpf-cnpj';
import type { UseFormReturnType } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { cepQueryOptions, isCepLookupEnabled } from '@/lib/cep-lookup';
import type { FormValues } from './entity-form-types';

// When the user completes a CEP, fills street, district, city and UF from the lookup service,
// if one is configured and answers; otherwise the fields stay as they are, editable.
export function useCepFill(form: UseFormReturnType<FormValues>) {
  const queryClient = useQueryClient();
  return (cep: string) => {
    const digits = onlyDigits(cep);
    if (digits.length !== 8 || !isCepLookupEnabled()) return;
    void queryClient.fetchQuery(cepQueryOptions(digits)).then((address) => {
      // The user may have changed the CEP while the answer travelled.
      if (!address || onlyDigits(String(form.getValues().cep ?? '')) !== digits) return;
      for (const [field, value] of Object.entries(address)) {
        if (value && field in form.getValues()) form.setFieldValue(field, value);
      }
    });
  };
}
