import { OBRA_STATUS } from '@gdo/domain/obra-status';
import { SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconNotebook, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Carregando } from '@/components/ui/carregando';
import { EmptyState } from '@/components/ui/empty-state';
import { RetryAlert } from '@/components/ui/retry-alert';
import { usePermissions } from '@/entities/autenticacao/use-permissions';
import { useUltimosDiarios } from '@/entities/diarios/api/ultimos-diarios';
import { useSearchObras } from '@/entities/obras/api/search-obras';
import { DiarioPagina } from '@/features/diarios/components/diario-pagina';
import { ObraDoDiario } from '@/features/diarios/components/obra-do-diario';

const BUSCA_MS = 250;
const SEM_OBRAS: never[] = [];

// /obras/diario — the way into the diário de obra (decision 170): the obras in progress, each with
// its last report and today's action. The site team's home; every role reaches it from the menu.
// Two requests whatever the page holds: the obras, then their last reports at once (decision 185).
export default function DiariosScreen() {
  const { canWriteDiarios } = usePermissions();
  const [texto, setTexto] = useState('');
  const [q] = useDebouncedValue(texto.trim(), BUSCA_MS);
  const obras = useSearchObras({ q, status: OBRA_STATUS.ativo });
  const rows = obras.data?.rows ?? SEM_OBRAS;
  const ultimos = useUltimosDiarios(rows.map((obra) => obra.id));

  let content = null;
  if (obras.isPending) content = <Carregando rotulo="Carregando obras" />;
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
  else
    content = (
      <Stack gap="sm" aria-busy={obras.isFetching || ultimos.isFetching}>
        {ultimos.isError && (
          <RetryAlert onRetry={() => ultimos.refetch()}>
            Não foi possível ler o último relatório das obras. {ultimos.error.message}
          </RetryAlert>
        )}
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
          {rows.map((obra) => (
            <ObraDoDiario
              key={obra.id}
              obra={obra}
              podeEscrever={canWriteDiarios}
              ultimo={ultimos.data?.get(obra.id)}
              lendo={ultimos.isPending && !ultimos.isError}
            />
          ))}
        </SimpleGrid>
        {obras.data.total > rows.length && (
          <Text size="sm" c="dimmed">
            Mostrando {rows.length} de {obras.data.total} obras em andamento: busque pelo nome para achar
            outra.
          </Text>
        )}
      </Stack>
    );

  return (
    <DiarioPagina sobre="das obras em andamento.">
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
    </DiarioPagina>
  );
}
