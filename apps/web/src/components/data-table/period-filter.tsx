import { FIELD_MESSAGES } from '@gdo/domain/field-messages';
import { Group } from '@mantine/core';
import { fimAntesDoInicio } from '@/lib/periodo';
import { DateFilter } from './date-filter';

type PeriodFilterProps = {
  // The two ends' labels: ['De', 'Até'], ['Vencimento de', 'Vencimento até'].
  labels: [string, string];
  // The days chosen ('aaaa-mm-dd'), '' for none.
  de: string;
  ate: string;
  onChange: (end: 'de' | 'ate', day: string) => void;
  // Both ends must be given (the cash flow's period): the fields say so, and a cleared one is not
  // passed on.
  required?: boolean;
};

// A list's period (the entries', Contas a pagar's, the cash flow's, the diário's): its two ends side
// by side, on one line with the other filters or together on the next, filling a phone's width; an
// end before the start is said under it, in the words the API answers it with.
export function PeriodFilter({ labels, de, ate, onChange, required = false }: PeriodFilterProps) {
  const invalid = fimAntesDoInicio(de, ate);
  const change = (end: 'de' | 'ate') => (day: string) => {
    if (day !== '' || !required) onChange(end, day);
  };
  return (
    <Group gap="sm" align="flex-start" wrap="nowrap" style={{ flex: '1 1 300px' }}>
      <DateFilter label={labels[0]} value={de} required={required} onChange={change('de')} />
      <DateFilter
        label={labels[1]}
        value={ate}
        required={required}
        error={invalid ? FIELD_MESSAGES.periodoInvalido : undefined}
        onChange={change('ate')}
      />
    </Group>
  );
}
