import { Input } from '@mantine/core';
import { type ReactNode, useId } from 'react';

// What the wrapped control needs to be labelled and tied to its error text.
export type FieldControlProps = {
  id: string;
  error: boolean;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
};

type FormFieldProps = {
  label: ReactNode;
  // One message per field: a form keeps only the first error of each field (spec §3).
  error?: string | null;
  description?: ReactNode;
  required?: boolean;
  children: (control: FieldControlProps) => ReactNode;
};

export function FormField({ label, error, description, required, children }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Input.Wrapper
      id={id}
      label={label}
      description={description}
      error={error || undefined}
      errorProps={{ id: errorId }}
      required={required}
    >
      {children({
        id,
        error: Boolean(error),
        'aria-invalid': Boolean(error),
        'aria-describedby': error ? errorId : undefined,
      })}
    </Input.Wrapper>
  );
}
