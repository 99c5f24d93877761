import { FIELD_MESSAGES } from '@gdo/domain/field-messages';
import { type Money, parseBRL, parseQuantity } from '@gdo/domain/money';
import { tidyMoney, tidyQuantity } from './decimal-text';
import {
  addRowKey,
  type ByKey,
  buildRows,
  type EditorState,
  type EstruturaSeed,
  estruturaDrafts,
  type HeaderDraft,
  type ItemDraft,
  itemTotalOf,
  nextKey,
  overallTotals,
  type SubitemDraft,
  type SubitemField,
  subitemOf,
  subtotalOf,
} from './editor-state';

// Every change the editor makes, as a pure function from one state to the next. A change that
// touches one subitem copies only the records on its path (the subitem, its item's total, the
// overall totals); everything else keeps its identity.

function withoutErrors(errors: EditorState['errors'], cells: readonly string[]): EditorState['errors'] {
  if (!cells.some((cell) => cell in errors)) return errors;
  const next = { ...errors };
  for (const cell of cells) delete next[cell];
  return next;
}

function withoutErrorsOf(errors: EditorState['errors'], keys: readonly string[]): EditorState['errors'] {
  const prefixes = keys.map((key) => `${key}.`);
  const stale = Object.keys(errors).filter((cell) => prefixes.some((prefix) => cell.startsWith(prefix)));
  return withoutErrors(errors, stale);
}

function withItemTotal(state: EditorState, itemKey: string): EditorState {
  const item = state.itens[itemKey];
  const itemTotais = { ...state.itemTotais };
  if (item) itemTotais[itemKey] = itemTotalOf(item, state.subtotais[itemKey]);
  else delete itemTotais[itemKey];
  return { ...state, ...overallTotals(state, itemTotais) };
}

// One item's records with one entry replaced (or removed, with `undefined`).
function withEntry<T>(records: ByKey<ByKey<T>>, itemKey: string, key: string, value: T | undefined) {
  const ofItem = { ...records[itemKey] };
  if (value === undefined) delete ofItem[key];
  else ofItem[key] = value;
  return { ...records, [itemKey]: ofItem };
}

export function setHeader(state: EditorState, patch: Partial<HeaderDraft>): EditorState {
  const header = { ...state.header, ...patch };
  const next = { ...state, header, errors: withoutErrors(state.errors, Object.keys(patch)), dirty: true };
  return 'bdi' in patch ? { ...next, ...overallTotals(next, state.itemTotais) } : next;
}

export function setSubitem(
  state: EditorState,
  itemKey: string,
  key: string,
  patch: Partial<Pick<SubitemDraft, SubitemField>>,
): EditorState {
  const current = subitemOf(state, itemKey, key);
  if (!current) return state;
  const changed: SubitemDraft = { ...current, ...patch };
  // Another subetapa: the budget's copy of the old one's number and name no longer applies.
  if (patch.subetapa !== undefined && patch.subetapa !== current.subetapa) {
    changed.numero = null;
    changed.nome = null;
  }
  const cells = [...Object.keys(patch), 'valor_total'].map((field) => `${key}.${field}`);
  const next: EditorState = {
    ...state,
    subitens: withEntry(state.subitens, itemKey, key, changed),
    errors: withoutErrors(state.errors, cells),
    dirty: true,
  };
  const subtotal = subtotalOf(changed);
  if (subtotal === state.subtotais[itemKey]?.[key]) return next;
  return withItemTotal({ ...next, subtotais: withEntry(state.subtotais, itemKey, key, subtotal) }, itemKey);
}

const CELL_READERS: Partial<
  Record<SubitemField, { read: (text: string) => string | null; message: string }>
> = {
  quantidade: { read: parseQuantity, message: FIELD_MESSAGES.quantidadeInvalida },
  valor_unitario: { read: parseBRL, message: FIELD_MESSAGES.valorMonetarioInvalido },
};

// Leaving a quantity or price: a readable value is rewritten in its usual form ('1234,5' →
// '1.234,50'); unreadable text is flagged at once rather than at the save.
export function leaveCell(
  state: EditorState,
  itemKey: string,
  key: string,
  field: SubitemField,
): EditorState {
  const reader = CELL_READERS[field];
  const current = subitemOf(state, itemKey, key);
  if (!reader || !current || (field !== 'quantidade' && field !== 'valor_unitario')) return state;
  const text = current[field];
  if (text.trim() === '') return state;
  if (reader.read(text) === null) {
    return { ...state, errors: { ...state.errors, [`${key}.${field}`]: reader.message } };
  }
  const tidy = field === 'quantidade' ? tidyQuantity(text) : tidyMoney(text);
  if (tidy === text) return state;
  return { ...state, subitens: withEntry(state.subitens, itemKey, key, { ...current, [field]: tidy }) };
}

export function addItem(state: EditorState): EditorState {
  const key = nextKey('i');
  const item: ItemDraft = { key, etapa: null, numero: null, nome: null, subitemKeys: [] };
  const itens = { ...state.itens, [key]: item };
  const itemKeys = [...state.itemKeys, key];
  return withItemTotal(
    {
      ...state,
      itens,
      itemKeys,
      subitens: { ...state.subitens, [key]: {} },
      subtotais: { ...state.subtotais, [key]: {} },
      rows: buildRows(itemKeys, itens),
      dirty: true,
      focus: { key, field: 'etapa' },
    },
    key,
  );
}

export function removeItem(state: EditorState, itemKey: string): EditorState {
  const item = state.itens[itemKey];
  if (!item) return state;
  const itens = { ...state.itens };
  delete itens[itemKey];
  const subitens = { ...state.subitens };
  delete subitens[itemKey];
  const subtotais = { ...state.subtotais };
  delete subtotais[itemKey];
  const itemKeys = state.itemKeys.filter((key) => key !== itemKey);
  const errors = withoutErrorsOf(state.errors, [itemKey, ...item.subitemKeys]);
  return withItemTotal(
    { ...state, itens, itemKeys, subitens, subtotais, errors, rows: buildRows(itemKeys, itens), dirty: true },
    itemKey,
  );
}

// Another etapa for an item: its subitens' subetapas belonged to the old one and are cleared.
export function setItemEtapa(state: EditorState, itemKey: string, etapa: number | null): EditorState {
  const item = state.itens[itemKey];
  if (!item || item.etapa === etapa) return state;
  const ofItem = { ...state.subitens[itemKey] };
  for (const key of item.subitemKeys) {
    const subitem = ofItem[key];
    if (subitem) ofItem[key] = { ...subitem, subetapa: null, numero: null, nome: null };
  }
  const cells = [`${itemKey}.etapa`, ...item.subitemKeys.map((key) => `${key}.subetapa`)];
  return {
    ...state,
    itens: { ...state.itens, [itemKey]: { ...item, etapa, numero: null, nome: null } },
    subitens: { ...state.subitens, [itemKey]: ofItem },
    errors: withoutErrors(state.errors, cells),
    dirty: true,
  };
}

// A blank subitem after `afterKey` (or at the end of the item), focused on its subetapa.
export function addSubitem(state: EditorState, itemKey: string, afterKey?: string): EditorState {
  const item = state.itens[itemKey];
  if (!item) return state;
  const key = nextKey('s');
  const subitem: SubitemDraft = {
    key,
    itemKey,
    subetapa: null,
    numero: null,
    nome: null,
    unidade: '',
    quantidade: '',
    valor_unitario: '',
  };
  const at = afterKey ? item.subitemKeys.indexOf(afterKey) + 1 : item.subitemKeys.length;
  const subitemKeys = [...item.subitemKeys.slice(0, at), key, ...item.subitemKeys.slice(at)];
  const itens = { ...state.itens, [itemKey]: { ...item, subitemKeys } };
  return {
    ...state,
    itens,
    subitens: withEntry(state.subitens, itemKey, key, subitem),
    subtotais: withEntry<Money | null>(state.subtotais, itemKey, key, null),
    rows: buildRows(state.itemKeys, itens),
    dirty: true,
    focus: { key, field: 'subetapa' },
  };
}

// Focus moves to the row that took its place, or to its item's "add" button.
export function removeSubitem(state: EditorState, itemKey: string, key: string): EditorState {
  const item = state.itens[itemKey];
  if (!item || !subitemOf(state, itemKey, key)) return state;
  const position = item.subitemKeys.indexOf(key);
  const subitemKeys = item.subitemKeys.filter((candidate) => candidate !== key);
  const itens = { ...state.itens, [itemKey]: { ...item, subitemKeys } };
  const neighbour = subitemKeys[position] ?? subitemKeys[position - 1];
  const focus = neighbour ? { key: neighbour, field: 'subetapa' } : { key: addRowKey(itemKey), field: 'add' };
  return withItemTotal(
    {
      ...state,
      itens,
      subitens: withEntry(state.subitens, itemKey, key, undefined),
      subtotais: withEntry(state.subtotais, itemKey, key, undefined),
      rows: buildRows(state.itemKeys, itens),
      errors: withoutErrorsOf(state.errors, [key]),
      dirty: true,
      focus,
    },
    itemKey,
  );
}

// A model's structure replaces the current one (the header stays; its modelo is set).
export function replaceEstrutura(
  state: EditorState,
  seed: EstruturaSeed,
  modelo: { id: number; nome: string },
): EditorState {
  const { itemTotais, ...estrutura } = estruturaDrafts(seed);
  const header = { ...state.header, modelo: modelo.id, modelo_nome: modelo.nome };
  return {
    ...state,
    ...estrutura,
    header,
    ...overallTotals({ itemKeys: estrutura.itemKeys, header }, itemTotais),
    errors: {},
    dirty: true,
  };
}
