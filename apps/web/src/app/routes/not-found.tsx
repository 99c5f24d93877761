import { MESSAGES } from '@gdo/domain/messages';
import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconMapPinQuestion } from '@tabler/icons-react';
import { Link } from 'react-router';

type NotFoundProps = { backTo: string; backLabel: string };

export default function NotFound({ backTo, backLabel }: NotFoundProps) {
  useDocumentTitle(`${MESSAGES.paginaNaoEncontrada} · Gestão de Obras`);
  return (
    <Center mih="60vh" px="md" component="section">
      <Stack align="center" gap="sm" ta="center" maw={440}>
        <ThemeIcon size={72} radius="xl" variant="light">
          <IconMapPinQuestion size={38} stroke={1.5} aria-hidden />
        </ThemeIcon>
        <Text c="dimmed" fw={600} size="sm">
          Erro 404
        </Text>
        <Title order={1} size="h2">
          {MESSAGES.paginaNaoEncontrada}
        </Title>
        <Text c="dimmed">O endereço acessado não existe ou foi removido.</Text>
        <Button component={Link} to={backTo} mt="sm">
          {backLabel}
        </Button>
      </Stack>
    </Center>
  );
}
