import { entityKeys } from '@/lib/query-keys';

export const clienteKeys = entityKeys('clientes');
