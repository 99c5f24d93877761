import { OBRA_STATUS } from '@gdo/domain/obra';
import { Center, Loader, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconNotebook, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { PageLayout } from '@/components/layouts/page-layout';
import { EmptyState } from '@/components/ui/empty-state';
import { RetryAlert } from '@/components/ui/retry-alert';
import { usePermissions } from '@/entities/autenticacao/use-permissions';
import { useSearchObras } from '@/entities/obras/api/search-obras';
import { ObraDoDiario } from '@/features/diarios/components/obra-do-diario';

const BUSCA_MS = 250;

// /obras/diario — the way into the diário de obra (decision 170): the obras in progress, each with
// its last report and today's action. The site team's home; every role reaches it from the menu.
export default function DiariosScreen() {
  const { canWriteDiarios } = usePermissions();
  const [texto, setTexto] = useState('');
  const [q] = useDebouncedValue(texto.trim(), BUSCA_MS);
  const obras = useSearchObras({ q, status: OBRA_STATUS.ativo });

  let content = null;
  if (obras.isPending)
    content = (
      <Center py={64}>
        <Loader aria-label="Carregando obras" />
      </Center>
    );
  else if (obras.isError)
    content = (
      <RetryAlert onRetry={() => obras.refetch()}>
        Não foi possível carregar as obras. {obras.error.message}
      </RetryAlert>
    );
  else if (obras.data.total === 0)
    content = (
      <EmptyState
        icon={IconNotebook}
        title={q ? 'Nenhuma obra encontrada' : 'Nenhuma obra em andamento'}
        description={
          q
            ? 'Confira o nome digitado ou apague a busca.'
            : 'O diário de obra aparece aqui assim que houver uma obra ativa.'
        }
      />
    );
  else {
    const { rows, total } = obras.data;
    content = (
      <Stack gap="sm" aria-busy={obras.isFetching}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
          {rows.map((obra) => (
            <ObraDoDiario key={obra.id} obra={obra} podeEscrever={canWriteDiarios} />
          ))}
        </SimpleGrid>
        {total > rows.length && (
          <Text size="sm" c="dimmed">
            Mostrando {rows.length} de {total} obras em andamento: busque pelo nome para achar outra.
          </Text>
        )}
      </Stack>
    );
  }

  return (
    <PageLayout
      title="Diário de obra"
      description={
        <Text span size="sm" c="dimmed">
          RDO — Relatório Diário de Obra das obras em andamento.
        </Text>
      }
    >
      <Stack gap="md">
        <TextInput
          label="Buscar obra"
          placeholder="Nome da obra ou do cliente"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={texto}
          onChange={(event) => setTexto(event.currentTarget.value)}
          size="md"
        />
        {content}
      </Stack>
    </PageLayout>
  );
}
