import type { ExportFormat } from '@gdo/domain/export-format';
import { Button } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { EXPORT_FORMATS } from '@/components/ui/export-formats';
import { useToast } from '@/components/ui/toast/toast-context';
import { failureText } from '@/components/ui/toast/use-failure-toast';

/** The PDF and XLSX buttons of a list screen: what is on screen, a toast when it fails. */
export function ExportarBotoes<V extends { format: ExportFormat }>({
  exportar,
  variaveis,
  falha,
  disabled = false,
  rotulo = (label) => `Exportar ${label}`,
}: {
  exportar: UseMutationResult<void, Error, V>;
  variaveis: (format: ExportFormat) => V;
  falha: string;
  // Nothing to export as the filters stand (an end before the start, nothing in the period).
  disabled?: boolean;
  // The buttons' accessible name from the format's label ('PDF', 'XLSX').
  rotulo?: (label: string) => string;
}) {
  const toast = useToast();
  return EXPORT_FORMATS.map(({ format, label, Icon }) => (
    <Button
      key={format}
      variant="default"
      aria-label={rotulo(label)}
      leftSection={<Icon size={16} aria-hidden />}
      disabled={disabled}
      loading={exportar.isPending && exportar.variables?.format === format}
      onClick={() =>
        exportar.mutate(variaveis(format), {
          onError: (error) => toast.show({ type: 'danger', text: failureText(falha, error) }),
        })
      }
    >
      {label}
    </Button>
  ));
}
