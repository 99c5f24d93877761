import { entityKeys } from '@/lib/query-keys';

export const contratoKeys = entityKeys('contratos');
