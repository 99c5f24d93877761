import { ActionIcon, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './diario-form.module.css';
import { Secao } from './secao';

type LinhasSectionProps<T extends { chave: string }> = {
  titulo: string;
  /** The button's name, read by a screen reader as it is shown: "Adicionar equipamento". */
  adicionar: string;
  /** How one line is named in its remove button: (2) → "Remover o equipamento 2". */
  remover: (numero: number) => string;
  vazio: string;
  linhas: T[];
  onAdd: () => void;
  onRemove: (index: number) => void;
  renderLinha: (linha: T, index: number) => ReactNode;
  /** Under the lines: totals, a notice. */
  rodape?: ReactNode;
  disabled?: boolean;
};

// One section of lines of the report (efetivo, equipamentos, atividades, ocorrências): each line a
// card with its remove button, the add button under them, and what to do when there is none.
export function LinhasSection<T extends { chave: string }>({
  titulo,
  adicionar,
  remover,
  vazio,
  linhas,
  onAdd,
  onRemove,
  renderLinha,
  rodape,
  disabled,
}: LinhasSectionProps<T>) {
  return (
    <Secao titulo={titulo}>
      {linhas.length === 0 && (
        <Text size="sm" c="dimmed">
          {vazio}
        </Text>
      )}
      {linhas.map((linha, index) => (
        <Paper key={linha.chave} className={classes.linha} bg="gray.0" p="sm" radius="md">
          <Group align="flex-start" wrap="nowrap" gap="xs">
            <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
              {renderLinha(linha, index)}
            </Stack>
            <ActionIcon
              size="md"
              variant="subtle"
              color="red"
              aria-label={remover(index + 1)}
              title={remover(index + 1)}
              onClick={() => onRemove(index)}
            >
              <IconTrash size={20} aria-hidden />
            </ActionIcon>
          </Group>
        </Paper>
      ))}
      {rodape}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={onAdd}
          disabled={disabled}
        >
          {adicionar}
        </Button>
      </Group>
    </Secao>
  );
}
