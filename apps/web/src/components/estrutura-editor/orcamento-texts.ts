import { MESSAGES } from '@gdo/domain/messages';

// What the budget screens say that the spec gives no text for, in the spec's pattern
// (docs/spec-deviations.md, "§8 budgets, client side"). The spec's own texts come from MESSAGES.
export const ORCAMENTO_TEXTS = {
  salvo: 'Orçamento salvo com sucesso.',
  falhaCriacao: MESSAGES.falhaCriacaoOrcamento,
  falhaEdicao: 'Falha na edição de orçamento.',
  falhaDuplicacao: 'Falha na duplicação de orçamento.',
  falhaExportacao: 'Falha na exportação do orçamento.',
  modeloSalvo: 'Modelo de orçamento salvo com sucesso.',
  falhaCriacaoModelo: 'Falha na criação de modelo de orçamento.',
  falhaEdicaoModelo: 'Falha na edição de modelo de orçamento.',
  falhaListagemModelos: 'Falha na listagem de modelos de orçamento.',
  falhaBuscaModelo: 'Falha na busca do modelo de orçamento.',
} as const;
