import { Alert, Group, Loader, Text } from '@mantine/core';
import { IconAlertTriangle, IconShieldCheck } from '@tabler/icons-react';
import { RetryAlert } from '@/components/ui/retry-alert';
import { useVerificacaoDaObra } from '@/features/diarios/api/verificar-cadeia';

const FALHOU = 'Não foi possível verificar a cadeia de assinaturas.';

/**
 * The integrity of the obra's signed reports, as the server recomputes it (decision 070): a plain
 * line when every hash and link holds, a red alert naming the reports that fail otherwise.
 */
export function CadeiaIntegridade({ obra }: { obra: number }) {
  const verificacao = useVerificacaoDaObra(obra);
  if (verificacao.isPending) {
    return (
      <Group gap="xs">
        <Loader size="xs" aria-hidden />
        <Text size="sm" c="dimmed">
          Verificando a cadeia de assinaturas…
        </Text>
      </Group>
    );
  }
  if (verificacao.isError) {
    return (
      <RetryAlert onRetry={() => verificacao.refetch()}>
        {FALHOU} {verificacao.error.message}
      </RetryAlert>
    );
  }
  const { integro, relatorios } = verificacao.data;
  const assinados = relatorios.length;
  if (integro) {
    return (
      <Group gap="xs" wrap="nowrap" align="flex-start" role="status">
        <IconShieldCheck
          size={20}
          color="var(--mantine-color-green-7)"
          style={{ flexShrink: 0 }}
          aria-hidden
        />
        <Text size="sm">
          <strong>Cadeia de assinaturas íntegra</strong>
          {assinados === 0
            ? ': nenhum relatório assinado ainda.'
            : ` (${assinados} ${assinados === 1 ? 'relatório assinado, conferido agora' : 'relatórios assinados, todos conferidos agora'}).`}
        </Text>
      </Group>
    );
  }
  const falhos = relatorios.filter((r) => !r.integro).map((r) => `nº ${r.numero}`);
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      icon={<IconAlertTriangle size={20} aria-hidden />}
      title="A cadeia de assinaturas não confere"
    >
      {falhos.length > 0
        ? `${falhos.length === 1 ? 'O relatório' : 'Os relatórios'} ${falhos.join(', ')} ${
            falhos.length === 1 ? 'foi alterado' : 'foram alterados'
          } fora do sistema depois de assinados, ou um elo da cadeia foi removido ou inserido.`
        : 'Um elo da cadeia foi removido fora do sistema depois de assinado.'}{' '}
      Guarde os PDFs assinados e avise o administrador.
    </Alert>
  );
}
