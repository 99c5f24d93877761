import { greetingText } from '@gdo/domain/greeting';
import { MESSAGES } from '@gdo/domain/messages';
import { Box, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconBuildingCommunity, IconCheck } from '@tabler/icons-react';
import { useSession } from '@/entities/autenticacao/session-context';
import { LoginForm } from '@/features/autenticacao/components/login-form';
import classes from './login-screen.module.css';

const HIGHLIGHTS = [
  'Orçamentos por etapa e subetapa, com modelos',
  'Contratos, RDO e RDA de cada obra',
  'Executado, comprometido e saldo em tempo real',
];

function Brand({ inverted = false }: { inverted?: boolean }) {
  return (
    <Box className={classes.brand} data-inverted={inverted || undefined}>
      <ThemeIcon size={40} radius="md" aria-hidden>
        <IconBuildingCommunity size={24} />
      </ThemeIcon>
      <Text component="span" fw={800} fz="xl" lh={1}>
        Gestão de Obras
      </Text>
    </Box>
  );
}

export default function LoginScreen() {
  const { signIn } = useSession();
  useDocumentTitle('Entrar · Gestão de Obras');
  const greeting = greetingText(new Date());

  return (
    <Box className={classes.page}>
      <Box component="aside" className={classes.showcase} visibleFrom="md" aria-label="Sobre o sistema">
        <Brand inverted />
        <Stack gap="lg" maw={440}>
          <Text component="p" className={classes.tagline}>
            Da planilha ao canteiro: o controle financeiro da obra em um só lugar.
          </Text>
          <List
            spacing="sm"
            icon={
              <ThemeIcon size={22} radius="xl" aria-hidden>
                <IconCheck size={14} />
              </ThemeIcon>
            }
            className={classes.highlights}
          >
            {HIGHLIGHTS.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
        </Stack>
        <Text size="sm" c="gray.5">
          Acesso restrito aos usuários cadastrados pela empresa.
        </Text>
        <div className={classes.stripes} aria-hidden />
      </Box>
      <Box
        component="main"
        className={classes.formColumn}
        py={{ base: 'lg', xs: 'xl' }}
        px={{ base: 'sm', xs: 'md' }}
      >
        <Paper className={classes.card} radius="lg" p={{ base: 'lg', xs: 'xl' }} withBorder>
          <Stack gap="lg">
            <Box hiddenFrom="md">
              <Brand />
            </Box>
            <Stack gap={6}>
              <Title order={1} className={classes.title}>
                {MESSAGES.sistemaGestaoObras}
              </Title>
              <Text fw={600} c="obra.8" size="lg" data-testid="saudacao">
                {greeting}
              </Text>
              <Text c="dimmed" size="sm">
                {MESSAGES.instrucaoLogin}
              </Text>
            </Stack>
            <LoginForm onSubmit={(values) => void signIn(values)} />
          </Stack>
        </Paper>
      </Box>
    </Box>
  );
}
