import { useDeferredValue } from 'react';

/**
 * A query's answer as a screen draws it: in a transition, React drawing it in slices instead of
 * one long task (decision 207), and never on the screen's first render, even when the answer is
 * already there (asked for with the screen's chunk, decision 212): the title and the frame paint
 * first, the rows right after. `useDeferredValue(answer)` alone returns the answer itself on mount.
 */
export function useDeferredAnswer<T extends object>(
  answer: T | undefined,
  desdeOInicio = false,
): T | undefined {
  // `desdeOInicio`: an answer already here as the screen mounts is drawn at once (a page drawn again
  // from the cache, which must keep its height and the user's place on it; decision 242).
  return useDeferredValue(answer ?? null, desdeOInicio ? (answer ?? null) : null) ?? undefined;
}
