import { formatCpfCnpj } from '@gdo/domain/cpf-cnpj';
import { useState } from 'react';
import type { ReferenceControlProps } from '@/components/entity-form/entity-form-types';
import { ClienteCombobox, type ClienteOption } from '@/entities/clientes/components/cliente-combobox';

function currentOption(record: Record<string, unknown> | undefined): ClienteOption | null {
  if (!record || typeof record.id_cliente !== 'number') return null;
  return {
    value: String(record.id_cliente),
    label: String(record.cliente_nome ?? ''),
    documento: formatCpfCnpj(String(record.cliente_cpf_cnpj ?? '')),
  };
}

// The obra form's cliente field: the record being edited names the current one.
export function ClienteSelect({ value, onChange, record, ...field }: ReferenceControlProps) {
  const [chosen, setChosen] = useState<ClienteOption | null>(() => currentOption(record));
  return (
    <ClienteCombobox
      {...field}
      value={value && value === chosen?.value ? chosen : null}
      onChange={(cliente) => {
        setChosen(cliente);
        onChange(cliente?.value ?? '');
      }}
      placeholder="Nome ou CPF/CNPJ do cliente"
    />
  );
}
