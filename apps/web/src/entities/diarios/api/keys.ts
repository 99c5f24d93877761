import { entityKeys } from '@/lib/query-keys';

// The diário de obra's queries (issue 12). Everything hangs under 'diarios', so invalidating
// diarioKeys.all after a write refreshes the obra's list, its 30-day strip, the open report and
// the chain's verification at once; a narrower key refreshes only its part.
const base = entityKeys('diarios');

export const diarioKeys = {
  ...base,
  /** Every list of one obra's reports, whatever the period or page. */
  listsOfObra: (obra: number) => ['diarios', 'list', 'obra', obra] as const,
  /** One page or period of an obra's reports. */
  listOfObra: (obra: number, params: object) => ['diarios', 'list', 'obra', obra, params] as const,
  /** The last report of each of a page of obras (decision 185). */
  ultimos: (obras: number[]) => ['diarios', 'ultimos', obras] as const,
  /** The etapas and subetapas of the obra's budget that atividades may name. */
  etapas: (obra: number) => ['diarios', 'etapas', obra] as const,
  /** What the obra shows of its reports: the last 30 days, days without one, progress per etapa. */
  resumo: (obra: number) => ['diarios', 'resumo', obra] as const,
  /** The integrity of the obra's chain of signed reports. */
  verificacao: (obra: number) => ['diarios', 'verificacao', obra] as const,
};
