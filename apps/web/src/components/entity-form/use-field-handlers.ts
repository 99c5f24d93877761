import type { UseFormReturnType } from '@mantine/form';
import { useMemo, useRef } from 'react';
import type { FieldDef, FormValue, FormValues } from './entity-form-types';

export type FieldHandlers = { onChange: (value: FormValue) => void; onBlur: () => void };

// One stable pair of handlers per field, reading the latest form through a ref: a keystroke
// then re-renders only the field it changed (EntityField is memoised), not the whole form.
export function useFieldHandlers(
  form: UseFormReturnType<FormValues>,
  fields: FieldDef[],
  fillFromCep: (cep: string) => void,
): Record<string, FieldHandlers> {
  const latest = useRef({ form, fillFromCep });
  latest.current = { form, fillFromCep };
  return useMemo(
    () =>
      Object.fromEntries(
        fields.map((field) => [
          field.name,
          {
            onChange: (value: FormValue) => {
              latest.current.form.setFieldValue(field.name, value);
              if (field.kind === 'cep' && typeof value === 'string') latest.current.fillFromCep(value);
            },
            onBlur: () => {
              const current = latest.current.form;
              if (current.isDirty(field.name)) current.validateField(field.name);
            },
          },
        ]),
      ),
    [fields],
  );
}
