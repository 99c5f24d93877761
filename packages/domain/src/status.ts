// The situation shared by every entity. Obras add 4 (Entregue) in their own module. Its schema
// (statusSchema) is in fields.ts: the screens that only show a situation load no zod (decision 217).
export const STATUS = { ativo: 1, inativo: 2, cancelado: 3 } as const;

export type Status = (typeof STATUS)[keyof typeof STATUS];

export const STATUS_LABELS: Record<Status, string> = {
  1: 'Ativo',
  2: 'Inativo',
  3: 'Cancelado',
};
