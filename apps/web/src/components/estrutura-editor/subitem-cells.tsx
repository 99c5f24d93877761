import { maskDecimal } from '@gdo/domain/masks';
import { formatBRL, typedMoney } from '@gdo/domain/money';
import { NativeSelect, Text, TextInput } from '@mantine/core';
import { memo, useMemo } from 'react';
import { catalogoOptions, copiedLabel, idsOf, unidadeOptions, useCatalogo } from './catalogo-context';
import { type EditorState, subitemOf } from './editor-state';
import { useEditor, useEditorStore } from './editor-store';
import classes from './estrutura-grid.module.css';

// The cells of a subitem row, each subscribed to its own value and error: typing a quantity
// renders that input and the totals, not the row's selects.

const usedSubetapas = (state: EditorState, itemKey: string) => {
  const ofItem = state.subitens[itemKey];
  return (state.itens[itemKey]?.subitemKeys ?? []).map((key) => ofItem?.[key]?.subetapa ?? '').join(',');
};

const errorOf = (state: EditorState, key: string, field: string) => state.errors[`${key}.${field}`];

type CellProps = { rowKey: string; itemKey: string };

// Only the subetapas of the item's etapa; one already in the item is disabled.
export const SubetapaCell = memo(function SubetapaCell({ rowKey, itemKey }: CellProps) {
  const store = useEditorStore();
  const catalogo = useCatalogo();
  const current = useEditor((state) => subitemOf(state, itemKey, rowKey)?.subetapa ?? null);
  const etapa = useEditor((state) => state.itens[itemKey]?.etapa ?? null);
  const used = useEditor((state) => usedSubetapas(state, itemKey));
  const error = useEditor((state) => errorOf(state, rowKey, 'subetapa'));
  const copied = useEditor((state) => {
    const subitem = subitemOf(state, itemKey, rowKey);
    return copiedLabel(subitem?.numero, subitem?.nome);
  });

  const options = useMemo(
    () =>
      catalogoOptions({
        entries: etapa === null ? [] : (catalogo.subetapasByEtapa.get(etapa) ?? []),
        current,
        currentLabel: copied,
        used: idsOf(used),
        placeholder: etapa === null ? 'Escolha a etapa primeiro' : 'Selecione a subetapa',
      }),
    [catalogo, etapa, current, copied, used],
  );

  return (
    <NativeSelect
      className={classes.cellSubetapa}
      label="Subetapa"
      classNames={{ label: classes.cellLabel }}
      data-cell="subetapa"
      value={current === null ? '' : String(current)}
      onChange={(event) => {
        const value = event.currentTarget.value;
        store.setSubitem(itemKey, rowKey, { subetapa: value ? Number(value) : null });
      }}
      data={options}
      // The whole name on hover: the cell cuts a long one ("71.01 Pilares e vigas de concre…").
      title={options.find((option) => option.value === String(current))?.label}
      error={error}
      disabled={etapa === null}
    />
  );
});

export const UnidadeCell = memo(function UnidadeCell({ rowKey, itemKey }: CellProps) {
  const store = useEditorStore();
  const catalogo = useCatalogo();
  const unidade = useEditor((state) => subitemOf(state, itemKey, rowKey)?.unidade ?? '');
  const error = useEditor((state) => errorOf(state, rowKey, 'unidade'));
  const options = useMemo(() => unidadeOptions(catalogo.unidades, unidade), [catalogo, unidade]);
  return (
    <NativeSelect
      className={classes.cellUnidade}
      label="Unidade"
      classNames={{ label: classes.cellLabel }}
      data-cell="unidade"
      value={unidade}
      onChange={(event) => store.setSubitem(itemKey, rowKey, { unidade: event.currentTarget.value })}
      data={options}
      error={error}
    />
  );
});

type DecimalCellProps = CellProps & { field: 'quantidade' | 'valor_unitario' };

// A quantity or a unit price, typed the Brazilian way; tidied when the user leaves it. A price
// takes only what money can be (typedMoney: digits, thousands' dots, a comma and two decimals).
export const DecimalCell = memo(function DecimalCell({ rowKey, itemKey, field }: DecimalCellProps) {
  const store = useEditorStore();
  const value = useEditor((state) => subitemOf(state, itemKey, rowKey)?.[field] ?? '');
  const error = useEditor((state) => errorOf(state, rowKey, field));
  const modelo = useEditor((state) => state.mode === 'modelo');
  const money = field === 'valor_unitario';
  const label = money ? 'Valor unitário' : 'Quantidade';

  return (
    <TextInput
      className={money ? classes.cellValor : classes.cellQuantidade}
      classNames={{ label: classes.cellLabel, input: classes.numberInput }}
      label={modelo ? `${label} padrão` : label}
      data-cell={field}
      inputMode="decimal"
      autoComplete="off"
      placeholder={modelo ? 'Opcional' : money ? '0,00' : '0'}
      leftSection={
        money ? (
          <Text size="xs" c="dimmed" aria-hidden>
            R$
          </Text>
        ) : undefined
      }
      value={value}
      onChange={(event) =>
        store.setSubitem(itemKey, rowKey, {
          [field]: (money ? typedMoney : maskDecimal)(event.currentTarget.value),
        })
      }
      onBlur={() => store.leaveCell(itemKey, rowKey, field)}
      error={error}
    />
  );
});

// Quantity × unit price as it stands, or a dash while either is missing.
export const TotalCell = memo(function TotalCell({ rowKey, itemKey }: CellProps) {
  const subtotal = useEditor((state) => state.subtotais[itemKey]?.[rowKey]);
  const error = useEditor((state) => errorOf(state, rowKey, 'valor_total'));
  return (
    <div className={classes.cellTotal}>
      <span className={classes.cellLabel}>Valor total</span>
      <div>
        <Text component="output" size="sm" fw={600} data-testid="subitem-total" aria-label="Valor total">
          {subtotal ? formatBRL(subtotal) : '—'}
        </Text>
        {error && (
          <Text size="xs" c="red" role="alert">
            {error}
          </Text>
        )}
      </div>
    </div>
  );
});
