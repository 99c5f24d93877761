import { entityKeys } from '@/lib/query-keys';

// Every subetapa is one list, without parameters: subetapaKeys.lists() is its key.
export const subetapaKeys = entityKeys('subetapas');
