import { formatDate } from '@gdo/domain/date';
import type { UltimoDiario } from '@gdo/domain/diario-ultimos';
import { diaNoCanteiro } from '@gdo/domain/fuso';
import type { Obra } from '@gdo/domain/obra';
import { Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconChevronRight, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DiarioStatus } from '@/components/diario/diario-status';
import { paths } from '@/config/paths';
import { ObraTitulo } from '@/entities/obras/components/obra-titulo';

type ObraDoDiarioProps = {
  obra: Obra;
  podeEscrever: boolean;
  /** Its last report (null: none yet); undefined while read, after a failure, or when left out. */
  ultimo: UltimoDiario['ultimo'] | undefined;
  /** The page's last reports are being read. */
  lendo: boolean;
};

function Situacao({ ultimo, lendo }: Pick<ObraDoDiarioProps, 'ultimo' | 'lendo'>) {
  if (ultimo === undefined)
    return lendo ? (
      <Skeleton height={18} width="70%" role="progressbar" aria-label="Carregando o último relatório" />
    ) : null;
  if (ultimo === null) return <Text size="sm">Nenhum relatório ainda.</Text>;
  return (
    <Group gap={6}>
      <Text size="sm">
        Último: nº {ultimo.numero}, {formatDate(ultimo.data)}
      </Text>
      <DiarioStatus status={ultimo.status} size="sm" />
    </Group>
  );
}

/**
 * One obra on the diário's way in (decision 170): its last report (read for the whole page at once,
 * decision 185) and the one action of the day — open today's report when there is one, else write
 * it ("Novo relatório de hoje").
 */
export function ObraDoDiario({ obra, podeEscrever, ultimo, lendo }: ObraDoDiarioProps) {
  // Today on the sites' clock, as the report form dates a new report, not the phone's zone.
  const hoje = ultimo?.data === diaNoCanteiro() ? ultimo : undefined;
  return (
    <Card withBorder padding="sm" component="article" aria-label={obra.nome}>
      <Stack gap="xs">
        <ObraTitulo obra={obra} to={paths.diario(obra.id)} />
        <Situacao ultimo={ultimo} lendo={lendo} />
        <Group gap="xs" grow>
          {hoje ? (
            <Button
              component={Link}
              to={paths.diarioRelatorio(obra.id, hoje.id)}
              variant="light"
              size="md"
              rightSection={<IconChevronRight size={18} aria-hidden />}
            >
              Relatório de hoje
            </Button>
          ) : (
            podeEscrever &&
            ultimo !== undefined && (
              <Button
                component={Link}
                to={paths.diarioNovo(obra.id)}
                size="md"
                leftSection={<IconPlus size={18} aria-hidden />}
              >
                Novo relatório de hoje
              </Button>
            )
          )}
        </Group>
      </Stack>
    </Card>
  );
}
