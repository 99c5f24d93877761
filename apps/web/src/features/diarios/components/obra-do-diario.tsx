import { formatDate, toIsoDate } from '@gdo/domain/date';
import type { Obra } from '@gdo/domain/obra';
import { Anchor, Badge, Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconChevronRight, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useDiariosDaObra } from '@/entities/diarios/api/list-diarios';

const ULTIMO = { page: 1, pageSize: 1 } as const;

/**
 * One obra on the diário's way in (decision 170): its last report and the one action of the day —
 * open today's report when there is one, else write it ("Novo relatório de hoje").
 */
export function ObraDoDiario({ obra, podeEscrever }: { obra: Obra; podeEscrever: boolean }) {
  const ultimo = useDiariosDaObra(obra.id, ULTIMO);
  const relatorio = ultimo.data?.rows[0];
  const hoje = relatorio?.data === toIsoDate(new Date()) ? relatorio : undefined;

  let situacao = <Skeleton height={18} width="70%" aria-label="Carregando o último relatório" />;
  if (ultimo.isError) situacao = <Text size="sm">Não foi possível ler o último relatório.</Text>;
  else if (ultimo.data && !relatorio) situacao = <Text size="sm">Nenhum relatório ainda.</Text>;
  else if (relatorio)
    situacao = (
      <Group gap={6}>
        <Text size="sm">
          Último: nº {relatorio.numero}, {formatDate(relatorio.data)}
        </Text>
        <Badge size="sm" variant="light" color={relatorio.status === 'assinado' ? 'green' : 'yellow'}>
          {relatorio.status === 'assinado' ? 'Assinado' : 'Rascunho'}
        </Badge>
      </Group>
    );

  return (
    <Card withBorder padding="sm" component="article" aria-label={obra.nome}>
      <Stack gap="xs">
        <Stack gap={0}>
          <Anchor component={Link} to={paths.diario(obra.id)} fw={600} size="lg">
            {obra.nome}
          </Anchor>
          <Text size="sm" c="dimmed">
            {obra.cliente_nome}
          </Text>
        </Stack>
        {situacao}
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
            ultimo.data && (
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
