import { ActionIcon, Button, Menu, Tooltip } from '@mantine/core';
import { IconDownload, IconSignature } from '@tabler/icons-react';
import { useState } from 'react';
import { ORCAMENTO_TEXTS } from '@/components/estrutura-editor/orcamento-texts';
import { EXPORT_FORMATS } from '@/components/ui/export-formats';
import { useToast } from '@/components/ui/toast/toast-context';
import { failureText } from '@/components/ui/toast/use-failure-toast';
import { type OrcamentoExport, useExportOrcamento } from '@/features/orcamentos/api/export-orcamento';
import { PropostaModal } from './proposta-modal';

type ExportButtonsProps = { orcamento: { id: number; nome: string }; compact?: boolean };

// The client's proposal first (sale prices, a place to sign), then the internal analytic PDF and
// the XLSX, with the costs.
const FILES: { format: OrcamentoExport; label: string; title: string; Icon: typeof IconSignature }[] = [
  { format: 'proposta', label: 'Proposta', title: 'proposta para o cliente', Icon: IconSignature },
  ...EXPORT_FORMATS.map(({ format, label, Icon }) => ({
    format,
    label,
    title: format === 'pdf' ? 'PDF analítico (com custos)' : `${label} (planilha com custos)`,
    Icon,
  })),
];

// Downloads the budget as the server renders it: the proposal, the analytic PDF and the XLSX.
export function ExportButtons({ orcamento, compact = false }: ExportButtonsProps) {
  const exporting = useExportOrcamento();
  const toast = useToast();

  // The proposal asks first for its last valid day (decision 105).
  const [proposta, setProposta] = useState(false);
  const baixar = (format: OrcamentoExport, validade?: string) =>
    exporting.mutate(
      { id: orcamento.id, format, validade },
      {
        onSuccess: () => setProposta(false),
        onError: (error) =>
          toast.show({ type: 'danger', text: failureText(ORCAMENTO_TEXTS.falhaExportacao, error) }),
      },
    );
  const download = (format: OrcamentoExport) => (format === 'proposta' ? setProposta(true) : baixar(format));
  const busy = (format: OrcamentoExport) => exporting.isPending && exporting.variables?.format === format;
  const modal = (
    <PropostaModal
      opened={proposta}
      nome={orcamento.nome}
      busy={busy('proposta')}
      onClose={() => setProposta(false)}
      onDownload={(validade) => baixar('proposta', validade)}
    />
  );

  // In a list row, one button opens the three files: three icons pushed Situação off a laptop's
  // screen. The editor shows them as buttons.
  if (compact) {
    return (
      <>
        <Menu position="bottom-end" withinPortal shadow="md">
          <Menu.Target>
            <Tooltip label="Baixar proposta, PDF ou XLSX" withArrow>
              <ActionIcon
                variant="subtle"
                size="md"
                aria-label={`Baixar arquivos de ${orcamento.nome}`}
                loading={exporting.isPending}
              >
                <IconDownload size={17} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Menu.Target>
          <Menu.Dropdown>
            {FILES.map(({ format, label, title, Icon }) => (
              <Menu.Item
                key={format}
                leftSection={<Icon size={16} aria-hidden />}
                aria-label={`Baixar ${label} de ${orcamento.nome}`}
                onClick={() => download(format)}
              >
                {title.charAt(0).toUpperCase() + title.slice(1)}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
        {modal}
      </>
    );
  }
  const buttons = FILES.map(({ format, label, Icon }) => (
    <Button
      key={format}
      variant="default"
      aria-label={`Baixar ${label} de ${orcamento.nome}`}
      leftSection={<Icon size={16} aria-hidden />}
      loading={busy(format)}
      onClick={() => download(format)}
    >
      {label}
    </Button>
  ));
  return (
    <>
      {buttons}
      {modal}
    </>
  );
}
