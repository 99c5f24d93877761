import { UNIDADE_LABELS, UNIDADE_NOME_MAX, UNIDADES } from '@gdo/domain/orcamento';
import { type OrcamentoUnidade, UNIDADE_MESSAGES } from '@gdo/domain/orcamento-unidade';
import { Alert, Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconLock, IconPlus } from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { PageLayout } from '@/components/layouts/page-layout';
import { Carregando } from '@/components/ui/carregando';
import { RetryAlert } from '@/components/ui/retry-alert';
import { useToast } from '@/components/ui/toast/toast-context';
import { paths } from '@/config/paths';
import { usePermissions } from '@/entities/autenticacao/use-permissions';
import { useUnidades } from '@/entities/orcamento-unidades/api/list-unidades';
import { createUnidade, useUnidadeMutation } from '@/features/empresa/api/unidades';
import { UnidadesProprias } from '@/features/empresa/components/unidades-proprias';
import { ApiRequestError } from '@/lib/api-error';

const TITLE = 'Unidades de medida';
const DESCRIPTION =
  'As unidades que os orçamentos e modelos oferecem: as dez padrão e as que a empresa cadastrar (hora, litro, tonelada…).';
const BREADCRUMBS = [{ label: 'Dados da empresa', to: paths.empresa }];

// The firm's own units beside the ten of every firm (issue 13, decision 104); admins keep them.
export default function UnidadesScreen() {
  const { canManageUsers: isAdmin } = usePermissions();
  return (
    <PageLayout title={TITLE} description={DESCRIPTION} breadcrumbs={BREADCRUMBS}>
      {isAdmin ? (
        <UnidadesSettings />
      ) : (
        <Alert color="gray" variant="light" icon={<IconLock size={18} aria-hidden />}>
          Somente administradores alteram as unidades de medida.
        </Alert>
      )}
    </PageLayout>
  );
}

function UnidadesSettings() {
  const unidades = useUnidades();
  return (
    <Stack gap="lg">
      <NovaUnidade />
      <Secao id="titulo-proprias" titulo="Unidades da empresa">
        {unidades.isPending ? (
          <Carregando rotulo="Carregando as unidades" size="sm" py="md" />
        ) : unidades.isError ? (
          <RetryAlert onRetry={() => void unidades.refetch()}>{unidades.error.message}</RetryAlert>
        ) : (
          <UnidadesProprias unidades={unidades.data} />
        )}
      </Secao>
      <Secao id="titulo-padrao" titulo="Unidades padrão">
        <Text size="sm" c="dimmed" mb="sm">
          Fazem parte de todo orçamento e não podem ser excluídas.
        </Text>
        <Group gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {UNIDADES.map((unidade) => (
            <Badge key={unidade} component="li" variant="light" color="gray" tt="none" size="lg">
              {UNIDADE_LABELS[unidade]}
            </Badge>
          ))}
        </Group>
      </Secao>
    </Stack>
  );
}

// A titled card of the screen, named by its heading for screen readers.
function Secao({ id, titulo, children }: { id: string; titulo: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={id}>
      <Title order={2} size="h4" mb="xs" id={id}>
        {titulo}
      </Title>
      {children}
    </Paper>
  );
}

function NovaUnidade() {
  const toast = useToast();
  const [nome, setNome] = useState('');
  const [error, setError] = useState<string | undefined>();
  const criar = useUnidadeMutation(createUnidade);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (criar.isPending) return;
    criar.mutate(nome, {
      onSuccess: (unidade: OrcamentoUnidade) => {
        toast.show({ type: 'success', text: UNIDADE_MESSAGES.criada(unidade.nome) });
        setNome('');
        setError(undefined);
      },
      onError: (failure) =>
        setError(
          failure instanceof ApiRequestError
            ? (failure.errors.find((e) => e.field === 'nome')?.message ?? failure.message)
            : failure.message,
        ),
    });
  };
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="form" onSubmit={submit} noValidate>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label="Nova unidade"
          placeholder="Ex.: hora, litro, tonelada"
          required
          maxLength={UNIDADE_NOME_MAX}
          value={nome}
          onChange={(event) => {
            setNome(event.currentTarget.value);
            setError(undefined);
          }}
          error={error}
          style={{ flex: '1 1 16rem' }}
        />
        <Button
          type="submit"
          mt={{ base: 0, xs: 25 }}
          leftSection={<IconPlus size={16} aria-hidden />}
          loading={criar.isPending}
        >
          Adicionar unidade
        </Button>
      </Group>
    </Paper>
  );
}
