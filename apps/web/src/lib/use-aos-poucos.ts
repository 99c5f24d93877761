import { startTransition, useEffect, useState } from 'react';

/**
 * How many of a long screen's `total` parts to draw: `inicio` on the first render (none by default),
 * then one more after each commit, each in its own transition. Every part is then its own short
 * task after the top of the screen has painted, instead of one long task of all of them
 * (decision 242).
 */
export function useAosPoucos(total: number, inicio = 0): number {
  const [mostrados, setMostrados] = useState(inicio);
  useEffect(() => {
    if (mostrados >= total) return;
    startTransition(() => setMostrados((n) => n + 1));
  }, [mostrados, total]);
  return Math.min(mostrados, total);
}
