import { Button } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';
import { COMPACT_QUERY } from './data-table';
import classes from './data-table.module.css';

type FiltrosRecolhidosProps = {
  /** How many of the filters inside have a value: said on the button, open or not. */
  ativos: number;
  /** Open from the start: a filter inside has something to say (a period ending before it starts). */
  abertoDeInicio?: boolean;
  /** Drawn on the button's line on a phone (the screen's exports); the caller places them on a laptop. */
  acoesNoCelular?: ReactNode;
  children: ReactNode;
};

/**
 * A list's filters beyond the search (periods, state, obra…). On a laptop they stay in the row; on
 * a phone they wait behind a "Filtros" button that says how many are in use, so the first entries
 * are in view without scrolling past six fields, and the date pickers and comboboxes are not drawn
 * on the screen's first paint (decision 241).
 */
export function FiltrosRecolhidos({
  ativos,
  abertoDeInicio = false,
  acoesNoCelular,
  children,
}: FiltrosRecolhidosProps) {
  const compact = useMediaQuery(COMPACT_QUERY, false, { getInitialValueInEffect: false });
  const [aberto, setAberto] = useState(abertoDeInicio);
  const id = useId();
  if (!compact) return <>{children}</>;
  const Seta = aberto ? IconChevronUp : IconChevronDown;
  // The fields come right after the button in the reading and tab order; the exports are drawn
  // beside the button (CSS order), but reached after the fields.
  return (
    <div className={classes.filtrosLinha}>
      <Button
        variant="default"
        // The count is a badge on screen and words for a screen reader.
        aria-label={ativos === 0 ? undefined : `Filtros: ${ativos} ${ativos === 1 ? 'ativo' : 'ativos'}`}
        aria-expanded={aberto}
        aria-controls={id}
        leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
        rightSection={<Seta size={16} aria-hidden />}
        onClick={() => setAberto((value) => !value)}
      >
        Filtros
        {ativos > 0 && <span className={classes.contagem}>{ativos}</span>}
      </Button>
      <div id={id} className={classes.filtros} hidden={!aberto}>
        {aberto && children}
      </div>
      {acoesNoCelular && <div className={classes.filtrosAcoes}>{acoesNoCelular}</div>}
    </div>
  );
}
