import {
  applyBdi,
  type Money,
  multiplyMoney,
  parseBRL,
  parseDecimalBR,
  parseQuantity,
  sumMoney,
} from '@gdo/domain/money';
import type { Unidade } from '@gdo/domain/orcamento';
import { moneyText, quantityText } from './decimal-text';

// The editor's state: one budget (or model) being edited, normalised so that typing in one cell
// replaces only that subitem, its item's total and the overall totals. Every other row keeps its
// object, and the rows that read it (through a selector) do not render again.

export type EditorMode = 'orcamento' | 'modelo';

export type SubitemField = 'subetapa' | 'unidade' | 'quantidade' | 'valor_unitario';

export type SubitemDraft = {
  key: string;
  itemKey: string;
  subetapa: number | null;
  // The budget's own copy of the catalogue's number and name, kept while the subetapa stays.
  numero: string | null;
  nome: string | null;
  unidade: Unidade;
  // As typed, the Brazilian way ('1.234,5'); read with parseQuantity and parseBRL.
  quantidade: string;
  valor_unitario: string;
};

export type ItemDraft = {
  key: string;
  etapa: number | null;
  numero: string | null;
  nome: string | null;
  subitemKeys: readonly string[];
};

export type HeaderDraft = {
  nome: string;
  status: number;
  id_cliente: number | null;
  cliente_nome: string;
  obra: number | null;
  modelo: number | null;
  modelo_nome: string;
  // A percentage as typed ('12,5').
  bdi: string;
};

// The grid is one flat list, so that it can be virtualised: an item's header, its subitens,
// then the row that adds a subitem to it.
export type GridRow =
  | { kind: 'item'; key: string }
  | { kind: 'subitem'; key: string; itemKey: string }
  | { kind: 'add'; key: string; itemKey: string };

// The cell to focus once its row is on screen ('subetapa' of a new row, the first error).
export type FocusTarget = { key: string; field: string };

// Records of one item, by key. Subitens are kept per item so that a keystroke copies the few
// hundred entries of its own item, never the thousands of the whole budget.
export type ByKey<T> = Readonly<Record<string, T>>;

export type EditorState = {
  mode: EditorMode;
  header: HeaderDraft;
  itemKeys: readonly string[];
  itens: ByKey<ItemDraft>;
  // By item key, then subitem key.
  subitens: ByKey<ByKey<SubitemDraft>>;
  rows: readonly GridRow[];
  // A subitem's total, by item key then subitem key; null while its quantity or price is
  // missing or unreadable.
  subtotais: ByKey<ByKey<Money | null>>;
  itemTotais: Readonly<Record<string, Money>>;
  valorTotal: Money;
  valorVenda: Money;
  // One message per cell: 'nome', '<item key>.etapa', '<subitem key>.quantidade'.
  errors: Readonly<Record<string, string>>;
  dirty: boolean;
  focus: FocusTarget | null;
};

// A structure to start from: a saved budget's, a model's, or nothing. Decimals in machine form.
export type EstruturaSeed = readonly {
  etapa: number;
  numero?: string | null;
  nome?: string | null;
  subitens: readonly {
    subetapa: number;
    numero?: string | null;
    nome?: string | null;
    unidade: Unidade;
    quantidade: string | null;
    valor_unitario: string | null;
  }[];
}[];

let sequence = 0;
export function nextKey(prefix: 'i' | 's'): string {
  sequence += 1;
  return `${prefix}${sequence}`;
}

export const addRowKey = (itemKey: string) => `${itemKey}:add`;

export function buildRows(
  itemKeys: readonly string[],
  itens: Readonly<Record<string, ItemDraft>>,
): GridRow[] {
  return itemKeys.flatMap((key): GridRow[] => [
    { kind: 'item', key },
    ...(itens[key]?.subitemKeys ?? []).map((sub): GridRow => ({ kind: 'subitem', key: sub, itemKey: key })),
    { kind: 'add', key: addRowKey(key), itemKey: key },
  ]);
}

// Quantity × unit price rounded to the cent (multiplyMoney), as the server computes it.
export function subtotalOf(subitem: Pick<SubitemDraft, 'quantidade' | 'valor_unitario'>): Money | null {
  const quantidade = parseQuantity(subitem.quantidade);
  const valor = parseBRL(subitem.valor_unitario);
  return quantidade === null || valor === null ? null : multiplyMoney(quantidade, valor);
}

export function itemTotalOf(item: ItemDraft, subtotais: ByKey<Money | null> | undefined): Money {
  return sumMoney(item.subitemKeys.flatMap((key) => subtotais?.[key] ?? []));
}

export function subitemOf(state: Pick<EditorState, 'subitens'>, itemKey: string, key: string) {
  return state.subitens[itemKey]?.[key];
}

// An unreadable BDI counts as none until it is corrected (the save refuses it on its field).
export function bdiPercent(text: string): string {
  return parseDecimalBR(text, 2) ?? '0';
}

type Totals = Pick<EditorState, 'itemTotais' | 'valorTotal' | 'valorVenda'>;

export function overallTotals(
  state: Pick<EditorState, 'itemKeys' | 'header'>,
  itemTotais: Readonly<Record<string, Money>>,
): Totals {
  const valorTotal = sumMoney(state.itemKeys.map((key) => itemTotais[key] ?? '0'));
  return { itemTotais, valorTotal, valorVenda: applyBdi(valorTotal, bdiPercent(state.header.bdi)) };
}

export function emptyHeader(): HeaderDraft {
  return {
    nome: '',
    status: 1,
    id_cliente: null,
    cliente_nome: '',
    obra: null,
    modelo: null,
    modelo_nome: '',
    bdi: '',
  };
}

// The structure as drafts: new keys, texts in the Brazilian form, every total computed.
export function estruturaDrafts(seed: EstruturaSeed) {
  const itens: Record<string, ItemDraft> = {};
  const subitens: Record<string, ByKey<SubitemDraft>> = {};
  const subtotais: Record<string, ByKey<Money | null>> = {};
  const itemTotais: Record<string, Money> = {};
  const itemKeys = seed.map((item) => {
    const key = nextKey('i');
    const ofItem: Record<string, SubitemDraft> = {};
    const totalsOfItem: Record<string, Money | null> = {};
    const subitemKeys = item.subitens.map((subitem) => {
      const subKey = nextKey('s');
      const draft: SubitemDraft = {
        key: subKey,
        itemKey: key,
        subetapa: subitem.subetapa,
        numero: subitem.numero ?? null,
        nome: subitem.nome ?? null,
        unidade: subitem.unidade,
        quantidade: quantityText(subitem.quantidade),
        valor_unitario: moneyText(subitem.valor_unitario),
      };
      ofItem[subKey] = draft;
      totalsOfItem[subKey] = subtotalOf(draft);
      return subKey;
    });
    itens[key] = {
      key,
      etapa: item.etapa,
      numero: item.numero ?? null,
      nome: item.nome ?? null,
      subitemKeys,
    };
    subitens[key] = ofItem;
    subtotais[key] = totalsOfItem;
    itemTotais[key] = itemTotalOf(itens[key], totalsOfItem);
    return key;
  });
  return { itemKeys, itens, subitens, subtotais, itemTotais, rows: buildRows(itemKeys, itens) };
}

export function createEditorState(mode: EditorMode, header: HeaderDraft, seed: EstruturaSeed): EditorState {
  const { itemTotais, ...estrutura } = estruturaDrafts(seed);
  return {
    mode,
    header,
    ...estrutura,
    ...overallTotals({ itemKeys: estrutura.itemKeys, header }, itemTotais),
    errors: {},
    dirty: false,
    focus: null,
  };
}
