import { entityKeys } from '@/lib/query-keys';

const keys = entityKeys('empresa');

export const empresaKeys = {
  ...keys,
  configuracao: () => [...keys.all, 'configuracao'] as const,
  logo: () => [...keys.all, 'logo'] as const,
};
