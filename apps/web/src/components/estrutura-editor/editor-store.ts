import { createContext, useContext, useSyncExternalStore } from 'react';
import * as actions from './editor-actions';
import type { EditorState, EstruturaSeed, HeaderDraft, SubitemDraft, SubitemField } from './editor-state';

// The editor's state lives outside React: each row subscribes to its own slice through a
// selector, so a keystroke renders the cell typed in, its item's total and the overall totals,
// and not the other rows (docs/decisions/030-budget-editor-state.md).
export function createEditorStore(initial: EditorState) {
  let state = initial;
  const listeners = new Set<() => void>();

  const set = (next: EditorState) => {
    if (next === state) return;
    state = next;
    for (const listener of listeners) listener();
  };

  return {
    getState: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    reset: (next: EditorState) => set(next),
    setHeader: (patch: Partial<HeaderDraft>) => set(actions.setHeader(state, patch)),
    setSubitem: (itemKey: string, key: string, patch: Partial<Pick<SubitemDraft, SubitemField>>) =>
      set(actions.setSubitem(state, itemKey, key, patch)),
    leaveCell: (itemKey: string, key: string, field: SubitemField) =>
      set(actions.leaveCell(state, itemKey, key, field)),
    addItem: () => set(actions.addItem(state)),
    removeItem: (itemKey: string) => set(actions.removeItem(state, itemKey)),
    setItemEtapa: (itemKey: string, etapa: number | null) => set(actions.setItemEtapa(state, itemKey, etapa)),
    addSubitem: (itemKey: string, afterKey?: string) => set(actions.addSubitem(state, itemKey, afterKey)),
    removeSubitem: (itemKey: string, key: string) => set(actions.removeSubitem(state, itemKey, key)),
    replaceEstrutura: (seed: EstruturaSeed, modelo: { id: number; nome: string }) =>
      set(actions.replaceEstrutura(state, seed, modelo)),
    setErrors: (errors: EditorState['errors']) => set({ ...state, errors }),
    requestFocus: (focus: EditorState['focus']) => set({ ...state, focus }),
    clearFocus: () => {
      if (state.focus) set({ ...state, focus: null });
    },
  };
}

export type EditorStore = ReturnType<typeof createEditorStore>;

export const EditorStoreContext = createContext<EditorStore | null>(null);

export function useEditorStore(): EditorStore {
  const store = useContext(EditorStoreContext);
  if (!store) throw new Error('useEditorStore must be used inside <EditorStoreContext>');
  return store;
}

// A slice of the state; the component renders again only when the slice changes. A selector
// must return a part of the state or a primitive, never a new object or array.
export function useEditor<T>(selector: (state: EditorState) => T): T {
  const store = useEditorStore();
  return useSyncExternalStore(store.subscribe, () => selector(store.getState()));
}
