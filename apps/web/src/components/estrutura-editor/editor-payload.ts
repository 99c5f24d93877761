import { type FieldError, toFieldErrors } from '@gdo/domain/api-error';
import { FIELD_MESSAGES } from '@gdo/domain/field-messages';
import { parseBRL, parseDecimalBR, parseQuantity } from '@gdo/domain/money';
import { type OrcamentoInput, orcamentoInputSchema } from '@gdo/domain/orcamento';
import {
  type OrcamentoModelo,
  type OrcamentoModeloInput,
  orcamentoModeloInputSchema,
} from '@gdo/domain/orcamento-modelo';
import type { Orcamento } from '@gdo/domain/orcamento-response';
import { ORCAMENTO_STATUS } from '@gdo/domain/orcamento-status';
import { quantityText } from './decimal-text';
import { createEditorState, type EditorState, emptyHeader, type FocusTarget } from './editor-state';

// Between the editor and the API: a saved budget or model becomes a state, a state becomes the
// nested body of create/edit (validated with the very schema the API uses), and the API's
// field paths ('itens.0.subitens.2.subetapa') come back as the cells they name.

export function orcamentoState(orcamento: Orcamento): EditorState {
  const header = {
    nome: orcamento.nome,
    status: orcamento.status,
    id_cliente: orcamento.id_cliente,
    cliente_nome: orcamento.cliente_nome,
    obra: orcamento.obra,
    modelo: orcamento.modelo,
    modelo_nome: orcamento.modelo_nome ?? '',
    bdi: quantityText(orcamento.bdi),
  };
  return createEditorState('orcamento', header, orcamento.itens);
}

export function modeloState(modelo: OrcamentoModelo): EditorState {
  return createEditorState(
    'modelo',
    { ...emptyHeader(), nome: modelo.nome, status: modelo.status },
    modelo.itens,
  );
}

// A new budget starts Em elaboração (issue 13); a new model, Ativo.
function newHeader(mode: EditorState['mode']) {
  return mode === 'orcamento' ? { ...emptyHeader(), status: ORCAMENTO_STATUS.emElaboracao } : emptyHeader();
}

export function newEditorState(mode: EditorState['mode']): EditorState {
  return createEditorState(mode, newHeader(mode), []);
}

// Text that does not read as a number goes as typed, for the schema to say what is wrong.
function decimalOrText(text: string, read: (text: string) => string | null, blank: '' | null) {
  const trimmed = text.trim();
  return trimmed === '' ? blank : (read(trimmed) ?? trimmed);
}

function estruturaBody(state: EditorState) {
  // A budget requires quantity and price; a model's are optional defaults.
  const blank = state.mode === 'modelo' ? null : '';
  return state.itemKeys.map((itemKey) => {
    const item = state.itens[itemKey]!;
    return {
      etapa: item.etapa,
      numero: item.numero,
      nome: item.nome,
      subitens: item.subitemKeys.map((key) => {
        const subitem = state.subitens[itemKey]![key]!;
        return {
          subetapa: subitem.subetapa,
          numero: subitem.numero,
          nome: subitem.nome,
          unidade: subitem.unidade,
          quantidade: decimalOrText(subitem.quantidade, parseQuantity, blank),
          valor_unitario: decimalOrText(subitem.valor_unitario, parseBRL, blank),
        };
      }),
    };
  });
}

export type Checked<T> = { ok: true; body: T } | { ok: false; errors: FieldError[] };

type Schema<T> = {
  safeParse: (
    value: unknown,
  ) =>
    | { success: true; data: T }
    | { success: false; error: { issues: readonly { path: PropertyKey[]; message: string }[] } };
};

function check<T>(schema: Schema<T>, body: unknown): Checked<T> {
  const parsed = schema.safeParse(body);
  return parsed.success
    ? { ok: true, body: parsed.data }
    : { ok: false, errors: toFieldErrors(parsed.error.issues) };
}

export function orcamentoBody(state: EditorState): Checked<OrcamentoInput> {
  const { header } = state;
  const bdi = header.bdi.trim();
  return check(orcamentoInputSchema, {
    nome: header.nome,
    id_cliente: header.id_cliente,
    obra: header.obra,
    modelo: header.modelo,
    status: header.status,
    bdi: bdi === '' ? null : (parseDecimalBR(bdi, 2) ?? bdi),
    itens: estruturaBody(state),
  });
}

export function modeloBody(state: EditorState): Checked<OrcamentoModeloInput> {
  return check(orcamentoModeloInputSchema, {
    nome: state.header.nome,
    status: state.header.status,
    itens: estruturaBody(state),
  });
}

const HEADER_FIELDS = new Set(['nome', 'status', 'id_cliente', 'obra', 'modelo', 'bdi']);
const SUBITEM_CELLS = new Set(['subetapa', 'unidade', 'quantidade', 'valor_unitario', 'valor_total']);

type Cell = { cell: string; unidadeVazia: boolean };

function cellOf(state: EditorState, path: string): Cell | null {
  if (HEADER_FIELDS.has(path)) return { cell: path, unidadeVazia: false };
  const [root, itemIndex, child, subIndex, field = 'subetapa'] = path.split('.');
  if (root !== 'itens' || child === undefined) return null;
  const itemKey = state.itemKeys[Number(itemIndex)];
  if (!itemKey) return null;
  if (child !== 'subitens' || subIndex === undefined) {
    return { cell: `${itemKey}.${child === 'valor_total' ? 'valor_total' : 'etapa'}`, unidadeVazia: false };
  }
  const subKey = state.itens[itemKey]?.subitemKeys[Number(subIndex)];
  if (!subKey) return null;
  // A subitem's numero or nome is the budget's copy of its subetapa's: shown at the subetapa.
  const at = SUBITEM_CELLS.has(field) ? field : 'subetapa';
  const unidadeVazia = at === 'unidade' && state.subitens[itemKey]?.[subKey]?.unidade === '';
  return { cell: `${subKey}.${at}`, unidadeVazia };
}

// Each error at its cell (the first one per cell); what names no cell is returned apart. An
// empty unit reads as missing, not as an invalid one.
export function errorsByCell(state: EditorState, errors: readonly FieldError[]) {
  const cells: Record<string, string> = {};
  const other: string[] = [];
  for (const { field, message } of errors) {
    const found = cellOf(state, field);
    if (found === null) other.push(message);
    else if (!(found.cell in cells))
      cells[found.cell] = found.unidadeVazia ? FIELD_MESSAGES.obrigatorio : message;
  }
  return { cells, other };
}

const ITEM_CELLS = ['etapa', 'valor_total'];
const ROW_CELLS = ['subetapa', 'unidade', 'quantidade', 'valor_unitario', 'valor_total'];

// The first cell with an error in the grid's order, to scroll to and focus.
export function firstErrorCell(
  state: EditorState,
  cells: Readonly<Record<string, string>>,
): FocusTarget | null {
  for (const row of state.rows) {
    const fields = row.kind === 'item' ? ITEM_CELLS : row.kind === 'subitem' ? ROW_CELLS : [];
    const field = fields.find((candidate) => `${row.key}.${candidate}` in cells);
    if (field) return { key: row.key, field };
  }
  return null;
}

// A new budget started from a model: the model's structure, defaults as the first values.
export function orcamentoFromModeloState(modelo: OrcamentoModelo): EditorState {
  return createEditorState(
    'orcamento',
    { ...newHeader('orcamento'), modelo: modelo.id, modelo_nome: modelo.nome },
    modelo.itens,
  );
}
