import { Button, Center, Loader, Paper } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { EmptyState } from '@/components/ui/empty-state';

// What a list shows instead of its rows: the first page on its way, or a search that found nothing.

export function DataTableLoading({ label }: { label: string }) {
  return (
    <Paper withBorder radius="md">
      <Center py={48}>
        <Loader aria-label={`Carregando ${label.toLowerCase()}`} />
      </Center>
    </Paper>
  );
}

export function DataTableNoResults({ onClear }: { onClear: () => void }) {
  return (
    <EmptyState
      icon={<IconSearch size={30} stroke={1.6} aria-hidden />}
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
