import { MESSAGES } from '@gdo/domain/messages';
import { NativeSelect } from '@mantine/core';
import { useEditor, useEditorStore } from '@/components/estrutura-editor/editor-store';
import { useObrasDoCliente } from '@/features/orcamentos/api/list-obras-do-cliente';

// Only the chosen cliente's obras: the API refuses an obra of another cliente.
export function ObraPicker() {
  const store = useEditorStore();
  const idCliente = useEditor((state) => state.header.id_cliente);
  const obra = useEditor((state) => state.header.obra);
  const error = useEditor((state) => state.errors.obra);
  const obras = useObrasDoCliente(idCliente);

  const placeholder =
    idCliente === null
      ? 'Escolha o cliente primeiro'
      : obras.isPending
        ? 'Carregando obras…'
        : obras.data?.rows.length === 0
          ? 'Este cliente não tem obras'
          : 'Selecione a obra';
  const data = [
    { value: '', label: placeholder },
    ...(obras.data?.rows ?? []).map((row) => ({ value: String(row.id), label: row.nome })),
  ];

  return (
    <NativeSelect
      label="Obra"
      required
      data-cell="obra"
      value={obra === null ? '' : String(obra)}
      onChange={(event) => {
        const value = event.currentTarget.value;
        store.setHeader({ obra: value ? Number(value) : null });
      }}
      data={data}
      disabled={idCliente === null}
      error={error ?? (obras.isError ? MESSAGES.falhaListagemObras : undefined)}
    />
  );
}
