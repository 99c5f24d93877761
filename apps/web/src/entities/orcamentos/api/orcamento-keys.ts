import { entityKeys } from '@/lib/query-keys';

export const orcamentoKeys = entityKeys('orcamentos');
