import type { OrcamentoListRow } from '@gdo/domain/orcamento-response';
import { ActionIcon, Group, Menu, Tooltip } from '@mantine/core';
import { IconCopy, IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { ORCAMENTO_TEXTS } from '@/components/estrutura-editor/orcamento-texts';
import { useToast } from '@/components/ui/toast/toast-context';
import { failureText } from '@/components/ui/toast/use-failure-toast';
import { paths } from '@/config/paths';
import { useDuplicateOrcamento } from '@/features/orcamentos/api/duplicate-orcamento';
import { useSubmitLock } from '@/lib/use-submit-lock';
import { ExportButtons } from './export-buttons';

type OrcamentoRowActionsProps = {
  orcamento: OrcamentoListRow;
  canWrite: boolean;
  onDelete: (orcamento: OrcamentoListRow) => void;
};

// Edit, PDF and XLSX at hand; duplicate and delete (rarer, one of them destructive) in a menu,
// so the row fits a laptop screen beside the seven columns. Each is named with the budget.
export function OrcamentoRowActions({ orcamento, canWrite, onDelete }: OrcamentoRowActionsProps) {
  const location = useLocation();
  const toast = useToast();
  const duplicate = useDuplicateOrcamento();
  const { busy, lock } = useSubmitLock();

  const duplicar = lock(async () => {
    try {
      const copia = await duplicate.mutateAsync(orcamento.id);
      toast.show({ type: 'success', text: `Orçamento duplicado: ${copia.nome}.` });
    } catch (error) {
      toast.show({ type: 'danger', text: failureText(ORCAMENTO_TEXTS.falhaDuplicacao, error) });
    }
  });

  return (
    <Group gap={2} wrap="nowrap" justify="flex-end">
      <Tooltip label={canWrite ? 'Editar' : 'Abrir'} withArrow>
        <ActionIcon
          component={Link}
          to={paths.orcamentoEdit(orcamento.id)}
          state={{ from: `${location.pathname}${location.search}` }}
          variant="subtle"
          size="md"
          aria-label={`${canWrite ? 'Editar' : 'Abrir'} ${orcamento.nome}`}
        >
          <IconPencil size={17} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <ExportButtons orcamento={orcamento} compact />
      {canWrite && (
        <Menu position="bottom-end" withinPortal shadow="md">
          <Menu.Target>
            <ActionIcon
              variant="subtle"
              size="md"
              color="gray"
              aria-label={`Mais ações de ${orcamento.nome}`}
              loading={busy}
            >
              <IconDots size={17} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item leftSection={<IconCopy size={16} aria-hidden />} onClick={duplicar} disabled={busy}>
              Duplicar
            </Menu.Item>
            <Menu.Item
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => onDelete(orcamento)}
            >
              Excluir
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      )}
    </Group>
  );
}
