import { useEffect, useRef } from 'react';
import { useEditor, useEditorStore } from './editor-store';

// Focuses the cell the store asks for (a new row's subetapa, the first error) once this row is
// on screen: the grid scrolls a virtualised row into view, the row focuses its own cell.
export function useFocusRequest<T extends HTMLElement>(rowKey: string) {
  const store = useEditorStore();
  const ref = useRef<T>(null);
  const field = useEditor((state) => (state.focus?.key === rowKey ? state.focus.field : null));

  useEffect(() => {
    if (!field) return;
    const cell = ref.current?.querySelector<HTMLElement>(`[data-cell="${field}"]`);
    if (!cell) return;
    cell.focus();
    store.clearFocus();
  }, [field, store]);

  return ref;
}
