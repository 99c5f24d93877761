import { NumberInput, type NumberInputProps, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

// One section of a report (Clima, Efetivo, …, Assinatura): a titled card that screen readers reach
// as a region by its title, in the form and in the read-only view alike.
export function Secao({ titulo, children }: { titulo: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={titulo}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {titulo}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** How many people or machines on a line: a whole number from 1 to 9 999 (the domain's limits). */
export function QuantidadeInput(props: NumberInputProps) {
  return (
    <NumberInput
      label="Quantidade"
      required
      min={1}
      max={9999}
      allowDecimal={false}
      allowNegative={false}
      inputMode="numeric"
      {...props}
    />
  );
}
