import { Button, Paper, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { defaultRangeExtractor, type Range, useWindowVirtualizer } from '@tanstack/react-virtual';
import {
  type RefObject,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { AddSubitemRow } from './add-subitem-row';
import type { GridRow } from './editor-state';
import { useEditor, useEditorStore } from './editor-store';
import classes from './estrutura-grid.module.css';
import { ItemRow } from './item-row';
import { ReadOnlyContext } from './read-only-context';
import { SubitemRow } from './subitem-row';

// How to start an empty structure: a model is built by hand; a budget also from a model.
const EMPTY_HINT = {
  modelo:
    'Use “Adicionar etapa” para incluir as etapas do catálogo e, em cada uma, as subetapas com unidade, quantidade e valor padrão. Um orçamento criado a partir do modelo começa com essa estrutura.',
  orcamento: 'Use “Adicionar etapa” ou escolha um modelo acima para começar.',
} as const;

// Heights before a row is measured; a phone's cards are taller and are measured as they mount.
const ESTIMATED_HEIGHT: Record<GridRow['kind'], number> = { item: 92, subitem: 49, add: 37 };
// Rows rendered beyond the screen, so Tab always finds the next row already there.
const OVERSCAN = 12;

function RowView({ row }: { row: GridRow }) {
  if (row.kind === 'item') return <ItemRow rowKey={row.key} />;
  if (row.kind === 'subitem') return <SubitemRow rowKey={row.key} itemKey={row.itemKey} />;
  return <AddSubitemRow rowKey={row.key} itemKey={row.itemKey} />;
}

// The document offset of the list, which the window virtualiser measures rows from.
function useScrollMargin(ref: RefObject<HTMLElement | null>) {
  const [margin, setMargin] = useState(0);
  useLayoutEffect(() => {
    const measure = () => {
      const element = ref.current;
      if (element) setMargin(Math.round(element.getBoundingClientRect().top + window.scrollY));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  });
  return margin;
}

// The items and subitens of a budget or model as one virtualised list (window scrolling): only
// the rows on screen, plus an overscan, are in the page, so 300 or 9 000 subitens cost the same
// to type in (docs/decisions/031-budget-editor-virtualisation.md).
export function EstruturaGrid() {
  const store = useEditorStore();
  const readOnly = useContext(ReadOnlyContext);
  const rows = useEditor((state) => state.rows);
  const focus = useEditor((state) => state.focus);
  const mode = useEditor((state) => state.mode);
  const listRef = useRef<HTMLDivElement>(null);
  const scrollMargin = useScrollMargin(listRef);
  const focusedKey = useRef<string | null>(null);
  const indexOf = useMemo(() => new Map(rows.map((row, index) => [row.key, index])), [rows]);

  // The row holding the focus stays rendered even when scrolled away, so the focus is not lost.
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      const focused = focusedKey.current === null ? undefined : indexOf.get(focusedKey.current);
      if (focused === undefined || indexes.includes(focused)) return indexes;
      return [...indexes, focused].sort((a, b) => a - b);
    },
    [indexOf],
  );

  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: (index) => ESTIMATED_HEIGHT[rows[index]?.kind ?? 'subitem'],
    overscan: OVERSCAN,
    scrollMargin,
    getItemKey: (index) => rows[index]?.key ?? index,
    rangeExtractor,
  });

  useEffect(() => {
    const index = focus ? indexOf.get(focus.key) : undefined;
    if (index !== undefined) virtualizer.scrollToIndex(index, { align: 'auto' });
  }, [focus, indexOf, virtualizer]);

  // Which row holds the focus, for the range above.
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const focusIn = (event: FocusEvent) => {
      const slot = (event.target as HTMLElement).closest<HTMLElement>('[data-row-key]');
      focusedKey.current = slot?.dataset.rowKey ?? null;
    };
    const focusOut = (event: FocusEvent) => {
      if (!list.contains(event.relatedTarget as Node | null)) focusedKey.current = null;
    };
    list.addEventListener('focusin', focusIn);
    list.addEventListener('focusout', focusOut);
    return () => {
      list.removeEventListener('focusin', focusIn);
      list.removeEventListener('focusout', focusOut);
    };
  }, []);

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} className={classes.grid} data-mode={mode}>
      <Stack gap="xs">
        {rows.length > 0 && (
          <div className={classes.columnTitles} aria-hidden>
            <span>Subetapa</span>
            <span>Unidade</span>
            <span className={classes.alignRight}>{mode === 'modelo' ? 'Qtd. padrão' : 'Quantidade'}</span>
            <span className={classes.alignRight}>
              {mode === 'modelo' ? 'Valor padrão' : 'Valor unitário'}
            </span>
            {mode === 'orcamento' && <span className={classes.alignRight}>Valor total</span>}
            <span />
          </div>
        )}
        {rows.length === 0 && (
          <Stack gap={4} align="center" ta="center" py="lg">
            <Text fw={600}>
              {mode === 'modelo' ? 'Este modelo ainda não tem etapas' : 'Nenhuma etapa ainda'}
            </Text>
            {!readOnly && (
              <Text c="dimmed" size="sm" maw={520}>
                {EMPTY_HINT[mode]}
              </Text>
            )}
          </Stack>
        )}
        <div ref={listRef} className={classes.list} style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((virtual) => {
            const row = rows[virtual.index];
            if (!row) return null;
            return (
              <div
                key={virtual.key}
                data-index={virtual.index}
                data-row-key={row.key}
                ref={virtualizer.measureElement}
                className={classes.slot}
                style={{ transform: `translateY(${virtual.start - virtualizer.options.scrollMargin}px)` }}
              >
                <RowView row={row} />
              </div>
            );
          })}
        </div>
        {!readOnly && (
          <div>
            <Button
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={store.addItem}
              mt="xs"
            >
              Adicionar etapa
            </Button>
          </div>
        )}
      </Stack>
    </Paper>
  );
}
