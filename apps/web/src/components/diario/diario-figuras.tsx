import { formatDate } from '@gdo/domain/date';
import type { DiarioResumo } from '@gdo/domain/diario-resumo';
import { SimpleGrid, Stack, Text } from '@mantine/core';

function Figura({ rotulo, valor, nota }: { rotulo: string; valor: string; nota?: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {rotulo}
      </Text>
      <Text size="lg" fw={700}>
        {valor}
      </Text>
      {nota && (
        <Text size="xs" c="dimmed">
          {nota}
        </Text>
      )}
    </Stack>
  );
}

const dias = (n: number) => `${n} ${n === 1 ? 'dia' : 'dias'}`;

/** The obra's report figures: the last report, working days without one, impraticável days. */
export function DiarioFiguras({ resumo }: { resumo: DiarioResumo }) {
  const { periodo } = resumo;
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
      <Figura
        rotulo="Último relatório"
        valor={resumo.ultimo_relatorio ? formatDate(resumo.ultimo_relatorio) : 'Nenhum'}
        nota={`${resumo.relatorios} ${resumo.relatorios === 1 ? 'relatório' : 'relatórios'} no total`}
      />
      <Figura
        rotulo="Dias úteis sem relatório"
        valor={resumo.dias_sem_relatorio === null ? '—' : dias(resumo.dias_sem_relatorio)}
        nota={
          periodo
            ? `De segunda a sábado, exceto feriados nacionais, de ${formatDate(periodo.de)} a ${formatDate(periodo.ate)}`
            : 'Informe o início da obra para contar'
        }
      />
      <Figura
        rotulo="Dias impraticáveis"
        valor={dias(resumo.dias_impraticaveis)}
        nota="Com algum turno impraticável"
      />
    </SimpleGrid>
  );
}
