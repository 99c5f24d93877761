import type { FieldError } from '@gdo/domain/api-error';
import { FIELD_MESSAGES } from '@gdo/domain/field-messages';
import type { OrcamentoItem } from '@gdo/domain/orcamento-response';
import { type Body, isBody } from './legacy-forms';

// The old client's budget is two flat lists: `item` (a catalogue etapa each, `id` its etapa id) and
// `subitem` (a catalogue subetapa each, `id` its subetapa id, `etapa` the NUMBER of its item, as
// Number("10")). Today's budget nests the subitens in their item (legacy-client.md, domain.md).

const text = (value: unknown) => (typeof value === 'number' ? String(value) : value);

/** The number an item is known by in the flat form: Number("10") = 10 = Number("010"). */
const itemNumber = (numero: unknown) =>
  typeof numero === 'string' || typeof numero === 'number' ? Number(numero) : Number.NaN;

function nestedSubitem(subitem: Body) {
  return {
    subetapa: subitem.id,
    numero: text(subitem.numero),
    nome: subitem.nome,
    unidade: subitem.unidade,
    quantidade: text(subitem.quantidade),
    valor_unitario: text(subitem.valor_unitario),
  };
}

/**
 * The flat budget as today's nested one (totals sent are dropped: the server computes them). A
 * subitem whose `etapa` names no item is refused on its own path, never silently left out.
 */
export function nestBudget(body: Body): { body: Body; errors: FieldError[] } {
  const { item, subitem = [], ...rest } = body;
  if (!Array.isArray(item) || body.itens !== undefined || !Array.isArray(subitem))
    return { body, errors: [] };
  const numbers = item.map((i) => (isBody(i) ? itemNumber(i.numero) : Number.NaN));
  const errors: FieldError[] = [];
  const byItem = numbers.map(() => [] as ReturnType<typeof nestedSubitem>[]);
  subitem.forEach((s, j) => {
    const at = isBody(s) ? numbers.indexOf(itemNumber(s.etapa)) : -1;
    if (!isBody(s) || at < 0)
      errors.push({ field: `subitem.${j}.etapa`, message: FIELD_MESSAGES.valorInvalido });
    else byItem[at]!.push(nestedSubitem(s));
  });
  const itens = item.map((i, k) =>
    isBody(i) ? { etapa: i.id, numero: text(i.numero), nome: i.nome, subitens: byItem[k] } : i,
  );
  return { body: { ...rest, itens }, errors };
}

/** The flat lists the old client reads beside today's `itens`. */
export function flatBudget(itens: readonly OrcamentoItem[]) {
  return {
    item: itens.map((i) => ({ id: i.etapa, nome: i.nome, numero: i.numero, valor_total: i.valor_total })),
    subitem: itens.flatMap((i) =>
      i.subitens.map((s) => ({
        id: s.subetapa,
        numero: s.numero,
        nome: s.nome,
        etapa: Number(i.numero),
        quantidade: s.quantidade,
        unidade: s.unidade,
        valor_unitario: s.valor_unitario,
        valor_total: s.valor_total,
      })),
    ),
  };
}
