import { entityKeys } from '@/lib/query-keys';

export const unidadeKeys = entityKeys('orcamento-unidades');
