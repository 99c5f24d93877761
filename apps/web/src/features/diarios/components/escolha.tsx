import { Input } from '@mantine/core';
import { useId } from 'react';
import { Segmentos } from '@/components/ui/segmentos';

type EscolhaProps<V extends string> = {
  label: string;
  value: V | null;
  labels: Record<V, string>;
  onChange: (value: V) => void;
  error?: string;
};

// A choice among a few words as one big segmented control (radio buttons under the hood, so a
// screen reader and the arrow keys work): tempo, condição, origem. Nothing is selected while null.
export function Escolha<V extends string>({ label, value, labels, onChange, error }: EscolhaProps<V>) {
  const id = useId();
  const data = (Object.keys(labels) as V[]).map((key) => ({ value: key, label: labels[key] }));
  return (
    <Input.Wrapper label={label} labelProps={{ id }} error={error}>
      <Segmentos<V>
        fullWidth
        size="md"
        aria-labelledby={id}
        data={data}
        value={value}
        onChange={onChange}
        destaque
      />
    </Input.Wrapper>
  );
}
