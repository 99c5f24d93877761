import { z } from 'zod';
import { requiredText } from './fields';
import { UNIDADE_LABELS, UNIDADE_NOME_MAX, UNIDADES } from './orcamento';

// The firm's own units of measure (issue 13, decision 104): beside the ten of domain.md, each
// firm keeps its own (hora, litro, tonelada, peça…). A subitem keeps its unit as text: one of the
// ten by its key ('m2') or one of the firm's by its name ('Hora').

export const UNIDADE_MESSAGES = {
  duplicada: (nome: string) => `Já existe a unidade “${nome}”.`,
  padrao: (nome: string) => `“${nome}” já é uma das unidades padrão.`,
  emUso: (nome: string) =>
    `A unidade “${nome}” está em uso em orçamentos ou modelos e não pode ser excluída.`,
  naoEncontrada: 'Unidade não encontrada.',
  criada: (nome: string) => `Unidade “${nome}” cadastrada.`,
  excluida: (nome: string) => `Unidade “${nome}” excluída.`,
} as const;

/** What two names are compared by: case, accents' composition and spacing aside ("Peça" = " peça"). */
export function unidadeChave(nome: string): string {
  return nome.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('pt-BR');
}

const PADRAO_CHAVES = new Map(
  UNIDADES.flatMap((u) => [
    [unidadeChave(u), UNIDADE_LABELS[u]],
    [unidadeChave(UNIDADE_LABELS[u]), UNIDADE_LABELS[u]],
  ]),
);

/** The default unit a name repeats (by its key or its label, any case), if any. */
export function unidadePadraoIgual(nome: string): string | undefined {
  return PADRAO_CHAVES.get(unidadeChave(nome));
}

/** How a subitem's unit reads: a default one by its label, the firm's by its own name. */
export function unidadeLabel(unidade: string): string {
  return (UNIDADE_LABELS as Record<string, string>)[unidade] ?? unidade;
}

export const orcamentoUnidadeInputSchema = z
  .object({ nome: requiredText(UNIDADE_NOME_MAX).transform((nome) => nome.replace(/\s+/g, ' ')) })
  .superRefine(({ nome }, ctx) => {
    const padrao = unidadePadraoIgual(nome);
    if (padrao) ctx.addIssue({ code: 'custom', path: ['nome'], message: UNIDADE_MESSAGES.padrao(padrao) });
  });
export type OrcamentoUnidadeInput = z.output<typeof orcamentoUnidadeInputSchema>;

export const orcamentoUnidadeSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  // Whether a budget or model uses it: such a unit cannot be deleted.
  em_uso: z.boolean(),
});
export type OrcamentoUnidade = z.output<typeof orcamentoUnidadeSchema>;
