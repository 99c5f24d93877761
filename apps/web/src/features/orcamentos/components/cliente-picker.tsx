import { useMemo } from 'react';
import { useEditor, useEditorStore } from '@/components/estrutura-editor/editor-store';
import { ClienteCombobox, type ClienteOption } from '@/entities/clientes/components/cliente-combobox';

// The budget's cliente, searched on the server as the user types (there may be thousands).
// Choosing another cliente clears the obra, which must be that cliente's.
export function ClientePicker() {
  const store = useEditorStore();
  const idCliente = useEditor((state) => state.header.id_cliente);
  const clienteNome = useEditor((state) => state.header.cliente_nome);
  const error = useEditor((state) => state.errors.id_cliente);
  const chosen = useMemo<ClienteOption | null>(
    () => (idCliente === null ? null : { value: String(idCliente), label: clienteNome, documento: '' }),
    [idCliente, clienteNome],
  );

  return (
    <ClienteCombobox
      label="Cliente"
      required
      data-cell="id_cliente"
      value={chosen}
      onChange={(cliente) => {
        if ((cliente?.value ?? null) === (chosen?.value ?? null)) return;
        store.setHeader({
          id_cliente: cliente ? Number(cliente.value) : null,
          cliente_nome: cliente?.label ?? '',
          obra: null,
        });
      }}
      placeholder="Digite o nome ou o CPF/CNPJ"
      error={error}
    />
  );
}
