import { Group, Paper, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { IndicadorCarregando } from '@/components/ui/carregando';
import { RetryAlert } from '@/components/ui/retry-alert';

type SecaoProps<T> = {
  id: string;
  titulo: string;
  acao?: ReactNode;
  consulta: UseQueryResult<T[]>;
  /** What is said, and how to start, when there is nothing yet. */
  vazio: ReactNode;
  children: (rows: T[]) => ReactNode;
};

/**
 * One part of the contract page (itens, aditivos, medições): its title and action, and what it
 * lists — or that it could not be loaded (with "Tentar novamente"), is loading, or is empty.
 */
export function Secao<T>({ id, titulo, acao, consulta, vazio, children }: SecaoProps<T>) {
  return (
    <Paper withBorder radius="md" p="md" mt="md" component="section" aria-labelledby={id}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id={id}>
          {titulo}
        </Title>
        {acao}
      </Group>
      {consulta.isError ? (
        <RetryAlert onRetry={() => void consulta.refetch()}>
          Não foi possível carregar: {titulo.toLowerCase()}.
        </RetryAlert>
      ) : !consulta.data ? (
        <IndicadorCarregando rotulo={`Carregando: ${titulo.toLowerCase()}`} size="sm" />
      ) : consulta.data.length === 0 ? (
        <Text c="dimmed" size="sm">
          {vazio}
        </Text>
      ) : (
        children(consulta.data)
      )}
    </Paper>
  );
}
