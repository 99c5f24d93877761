import { z } from 'zod';
import { FIELD_MESSAGES } from './field-messages';

// The situation shared by every entity. Obras add 4 (Entregue) in their own module.
export const STATUS = { ativo: 1, inativo: 2, cancelado: 3 } as const;

export type Status = (typeof STATUS)[keyof typeof STATUS];

export const STATUS_LABELS: Record<Status, string> = {
  1: 'Ativo',
  2: 'Inativo',
  3: 'Cancelado',
};

export const statusSchema = z.literal([STATUS.ativo, STATUS.inativo, STATUS.cancelado], {
  error: FIELD_MESSAGES.situacaoInvalida,
});
