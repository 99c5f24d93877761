import { Button, Paper } from '@mantine/core';
import { IconSearch, type TablerIcon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Carregando } from '@/components/ui/carregando';
import { CreateLink } from '@/components/ui/create-link';
import { EmptyState } from '@/components/ui/empty-state';

// What a list shows instead of its rows: the first page on its way, no record yet, or a search that
// found nothing.

export function DataTableLoading({ label }: { label: string }) {
  return (
    <Paper withBorder radius="md">
      <Carregando rotulo={`Carregando ${label.toLowerCase()}`} py={48} />
    </Paper>
  );
}

export function DataTableNoResults({ onClear }: { onClear: () => void }) {
  return (
    <EmptyState
      icon={IconSearch}
      title="Nenhum resultado"
      description="Nenhum registro corresponde à busca ou ao filtro escolhido."
      action={
        <Button variant="light" onClick={onClear} mt="xs">
          Limpar busca
        </Button>
      }
    />
  );
}

export type DataTableEmptyProps = {
  title: string;
  description: string;
  icon?: TablerIcon;
  // The link to the create form ("Cadastrar o primeiro cliente"), for who may create.
  create?: false | { label: string; to: string };
  action?: ReactNode;
};

export function DataTableEmpty({ create, action, ...empty }: DataTableEmptyProps) {
  const link = create && (
    <CreateLink to={create.to} mt="xs">
      {create.label}
    </CreateLink>
  );
  return <EmptyState {...empty} action={link || action} />;
}
