import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { memo, useContext } from 'react';
import { catalogoLabel, useCatalogo } from './catalogo-context';
import { useEditor, useEditorStore } from './editor-store';
import classes from './estrutura-grid.module.css';
import { ReadOnlyContext } from './read-only-context';
import { useFocusRequest } from './use-focus-request';

// The foot of an item: adds a subitem at its end (Enter in a row's last field adds one after it).
export const AddSubitemRow = memo(function AddSubitemRow({
  rowKey,
  itemKey,
}: {
  rowKey: string;
  itemKey: string;
}) {
  const store = useEditorStore();
  const readOnly = useContext(ReadOnlyContext);
  const catalogo = useCatalogo();
  const etapa = useEditor((state) => state.itens[itemKey]?.etapa ?? null);
  const position = useEditor((state) => state.itemKeys.indexOf(itemKey) + 1);
  const chosen = etapa === null ? undefined : catalogo.etapaById.get(etapa);
  const ref = useFocusRequest<HTMLDivElement>(rowKey);

  return (
    <div ref={ref} className={classes.addRow}>
      {!readOnly && (
        <Button
          variant="subtle"
          size="compact-sm"
          data-cell="add"
          leftSection={<IconPlus size={14} aria-hidden />}
          disabled={etapa === null}
          title={etapa === null ? 'Escolha a etapa primeiro' : undefined}
          aria-label={`Adicionar subetapa à etapa ${chosen ? catalogoLabel(chosen) : position}`}
          onClick={() => store.addSubitem(itemKey)}
        >
          Adicionar subetapa
        </Button>
      )}
    </div>
  );
});
