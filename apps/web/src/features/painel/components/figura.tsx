import { formatBRL } from '@gdo/domain/money';
import type { MoneyWord } from '@gdo/domain/money-words';
import type { CSSProperties } from 'react';
import { MoneyHint } from '@/components/ui/money-hint';
import classes from './figura.module.css';

export type FiguraProps = {
  rotulo: string;
  valor: string;
  /** Red, as a saldo over the budget. */
  alerta?: boolean;
  // The money word of shared/money.md the figure is, explained on hover, focus or tap.
  palavra?: MoneyWord;
};

/**
 * One money figure with its label, as the cards and the totals show it; a group named by the label.
 * Plain elements: a dashboard draws dozens, each three Mantine components on a phone's first draw
 * (decision 220).
 */
export function Figura({ rotulo, valor, alerta = false, palavra }: FiguraProps) {
  const texto = formatBRL(valor);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled group of text, as Mantine's Stack was; a fieldset is for form controls
    <div className={classes.figura} role="group" aria-label={rotulo}>
      <div className={classes.rotulo}>
        {palavra ? <MoneyHint word={palavra}>{rotulo}</MoneyHint> : rotulo}
      </div>
      <div
        className={alerta ? `${classes.valor} ${classes.alerta}` : classes.valor}
        style={{ '--caracteres': texto.length } as CSSProperties}
      >
        {texto}
      </div>
    </div>
  );
}
