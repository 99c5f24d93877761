import type { Documento } from '@gdo/domain/rdo-rda';
import { TIPO_DOCUMENTO_LABELS, type TipoDocumento } from '@gdo/domain/tipo-documento';
import { Alert, Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { CreateLink } from '@/components/ui/create-link';
import { useToast } from '@/components/ui/toast/toast-context';
import { failureText } from '@/components/ui/toast/use-failure-toast';
import { paths } from '@/config/paths';
import { usePermissions } from '@/entities/autenticacao/use-permissions';
import { useOrcamentosDaObra } from '@/entities/orcamentos/api/list-orcamentos-da-obra';
import { useVincularOrcamento } from '@/features/lancamentos/api/edit-documento';
import { useSubmitLock } from '@/lib/use-submit-lock';

type SemOrcamentoProps = { tipo: TipoDocumento; documento: Documento };

// The document follows no budget, and an entry is charged to a budget's etapa: say so and offer the
// step that comes first — link one of the obra's budgets, or create the obra's first budget — to
// whoever may take it; anyone else is told who does (decision 109).
export function SemOrcamento({ tipo, documento }: SemOrcamentoProps) {
  const label = TIPO_DOCUMENTO_LABELS[tipo];
  const { canWriteDocumentos, canWriteOrcamentos } = usePermissions();
  const orcamentos = useOrcamentosDaObra(documento.obra, canWriteDocumentos);
  const rows = orcamentos.data?.rows ?? [];
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconInfoCircle size={20} aria-hidden />}
      title={`O ${label} desta obra ainda não tem orçamento`}
    >
      <Stack gap="sm">
        <Text size="sm">
          Cada lançamento é registrado numa etapa do orçamento que o {label} acompanha.{' '}
          {!canWriteDocumentos
            ? `Peça a um administrador ou ao financeiro que vincule o orçamento da obra ao ${label}.`
            : orcamentos.isPending
              ? ''
              : rows.length > 0
                ? `Vincule um dos orçamentos da obra ao ${label} para começar a lançar.`
                : `Esta obra ainda não tem orçamento: crie o orçamento da obra e volte aqui para vinculá-lo ao ${label}.`}
        </Text>
        {canWriteDocumentos && rows.length > 0 && (
          <Vincular tipo={tipo} documento={documento} opcoes={rows} />
        )}
        {canWriteDocumentos && canWriteOrcamentos && !orcamentos.isPending && rows.length === 0 && (
          <Group>
            <CreateLink to={paths.orcamentoNovo}>Criar orçamento</CreateLink>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}

type VincularProps = SemOrcamentoProps & { opcoes: readonly { id: number; nome: string }[] };

function Vincular({ tipo, documento, opcoes }: VincularProps) {
  const label = TIPO_DOCUMENTO_LABELS[tipo];
  const [escolhido, setEscolhido] = useState(String(opcoes[0]!.id));
  const vincular = useVincularOrcamento();
  const toast = useToast();
  const { busy, lock } = useSubmitLock();
  const enviar = lock(async () => {
    try {
      await vincular.mutateAsync({ tipo, documento, orcamento: Number(escolhido) });
      toast.show({ type: 'success', text: `Orçamento vinculado ao ${label}.` });
    } catch (error) {
      toast.show({ type: 'danger', text: failureText(`Falha ao vincular o orçamento ao ${label}.`, error) });
    }
  });
  return (
    <Group align="flex-end" gap="sm">
      <NativeSelect
        label="Orçamento"
        value={escolhido}
        onChange={(event) => setEscolhido(event.currentTarget.value)}
        data={opcoes.map((row) => ({ value: String(row.id), label: row.nome }))}
        miw={220}
      />
      <Button onClick={enviar} loading={busy}>
        Vincular ao {label}
      </Button>
    </Group>
  );
}
