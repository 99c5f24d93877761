import { entityKeys } from '@/lib/query-keys';

export const orcamentoModeloKeys = entityKeys('orcamento-modelos');
