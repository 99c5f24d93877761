import { formatBRL } from '@gdo/domain/money';
import { ActionIcon, NativeSelect, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { memo, useContext, useMemo, useState } from 'react';
import { ConfirmModal } from '@/components/ui/modal/confirm-modal';
import { catalogoLabel, catalogoOptions, copiedLabel, idsOf, useCatalogo } from './catalogo-context';
import type { EditorState } from './editor-state';
import { useEditor, useEditorStore } from './editor-store';
import classes from './estrutura-grid.module.css';
import { ReadOnlyContext } from './read-only-context';
import { useFocusRequest } from './use-focus-request';

const usedEtapas = (state: EditorState) =>
  state.itemKeys.map((key) => state.itens[key]?.etapa ?? '').join(',');

const plural = (count: number) => (count === 1 ? '1 subitem' : `${count} subitens`);

// The sum of the item's subitens, the one part of the header that changes as the user types.
const ItemTotal = memo(function ItemTotal({ rowKey }: { rowKey: string }) {
  const total = useEditor((state) => state.itemTotais[rowKey]);
  const error = useEditor((state) => state.errors[`${rowKey}.valor_total`]);
  return (
    <div className={classes.itemTotal}>
      <Text size="xs" c="dimmed">
        Total da etapa
      </Text>
      <Text fw={700} data-testid="item-total">
        {formatBRL(total ?? '0')}
      </Text>
      {error && (
        <Text size="xs" c="red" role="alert">
          {error}
        </Text>
      )}
    </div>
  );
});

// An item's header: its etapa, how many subitens it holds and their total.
export const ItemRow = memo(function ItemRow({ rowKey }: { rowKey: string }) {
  const store = useEditorStore();
  const readOnly = useContext(ReadOnlyContext);
  const catalogo = useCatalogo();
  const item = useEditor((state) => state.itens[rowKey]);
  const position = useEditor((state) => state.itemKeys.indexOf(rowKey) + 1);
  const used = useEditor(usedEtapas);
  const modelo = useEditor((state) => state.mode === 'modelo');
  const error = useEditor((state) => state.errors[`${rowKey}.etapa`]);
  const ref = useFocusRequest<HTMLFieldSetElement>(rowKey);
  const [confirming, setConfirming] = useState(false);
  const etapa = item?.etapa ?? null;

  const copied = copiedLabel(item?.numero, item?.nome);
  const options = useMemo(
    () =>
      catalogoOptions({
        entries: catalogo.etapas,
        current: etapa,
        currentLabel: copied,
        used: idsOf(used),
        placeholder: 'Selecione a etapa',
      }),
    [catalogo, etapa, copied, used],
  );

  if (!item) return null;
  const chosen = etapa === null ? undefined : catalogo.etapaById.get(etapa);
  const label = chosen ? catalogoLabel(chosen) : copied;
  const name = label ? `Etapa ${label}` : `Etapa ${position} (sem etapa escolhida)`;
  const count = item.subitemKeys.length;

  const remove = () => (count > 0 ? setConfirming(true) : store.removeItem(rowKey));

  return (
    <fieldset ref={ref} aria-label={name} className={classes.itemRow}>
      <NativeSelect
        className={classes.itemEtapa}
        label={`Etapa ${position}`}
        data-cell="etapa"
        value={etapa === null ? '' : String(etapa)}
        onChange={(event) => {
          const value = event.currentTarget.value;
          store.setItemEtapa(rowKey, value ? Number(value) : null);
        }}
        data={options}
        error={error}
        description={plural(count)}
        inputWrapperOrder={['label', 'input', 'error', 'description']}
        fw={600}
      />
      {!modelo ? <ItemTotal rowKey={rowKey} /> : <span className={classes.itemTotal} />}
      {!readOnly && (
        <ActionIcon
          className={classes.itemRemove}
          variant="subtle"
          color="red"
          size="lg"
          mb={4}
          aria-label={`Remover ${name.toLowerCase()}`}
          onClick={remove}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      )}
      <ConfirmModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() => store.removeItem(rowKey)}
        title="Remover etapa?"
        message={`${name} e seus ${plural(count)} serão removidos do orçamento.`}
        confirmLabel="Remover etapa"
        danger
      />
    </fieldset>
  );
});
