import { Button } from '@mantine/core';
import { IconNotebook, IconReceipt } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

type Parte = 'diario' | 'lancamentos';

/**
 * The two parts of an obra's RDO (Relatório Diário de Obra): the daily reports ("Diário") and the
 * cost entries ("Lançamentos"). A role that sees no money (diario) is offered the Diário alone, so
 * the switch is not shown to it.
 */
export function RdoPartes({
  obra,
  atual,
  comLancamentos,
}: {
  obra: number;
  atual: Parte;
  comLancamentos: boolean;
}) {
  if (!comLancamentos) return null;
  const partes = [
    { parte: 'diario' as const, label: 'Diário', to: paths.diario(obra), Icon: IconNotebook },
    {
      parte: 'lancamentos' as const,
      label: 'Lançamentos',
      to: paths.lancamentos('rdo', obra),
      Icon: IconReceipt,
    },
  ];
  return (
    <nav aria-label="Partes do RDO">
      <Button.Group>
        {partes.map(({ parte, label, to, Icon }) => (
          <Button
            key={parte}
            component={Link}
            to={to}
            aria-current={parte === atual ? 'page' : undefined}
            variant={parte === atual ? 'filled' : 'default'}
            leftSection={<Icon size={16} aria-hidden />}
          >
            {label}
          </Button>
        ))}
      </Button.Group>
    </nav>
  );
}
