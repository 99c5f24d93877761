import { MONEY_WORDS, type MoneyWord } from '@gdo/domain/money-words';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { LazyTooltip } from './lazy-tooltip';
import classes from './money-hint.module.css';

/**
 * What a money figure means (shared/money.md), on hover, keyboard focus or tap: a small info
 * button whose accessible name carries the sentence, so a screen reader hears it too. Plain
 * elements styled as Mantine's subtle ActionIcon: a dashboard draws dozens of them, and each
 * ActionIcon was three Mantine components' style work on a phone's first draw (decision 220).
 */
export function MoneyHintButton({ word }: { word: MoneyWord }) {
  const { label, hint } = MONEY_WORDS[word];
  return (
    <LazyTooltip label={hint} multiline w={260} withArrow events={{ hover: true, focus: true, touch: true }}>
      <button
        type="button"
        className={classes.botao}
        aria-label={`${label}: ${hint}`}
        onClick={(event) => event.stopPropagation()}
      >
        <IconInfoCircle size={14} aria-hidden />
      </button>
    </LazyTooltip>
  );
}

/** A money word followed by its explanation button; `children` replaces the word itself. */
export function MoneyHint({ word, children }: { word: MoneyWord; children?: ReactNode }) {
  return (
    <span className={classes.palavra}>
      {children ?? MONEY_WORDS[word].label}
      <MoneyHintButton word={word} />
    </span>
  );
}
