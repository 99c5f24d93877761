import { Alert, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { EntityForm } from '@/components/entity-form/entity-form';
import { PageLayout } from '@/components/layouts/page-layout';
import { Carregando } from '@/components/ui/carregando';
import { Email } from '@/components/ui/email';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/entities/usuarios/api/get-current-user';
import { Permissoes } from '@/entities/usuarios/components/permissoes';
import { perfilForm } from '@/features/perfil/components/perfil-form';
import { SenhaForm } from '@/features/perfil/components/senha-form';
import { useReload } from '@/lib/use-reload';

const TITLE = 'Meu perfil';

// Every role reads and edits its own data and changes its own password here (domain.md, roles).
export default function PerfilScreen() {
  const navigate = useNavigate();
  const user = useCurrentUser();
  const { generation, reload } = useReload(user.refetch);
  // Saving remounts the form on the saved record (a fresh leave guard and versao): the focus
  // goes back to its Salvar button, not to the top of the page.
  const formArea = useRef<HTMLDivElement>(null);
  const refocus = useRef(false);
  const versao = user.data?.versao;
  useEffect(() => {
    if (versao === undefined || !refocus.current) return;
    refocus.current = false;
    formArea.current?.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
  }, [versao]);

  if (user.isPending) {
    return (
      <PageLayout title={TITLE}>
        <Carregando rotulo="Carregando o seu perfil" />
      </PageLayout>
    );
  }
  if (user.isError) {
    return (
      <PageLayout title={TITLE}>
        <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle size={18} aria-hidden />}>
          {user.error.message}
        </Alert>
      </PageLayout>
    );
  }

  const usuario = user.data;
  return (
    <PageLayout title={TITLE} description="Os seus dados de contato e a sua senha.">
      <Paper
        withBorder
        radius="md"
        p={{ base: 'md', sm: 'lg' }}
        component="section"
        aria-labelledby="titulo-acesso"
      >
        <Title order={2} size="h4" mb="md" id="titulo-acesso">
          Acesso
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              E-mail de acesso
            </Text>
            <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
              <Email endereco={usuario.email} />
            </Text>
          </Stack>
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              Permissões
            </Text>
            <Permissoes permissoes={usuario.permissoes} />
          </Stack>
        </SimpleGrid>
        <Text size="sm" c="dimmed" mt="md">
          O e-mail e as permissões são alterados por um administrador.
        </Text>
      </Paper>
      <div ref={formArea}>
        <EntityForm
          key={`${usuario.versao}-${generation}`}
          definition={perfilForm}
          record={usuario}
          onSaved={() => {
            refocus.current = true;
          }}
          onCancel={() => navigate(paths.painel)}
          onReload={reload}
        />
      </div>
      <SenhaForm email={usuario.email} />
    </PageLayout>
  );
}
