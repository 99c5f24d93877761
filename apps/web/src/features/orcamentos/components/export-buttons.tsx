import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { IconSignature } from '@tabler/icons-react';
import { ORCAMENTO_TEXTS } from '@/components/estrutura-editor/orcamento-texts';
import { EXPORT_FORMATS } from '@/components/ui/export-formats';
import { useToast } from '@/components/ui/toast/toast-context';
import { failureText } from '@/components/ui/toast/use-failure-toast';
import { type OrcamentoExport, useExportOrcamento } from '@/features/orcamentos/api/export-orcamento';

type ExportButtonsProps = { orcamento: { id: number; nome: string }; compact?: boolean };

// The client's proposal first (sale prices, a place to sign), then the internal analytic PDF and
// the XLSX, with the costs.
const FILES: { format: OrcamentoExport; label: string; title: string; Icon: typeof IconSignature }[] = [
  { format: 'proposta', label: 'Proposta', title: 'a proposta para o cliente', Icon: IconSignature },
  ...EXPORT_FORMATS.map(({ format, label, Icon }) => ({
    format,
    label,
    title: format === 'pdf' ? 'o PDF analítico (com custos)' : `o ${label}`,
    Icon,
  })),
];

// Downloads the budget as the server renders it: the proposal, the analytic PDF and the XLSX.
export function ExportButtons({ orcamento, compact = false }: ExportButtonsProps) {
  const exporting = useExportOrcamento();
  const toast = useToast();

  const download = (format: OrcamentoExport) =>
    exporting.mutate(
      { id: orcamento.id, format },
      {
        onError: (error) =>
          toast.show({ type: 'danger', text: failureText(ORCAMENTO_TEXTS.falhaExportacao, error) }),
      },
    );
  const busy = (format: OrcamentoExport) => exporting.isPending && exporting.variables?.format === format;

  return FILES.map(({ format, label, title, Icon }) => {
    const name = `Baixar ${label} de ${orcamento.nome}`;
    return compact ? (
      <Tooltip key={format} label={`Baixar ${title}`} withArrow>
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
