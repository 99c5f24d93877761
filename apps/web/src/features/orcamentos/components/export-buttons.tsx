import type { ExportFormat } from '@gdo/domain/export-format';
import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { ORCAMENTO_TEXTS } from '@/components/estrutura-editor/orcamento-texts';
import { EXPORT_FORMATS } from '@/components/ui/export-formats';
import { useToast } from '@/components/ui/toast/toast-context';
import { failureText } from '@/components/ui/toast/use-failure-toast';
import { useExportOrcamento } from '@/features/orcamentos/api/export-orcamento';

type ExportButtonsProps = { orcamento: { id: number; nome: string }; compact?: boolean };

// Downloads the budget as the server renders it, in PDF and in XLSX.
export function ExportButtons({ orcamento, compact = false }: ExportButtonsProps) {
  const exporting = useExportOrcamento();
  const toast = useToast();

  const download = (format: ExportFormat) =>
    exporting.mutate(
      { id: orcamento.id, format },
      {
        onError: (error) =>
          toast.show({ type: 'danger', text: failureText(ORCAMENTO_TEXTS.falhaExportacao, error) }),
      },
    );
  const busy = (format: ExportFormat) => exporting.isPending && exporting.variables?.format === format;

  return EXPORT_FORMATS.map(({ format, label, Icon }) => {
    const name = `Baixar ${label} de ${orcamento.nome}`;
    return compact ? (
      <Tooltip key={format} label={`Baixar ${label}`} withArrow>
        <ActionIcon
          variant="subtle"
          size="md"
          aria-label={name}
          loading={busy(format)}
          onClick={() => download(format)}
        >
          <Icon size={17} aria-hidden />
        </ActionIcon>
      </Tooltip>
    ) : (
      <Button
        key={format}
        variant="default"
        aria-label={name}
        leftSection={<Icon size={16} aria-hidden />}
        loading={busy(format)}
        onClick={() => download(format)}
      >
        {label}
      </Button>
    );
  });
}
