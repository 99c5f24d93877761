import '@mantine/dates/styles.css';
import 'dayjs/locale/pt-br';
import { isIsoDate, parseDateBR, readDateBR } from '@gdo/domain/date';
import { FIELD_MESSAGES } from '@gdo/domain/field-messages';
import { DateInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { type CSSProperties, type FormEvent, useState } from 'react';

type DateFieldProps = {
  label: string;
  required: boolean;
  description?: string;
  // 'aaaa-mm-dd', '' when empty, or the text typed when it is no day (the form's schema refuses it).
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
};

// Why the text left in the field is no day, or nothing when it is one (or empty).
function typedError(text: string): string | undefined {
  if (text.trim() === '') return undefined;
  const reading = readDateBR(text);
  if ('day' in reading) return undefined;
  return reading.error === 'inexistente' ? FIELD_MESSAGES.dataInexistente : FIELD_MESSAGES.dataIlegivel;
}

// The ✕ button's side, and each side section's width.
const LADO = 34;
// Mantine's CloseButton sizes its ✕ by this variable.
const LIMPAR = { width: LADO, height: LADO, '--cb-icon-size': '16px' } as CSSProperties;

// A day typed as people do (31/12/2026, 31122026, 1/2/26) or picked from a pt-BR calendar; the
// form keeps the ISO day. A text that is no day stays in the field, explained under it, and is
// handed to the form as typed, so a save is refused instead of keeping an older day unseen.
export function DateField({ label, required, description, value, error, onChange, onBlur }: DateFieldProps) {
  const [typed, setTyped] = useState<string | undefined>(undefined);
  const [left, setLeft] = useState(false);
  const onInput = (event: FormEvent<HTMLInputElement>) => {
    const text = event.currentTarget.value;
    setTyped(text);
    setLeft(false);
    if (text.trim() !== '' && parseDateBR(text) === null) onChange(text);
  };
  // The value is a day again once one is picked, typed or cleared.
  const shownError = (left && !isIsoDate(value) && typedError(typed ?? value)) || error;
  return (
    <DateInput
      label={label}
      required={required}
      description={description}
      value={isIsoDate(value) ? value : null}
      onChange={(day) => {
        setTyped(undefined);
        onChange(day ?? '');
      }}
      onInput={onInput}
      onBlur={() => {
        setLeft(true);
        onBlur();
      }}
      // A day is shown as dd/mm/aaaa once the field is left; a text that is none stays as typed.
      fixOnBlur={value === '' || isIsoDate(value)}
      error={shownError}
      locale="pt-br"
      valueFormat="DD/MM/YYYY"
      dateParser={(input) => parseDateBR(input)}
      placeholder="dd/mm/aaaa"
      clearable
      // As tall as the input allows (34 px; it was 22), for a finger on the phone's forms and filters;
      // its ✕ drawn at the calendar's 16 px (70 % of the button, 24 px, outweighed the day).
      clearButtonProps={{ 'aria-label': 'Limpar data', style: LIMPAR }}
      leftSection={<IconCalendar size={16} aria-hidden />}
      // The sides as wide as what they hold, not as the input is tall: at a phone's 44 px each took
      // 42, and half a phone's row (a list's period) showed "20/11/202" beside the ✕.
      leftSectionWidth={LADO}
      rightSectionWidth={LADO}
      popoverProps={{ withinPortal: true }}
    />
  );
}
