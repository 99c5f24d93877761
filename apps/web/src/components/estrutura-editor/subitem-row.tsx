import { ActionIcon } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { type KeyboardEvent, memo, useContext } from 'react';
import { catalogoLabel, copiedLabel, useCatalogo } from './catalogo-context';
import { subitemOf } from './editor-state';
import { useEditor, useEditorStore } from './editor-store';
import classes from './estrutura-grid.module.css';
import { ReadOnlyContext } from './read-only-context';
import { DecimalCell, SubetapaCell, TotalCell, UnidadeCell } from './subitem-cells';
import { useFocusRequest } from './use-focus-request';

type SubitemRowProps = { rowKey: string; itemKey: string };

// One subitem: subetapa, unit, quantity, unit price and total. The row itself reads only what
// names it; each cell reads its own value, so a keystroke renders one cell and the totals.
export const SubitemRow = memo(function SubitemRow({ rowKey, itemKey }: SubitemRowProps) {
  const store = useEditorStore();
  const readOnly = useContext(ReadOnlyContext);
  const catalogo = useCatalogo();
  const exists = useEditor((state) => subitemOf(state, itemKey, rowKey) !== undefined);
  const subetapa = useEditor((state) => subitemOf(state, itemKey, rowKey)?.subetapa ?? null);
  const numero = useEditor((state) => subitemOf(state, itemKey, rowKey)?.numero ?? null);
  const nome = useEditor((state) => subitemOf(state, itemKey, rowKey)?.nome ?? null);
  const position = useEditor((state) => (state.itens[itemKey]?.subitemKeys.indexOf(rowKey) ?? -1) + 1);
  const modelo = useEditor((state) => state.mode === 'modelo');
  const ref = useFocusRequest<HTMLFieldSetElement>(rowKey);

  if (!exists) return null;
  const chosen = subetapa === null ? undefined : catalogo.subetapaById.get(subetapa);
  const name = chosen
    ? catalogoLabel(chosen)
    : (copiedLabel(numero, nome) ?? `Subitem ${position} (sem subetapa)`);

  // Enter never submits from the grid; in the row's last field it adds the next subitem.
  const keyDown = (event: KeyboardEvent<HTMLFieldSetElement>) => {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    if (event.target.dataset.cell === 'valor_unitario' && !readOnly) {
      store.leaveCell(itemKey, rowKey, 'valor_unitario');
      store.addSubitem(itemKey, rowKey);
    }
  };

  return (
    <fieldset ref={ref} aria-label={name} className={classes.subitemRow} onKeyDown={keyDown}>
      <SubetapaCell rowKey={rowKey} itemKey={itemKey} />
      <UnidadeCell rowKey={rowKey} itemKey={itemKey} />
      <DecimalCell rowKey={rowKey} itemKey={itemKey} field="quantidade" />
      <DecimalCell rowKey={rowKey} itemKey={itemKey} field="valor_unitario" />
      {!modelo && <TotalCell rowKey={rowKey} itemKey={itemKey} />}
      {!readOnly && (
        <ActionIcon
          className={classes.cellRemove}
          variant="subtle"
          color="red"
          size="lg"
          aria-label={`Remover ${name}`}
          onClick={() => store.removeSubitem(itemKey, rowKey)}
        >
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      )}
    </fieldset>
  );
});
