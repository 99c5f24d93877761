import { STATUS, STATUS_LABELS } from './status';

// An obra has the common situations plus 4, Entregue (delivered to its cliente).
export const OBRA_STATUS = { ...STATUS, entregue: 4 } as const;

export type ObraStatus = (typeof OBRA_STATUS)[keyof typeof OBRA_STATUS];

export const OBRA_STATUS_LABELS: Record<ObraStatus, string> = { ...STATUS_LABELS, 4: 'Entregue' };
