import { useDeferredValue } from 'react';

/**
 * A query's answer as a screen draws it: in a transition, React drawing it in slices instead of
 * one long task (decision 207), and never on the screen's first render, even when the answer is
 * already there (asked for with the screen's chunk, decision 212): the title and the frame paint
 * first, the rows right after. `useDeferredValue(answer)` alone returns the answer itself on mount.
 */
export function useDeferredAnswer<T extends object>(answer: T | undefined): T | undefined {
  return useDeferredValue(answer ?? null, null) ?? undefined;
}
