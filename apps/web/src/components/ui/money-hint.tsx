import { MONEY_WORDS, type MoneyWord } from '@gdo/domain/money-words';
import { ActionIcon, Group } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { LazyTooltip } from './lazy-tooltip';

/**
 * What a money figure means (shared/money.md), on hover, keyboard focus or tap: a small info
 * button whose accessible name carries the sentence, so a screen reader hears it too.
 */
export function MoneyHintButton({ word }: { word: MoneyWord }) {
  const { label, hint } = MONEY_WORDS[word];
  return (
    <LazyTooltip label={hint} multiline w={260} withArrow events={{ hover: true, focus: true, touch: true }}>
      <ActionIcon
        variant="subtle"
        color="gray"
        // 24 px, the smallest touch target WCAG 2.2 (and Lighthouse) accepts (decision 141). Only the
        // sides give the 6 px back: two hints on consecutive lines must not overlap.
        size={24}
        mx={-3}
        aria-label={`${label}: ${hint}`}
        onClick={(event) => event.stopPropagation()}
      >
        <IconInfoCircle size={14} aria-hidden />
      </ActionIcon>
    </LazyTooltip>
  );
}

/** A money word followed by its explanation button; `children` replaces the word itself. */
export function MoneyHint({ word, children }: { word: MoneyWord; children?: ReactNode }) {
  return (
    <Group component="span" gap={2} wrap="nowrap" display="inline-flex" style={{ verticalAlign: 'middle' }}>
      {children ?? MONEY_WORDS[word].label}
      <MoneyHintButton word={word} />
    </Group>
  );
}
