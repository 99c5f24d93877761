import { UFS } from '@gdo/domain/endereco';
import { maskCep, maskCpf, maskCpfCnpj, maskDecimal, maskTelefone } from '@gdo/domain/masks';
import { Checkbox, NativeSelect, PasswordInput, TextInput } from '@mantine/core';
import { type ChangeEvent, memo } from 'react';
import { FormCheckboxRow } from '@/components/ui/form/form-row';
import { DateField } from './date-field';
import type { FieldDef, FieldKind, FormValue } from './entity-form-types';

export type EntityFieldProps = {
  field: FieldDef;
  value: FormValue;
  error: string | undefined;
  onChange: (value: FormValue) => void;
  onBlur: () => void;
  record: Record<string, unknown> | undefined;
};

const MASKS: Partial<Record<FieldKind, (value: string) => string>> = {
  cpfCnpj: maskCpfCnpj,
  cpf: maskCpf,
  telefone: maskTelefone,
  cep: maskCep,
  decimal: maskDecimal,
};

const INPUT_MODES: Partial<Record<FieldKind, 'numeric' | 'tel' | 'email' | 'decimal'>> = {
  cpf: 'numeric',
  telefone: 'tel',
  cep: 'numeric',
  email: 'email',
  decimal: 'decimal',
};

const PLACEHOLDERS: Partial<Record<FieldKind, string>> = {
  cpfCnpj: 'CPF ou CNPJ',
  cpf: '000.000.000-00',
  telefone: '(00) 00000-0000',
  cep: '00000-000',
  email: 'nome@empresa.com.br',
  decimal: '0,00',
};

function options(field: FieldDef) {
  const entries = Object.entries(field.options ?? {}).map(([value, label]) => ({ value, label }));
  return field.required ? entries : [{ value: '', label: 'Não informado' }, ...entries];
}

// One field of the generic form, drawn by its kind; every one has a visible label. Memoised:
// it re-renders only when its own value or error changes.
export const EntityField = memo(function EntityField({
  field,
  value,
  error,
  onChange,
  onBlur,
  record,
}: EntityFieldProps) {
  const common = {
    // The hint goes under the input, so the inputs of a row stay aligned.
    inputWrapperOrder: ['label', 'input', 'description', 'error'] as (
      | 'label'
      | 'input'
      | 'description'
      | 'error'
    )[],
    label: field.label,
    required: field.required ?? false,
    description: field.description,
    error,
    onBlur,
  };
  const text = typeof value === 'string' ? value : '';

  switch (field.kind) {
    case 'checkboxes':
      return (
        // The group's description above its boxes: under them it read as the last box's own (the
        // roles' explanation under "Somente leitura").
        <Checkbox.Group
          {...common}
          inputWrapperOrder={['label', 'description', 'input', 'error']}
          value={Array.isArray(value) ? value : []}
          onChange={onChange}
        >
          <FormCheckboxRow>
            {Object.entries(field.options ?? {}).map(([option, label]) => (
              <Checkbox key={option} value={option} label={label} mt="xs" />
            ))}
          </FormCheckboxRow>
        </Checkbox.Group>
      );
    case 'choice':
      return (
        <NativeSelect
          {...common}
          value={text}
          onChange={(event) => onChange(event.currentTarget.value)}
          data={options(field)}
        />
      );
    case 'uf':
      return (
        <NativeSelect
          {...common}
          value={text}
          onChange={(event) => onChange(event.currentTarget.value)}
          data={[{ value: '', label: 'Selecione' }, ...UFS.map((uf) => ({ value: uf, label: uf }))]}
        />
      );
    case 'date':
      return <DateField {...common} value={text} onChange={onChange} />;
    case 'password':
      return (
        <PasswordInput
          {...common}
          value={text}
          onChange={(event) => onChange(event.currentTarget.value)}
          autoComplete="new-password"
          visibilityToggleButtonProps={{ 'aria-label': 'Mostrar ou ocultar a senha' }}
        />
      );
    case 'reference': {
      const Control = field.Control;
      if (!Control) throw new Error(`Field ${field.name} has no control`);
      return <Control {...common} value={text} onChange={onChange} record={record} />;
    }
    default: {
      const mask = MASKS[field.kind];
      return (
        <TextInput
          {...common}
          value={text}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            const typed = event.currentTarget.value;
            onChange(mask ? mask(typed) : typed);
          }}
          type={field.kind === 'email' ? 'email' : 'text'}
          inputMode={INPUT_MODES[field.kind]}
          placeholder={field.placeholder ?? PLACEHOLDERS[field.kind]}
          autoComplete={field.autoComplete ?? 'off'}
        />
      );
    }
  }
});
