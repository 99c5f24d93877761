import { isIsoDate } from '@gdo/domain/date';
import { useState } from 'react';
import { DateField } from '@/components/entity-form/date-field';

type DateFilterProps = {
  label: string;
  // The day the list is filtered by ('aaaa-mm-dd'), '' for none.
  value: string;
  // Another reason the field is wrong (an end before the start), shown when the text is a day.
  error?: string;
  onChange: (day: string) => void;
  required?: boolean;
};

const noop = () => undefined;

// A list's date filter, typed as people type dates or picked (issue 13, decision 108). A text that
// is no day (31/02/2026) stays in the field with the reason under it and filters nothing: the
// filter it replaced is dropped, so the list never answers for a day the field does not show.
export function DateFilter({ label, value, error, onChange, required = false }: DateFilterProps) {
  const [typed, setTyped] = useState<string | null>(null);
  const shown = value !== '' ? value : (typed ?? '');
  return (
    <DateField
      label={label}
      required={required}
      value={shown}
      error={error}
      onChange={(next) => {
        if (next === '' || isIsoDate(next)) {
          setTyped(null);
          onChange(next);
          return;
        }
        setTyped(next);
        if (value !== '') onChange('');
      }}
      onBlur={noop}
    />
  );
}
