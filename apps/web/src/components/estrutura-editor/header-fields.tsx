import { maskDecimal } from '@gdo/domain/masks';
import { NativeSelect, TextInput } from '@mantine/core';
import { useEditor, useEditorStore } from './editor-store';

// The header's own fields, each reading only its value and error from the store.

export function NomeField({ label, placeholder }: { label: string; placeholder: string }) {
  const store = useEditorStore();
  const nome = useEditor((state) => state.header.nome);
  const error = useEditor((state) => state.errors.nome);
  return (
    <TextInput
      label={label}
      required
      data-cell="nome"
      placeholder={placeholder}
      value={nome}
      onChange={(event) => store.setHeader({ nome: event.currentTarget.value })}
      error={error}
      autoComplete="off"
      maxLength={200}
    />
  );
}

// `order`: the options' order when it is not the numbers' (a budget's lifecycle starts at 4).
export function StatusField({
  labels,
  order,
}: {
  labels: Record<number, string>;
  order?: readonly number[];
}) {
  const store = useEditorStore();
  const status = useEditor((state) => state.header.status);
  const error = useEditor((state) => state.errors.status);
  return (
    <NativeSelect
      label="Situação"
      required
      data-cell="status"
      value={String(status)}
      onChange={(event) => store.setHeader({ status: Number(event.currentTarget.value) })}
      data={(order ?? Object.keys(labels).map(Number)).map((value) => ({
        value: String(value),
        label: labels[value] ?? String(value),
      }))}
      error={error}
    />
  );
}

export function BdiField() {
  const store = useEditorStore();
  const bdi = useEditor((state) => state.header.bdi);
  const error = useEditor((state) => state.errors.bdi);
  return (
    <TextInput
      label="BDI (%)"
      data-cell="bdi"
      description="Benefícios e despesas indiretas, somados ao custo no preço de venda."
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      inputMode="decimal"
      autoComplete="off"
      placeholder="0"
      rightSection="%"
      value={bdi}
      onChange={(event) => store.setHeader({ bdi: maskDecimal(event.currentTarget.value) })}
      error={error}
    />
  );
}
