import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBarrierBlock, type TablerIcon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './empty-state.module.css';

type EmptyStateProps = {
  title?: string;
  description?: ReactNode;
  icon?: TablerIcon;
  action?: ReactNode;
};

export function EmptyState({
  title = 'Em construção',
  description = 'Este módulo estará disponível em breve.',
  icon: Icon = IconBarrierBlock,
  action,
}: EmptyStateProps) {
  return (
    <Stack className={classes.root} align="center" gap="xs" data-testid="empty-state">
      <ThemeIcon size={60} radius="xl" variant="light">
        <Icon size={30} stroke={1.6} aria-hidden />
      </ThemeIcon>
      <Title order={2} size="h4" mt="xs">
        {title}
      </Title>
      <Text c="dimmed" size="sm" maw={420}>
        {description}
      </Text>
      {action}
    </Stack>
  );
}
