import { formatDate } from '@gdo/domain/date';
import type { ProgressoEtapa } from '@gdo/domain/diario-resumo';
import { Group, Progress, Stack, Text } from '@mantine/core';

function Linha({
  rotulo,
  percentual,
  data,
  recuo,
}: {
  rotulo: string;
  percentual: number | null;
  data: string | null;
  recuo?: boolean;
}) {
  return (
    <Stack gap={2} pl={recuo ? 'md' : 0}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" fw={recuo ? 400 : 600} truncate>
          {rotulo}
        </Text>
        <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
          {percentual === null ? '—' : `${percentual}%`}
        </Text>
      </Group>
      {percentual !== null && (
        <Progress value={percentual} size="sm" aria-label={`${rotulo}: ${percentual}%`} />
      )}
      {data && (
        <Text size="xs" c="dimmed">
          Informado em {formatDate(data)}
        </Text>
      )}
    </Stack>
  );
}

/** The obra's physical progress: the latest percentage the reports gave per etapa and subetapa. */
export function ProgressoEtapas({ progresso }: { progresso: ProgressoEtapa[] }) {
  if (progresso.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Nenhum percentual informado ainda: ao registrar uma atividade no relatório diário, informe o
        percentual concluído da etapa.
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      {progresso.map((etapa) => (
        <Stack key={etapa.etapa} gap={6}>
          <Linha rotulo={`${etapa.numero} ${etapa.nome}`} percentual={etapa.percentual} data={etapa.data} />
          {etapa.subetapas.map((sub) => (
            <Linha
              key={sub.subetapa}
              rotulo={`${sub.numero} ${sub.nome}`}
              percentual={sub.percentual}
              data={sub.data}
              recuo
            />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
