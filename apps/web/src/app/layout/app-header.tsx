import {
  Anchor,
  Avatar,
  Burger,
  Button,
  Group,
  Text,
  ThemeIcon,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconBuildingCommunity, IconLogout } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/entities/autenticacao/session-context';
import { useCurrentUser } from '@/entities/usuarios/api/get-current-user';
import classes from './app-layout.module.css';

type AppHeaderProps = { navbarOpened: boolean; onToggleNavbar: () => void };

function initials(nome: string): string {
  const words = nome.trim().split(/\s+/);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

export function AppHeader({ navbarOpened, onToggleNavbar }: AppHeaderProps) {
  const { signOut } = useSession();
  const { data: user } = useCurrentUser();
  const { pathname } = useLocation();

  return (
    <Group h="100%" px={{ base: 'sm', sm: 'md' }} justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="xs" wrap="nowrap">
        <Burger
          opened={navbarOpened}
          onClick={onToggleNavbar}
          hiddenFrom="md"
          size="sm"
          // The phone's way to every screen: a 44 px target (WCAG 2.5.5) around the same 18 px
          // lines, which stay where they were at the header's edge.
          w={44}
          h={44}
          p={13}
          ml={-8}
          mr={-8}
          aria-label={navbarOpened ? 'Fechar menu' : 'Abrir menu'}
          aria-expanded={navbarOpened}
          aria-controls="navegacao-principal"
        />
        <Anchor
          component={Link}
          to={paths.painel}
          c="inherit"
          underline="never"
          aria-label="Gestão de Obras, ir ao dashboard"
        >
          <Group gap={8} wrap="nowrap">
            <ThemeIcon size={32} radius="md" visibleFrom="xs" aria-hidden>
              <IconBuildingCommunity size={20} />
            </ThemeIcon>
            <Text
              component="span"
              fw={800}
              fz={{ base: 'md', xs: 'lg' }}
              lh={1}
              style={{ whiteSpace: 'nowrap' }}
            >
              Gestão de Obras
            </Text>
          </Group>
        </Anchor>
      </Group>
      <Group gap="sm" wrap="nowrap">
        {user && (
          <UnstyledButton
            component={Link}
            to={paths.perfil}
            className={classes.perfil}
            data-testid="usuario-logado"
            aria-current={pathname === paths.perfil ? 'page' : undefined}
          >
            <Group gap={8} wrap="nowrap">
              <Avatar size={32} radius="xl" color="obra" aria-hidden>
                {initials(user.nome)}
              </Avatar>
              <VisuallyHidden>Meu perfil:</VisuallyHidden>
              <Text size="sm" fw={500} visibleFrom="sm" maw={200} truncate="end">
                {user.nome}
              </Text>
            </Group>
          </UnstyledButton>
        )}
        <Button
          variant="default"
          size="sm"
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={() => void signOut()}
        >
          Sair
        </Button>
      </Group>
    </Group>
  );
}
