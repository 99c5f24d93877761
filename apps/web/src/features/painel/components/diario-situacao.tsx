import { formatDate } from '@gdo/domain/date';
import type { PainelObra } from '@gdo/domain/painel';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/**
 * "N dias úteis sem relatório desde o início da obra" (Monday to Saturday, national holidays excepted:
 * decisions 072, 173), or nothing to say. "Desde o início": beside yesterday's last report, a bare
 * "30 dias úteis sem relatório" read as a contradiction.
 */
function semRelatorio(dias: number | null): string | null {
  if (dias === null) return null;
  if (dias === 0) return 'nenhum dia útil sem relatório';
  return `${dias} ${dias === 1 ? 'dia útil' : 'dias úteis'} sem relatório desde o início da obra`;
}

/** The obra's diário on the dashboard: the last report's date and the working days without one. */
export function DiarioSituacao({ obra, size = 'sm' }: { obra: PainelObra; size?: 'xs' | 'sm' }) {
  const { ultimo_relatorio: ultimo, dias_sem_relatorio: dias } = obra.diario;
  const falta = semRelatorio(dias);
  return (
    // The brand's darkest orange: 7:1 on the page's grey, where orange's own darkest shade is 4,1:1.
    <Text size={size} c={dias ? 'obra.8' : 'dimmed'}>
      <Anchor
        component={Link}
        to={paths.diario(obra.id)}
        size={size}
        fw={600}
        inherit
        // One such link per obra: its name says whose diário it opens.
        aria-label={`Diário de obra de ${obra.nome}`}
      >
        Diário
      </Anchor>
      : {ultimo ? `último relatório em ${formatDate(ultimo)}` : 'nenhum relatório'}
      {falta && ` · ${falta}`}
    </Text>
  );
}
