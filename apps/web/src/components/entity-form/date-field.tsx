import '@mantine/dates/styles.css';
import 'dayjs/locale/pt-br';
import { parseDateBR } from '@gdo/domain/date';
import { DateInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';

type DateFieldProps = {
  label: string;
  required: boolean;
  description?: string;
  // 'aaaa-mm-dd', or '' when empty.
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
};

// A day typed as dd/mm/aaaa or picked from a pt-BR calendar; the form keeps the ISO day.
export function DateField({ label, required, description, value, error, onChange, onBlur }: DateFieldProps) {
  return (
    <DateInput
      label={label}
      required={required}
      description={description}
      value={value || null}
      onChange={(day) => onChange(day ?? '')}
      onBlur={onBlur}
      error={error}
      locale="pt-br"
      valueFormat="DD/MM/YYYY"
      dateParser={(input) => parseDateBR(input)}
      placeholder="dd/mm/aaaa"
      clearable
      clearButtonProps={{ 'aria-label': 'Limpar data' }}
      leftSection={<IconCalendar size={16} aria-hidden />}
      popoverProps={{ withinPortal: true }}
    />
  );
}
