import { entityKeys } from '@/lib/query-keys';

export const obraKeys = entityKeys('obras');
