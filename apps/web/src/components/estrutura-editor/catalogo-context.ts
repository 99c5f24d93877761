import type { Etapa } from '@gdo/domain/etapa';
import { UNIDADE_LABELS, UNIDADES } from '@gdo/domain/orcamento';
import { STATUS } from '@gdo/domain/status';
import type { Subetapa } from '@gdo/domain/subetapa';
import { createContext, useContext } from 'react';

type Option = { value: string; label: string; disabled?: boolean };

// The etapas and subetapas catalogue, indexed once for every row of the grid, and the units a
// subitem may take: the ten of every firm, then the firm's own (decision 104).
export type Catalogo = {
  etapas: readonly Etapa[];
  etapaById: ReadonlyMap<number, Etapa>;
  subetapaById: ReadonlyMap<number, Subetapa>;
  subetapasByEtapa: ReadonlyMap<number, readonly Subetapa[]>;
  unidades: readonly Option[];
};

const UNIDADES_PADRAO: Option[] = UNIDADES.map((unidade) => ({
  value: unidade,
  label: UNIDADE_LABELS[unidade],
}));

export function buildCatalogo(
  etapas: readonly Etapa[],
  subetapas: readonly Subetapa[],
  proprias: readonly { nome: string }[] = [],
): Catalogo {
  const subetapasByEtapa = new Map<number, Subetapa[]>();
  for (const subetapa of subetapas) {
    const list = subetapasByEtapa.get(subetapa.etapa) ?? [];
    list.push(subetapa);
    subetapasByEtapa.set(subetapa.etapa, list);
  }
  return {
    etapas,
    etapaById: new Map(etapas.map((etapa) => [etapa.id, etapa])),
    subetapaById: new Map(subetapas.map((subetapa) => [subetapa.id, subetapa])),
    subetapasByEtapa,
    unidades: [...UNIDADES_PADRAO, ...proprias.map(({ nome }) => ({ value: nome, label: nome }))],
  };
}

/** The unit choices of a row: a prompt, the catalogue's units, and the row's own if it is none of them. */
export function unidadeOptions(unidades: readonly Option[], current: string): Option[] {
  const known = current === '' || unidades.some((option) => option.value === current);
  return [
    { value: '', label: 'Selecione' },
    ...unidades,
    ...(known ? [] : [{ value: current, label: current }]),
  ];
}

export const CatalogoContext = createContext<Catalogo>(buildCatalogo([], []));

export function useCatalogo(): Catalogo {
  return useContext(CatalogoContext);
}

export const catalogoLabel = (entry: { numero: string; nome: string }) => `${entry.numero} ${entry.nome}`;

type OptionsInput = {
  entries: readonly (Etapa | Subetapa)[];
  current: number | null;
  // The budget's own copy of the current entry's number and name, if the catalogue lacks it.
  currentLabel: string | null;
  used: ReadonlySet<number>;
  placeholder: string;
};

// Active entries, plus the row's current one even if it was deactivated since (or is beyond
// what the catalogue list returned); an entry another row already uses is shown but disabled
// (an etapa once per budget, a subetapa once per item).
export function catalogoOptions({
  entries,
  current,
  currentLabel,
  used,
  placeholder,
}: OptionsInput): Option[] {
  const options = entries
    .filter((entry) => entry.status === STATUS.ativo || entry.id === current)
    .map((entry) => ({
      value: String(entry.id),
      label: catalogoLabel(entry),
      disabled: entry.id !== current && used.has(entry.id),
    }));
  if (current !== null && !entries.some((entry) => entry.id === current)) {
    options.unshift({ value: String(current), label: currentLabel ?? String(current), disabled: false });
  }
  return [{ value: '', label: placeholder }, ...options];
}

// '01.02 Sapatas' from the copy a budget keeps, or null when it has none.
export function copiedLabel(numero: string | null | undefined, nome: string | null | undefined) {
  return numero ? `${numero} ${nome ?? ''}`.trim() : null;
}

// A selector's answer that stays equal while the set is the same: the ids joined.
export function idsOf(text: string): ReadonlySet<number> {
  return new Set(text ? text.split(',').map(Number) : []);
}
