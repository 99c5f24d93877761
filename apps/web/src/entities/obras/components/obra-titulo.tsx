import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

type ObraTituloProps = { obra: { nome: string; cliente_nome: string }; to: string };

/** An obra card's title: its name, a link to where the card leads, over its cliente's name. */
export function ObraTitulo({ obra, to }: ObraTituloProps) {
  return (
    <Stack gap={2}>
      <Anchor component={Link} to={to} fw={700} size="lg">
        {obra.nome}
      </Anchor>
      <Text size="sm" c="dimmed">
        {obra.cliente_nome}
      </Text>
    </Stack>
  );
}
