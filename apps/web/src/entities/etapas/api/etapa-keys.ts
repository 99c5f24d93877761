import { entityKeys } from '@/lib/query-keys';

// The catalogue is one list, without parameters: etapaKeys.lists() is its key.
export const etapaKeys = entityKeys('etapas');
