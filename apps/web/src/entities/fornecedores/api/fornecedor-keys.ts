import { entityKeys } from '@/lib/query-keys';

export const fornecedorKeys = entityKeys('fornecedores');
