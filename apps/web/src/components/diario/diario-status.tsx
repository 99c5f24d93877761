import { DIARIO_LABELS, type StatusDiario } from '@gdo/domain/diario-constantes';
import type { MantineSize } from '@mantine/core';
import { COR_RASCUNHO, StatusBadge } from '@/components/ui/status-badge';

// A rascunho still waits for its signature; a signed report is closed.
const CORES: Record<StatusDiario, string> = { rascunho: COR_RASCUNHO, assinado: 'green' };

/** A report's status, the same on the list's cards, the obras' cards and the report's own page. */
export function DiarioStatus({ status, size }: { status: StatusDiario; size?: MantineSize }) {
  return <StatusBadge status={status} labels={DIARIO_LABELS.status} colors={CORES} size={size} />;
}
