import { ActionIcon, Badge, Group, Switch, Text, Tooltip } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './etapas-tree.module.css';

type CatalogoRowProps = {
  numero: string;
  nome: string;
  status: number;
  canWrite: boolean;
  // 'etapa' or 'subetapa', for the accessible names of the row's controls.
  noun: string;
  onRename: () => void;
  onToggleStatus: (active: boolean) => void;
  togglingStatus: boolean;
  extraActions?: ReactNode;
};

// One line of the tree: number, name, situation and what the user may do with it.
export function CatalogoRow(props: CatalogoRowProps) {
  const { numero, nome, status, canWrite, noun, onRename, onToggleStatus, togglingStatus, extraActions } =
    props;
  const active = status === 1;
  return (
    <Group className={classes.row} justify="space-between" wrap="wrap" gap="xs">
      <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: '1 1 200px' }}>
        <Badge variant={noun === 'etapa' ? 'filled' : 'light'} radius="sm" className={classes.numero}>
          {numero}
        </Badge>
        {/* The whole name, over as many lines as it needs: cut to two on a phone, a long subetapa's
            could not be read anywhere on the screen. */}
        <Text fw={noun === 'etapa' ? 600 : 400} size="sm" c={active ? undefined : 'dimmed'}>
          {nome}
        </Text>
        {!active && (
          <Badge variant="outline" color="gray" size="xs">
            Inativa
          </Badge>
        )}
      </Group>
      {canWrite && (
        <Group gap="xs" wrap="nowrap" ml="auto">
          {extraActions}
          <Tooltip label={`Editar ${noun}`}>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`Editar ${noun} ${numero} ${nome}`}
              onClick={onRename}
            >
              <IconPencil size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
          {/* Its word beside it: a bare switch said nothing to a sighted user. */}
          <Switch
            size="sm"
            label="Ativa"
            checked={active}
            disabled={togglingStatus}
            onChange={(event) => onToggleStatus(event.currentTarget.checked)}
            aria-label={`${noun === 'etapa' ? 'Etapa' : 'Subetapa'} ${numero} ${nome} ativa`}
          />
        </Group>
      )}
    </Group>
  );
}
