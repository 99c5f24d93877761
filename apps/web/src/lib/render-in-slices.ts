import { type ReactNode, startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';

/**
 * Draws `element` into `container` as a transition: React's scheduler cuts the first draw (the
 * signed-in area, its menu and the first screen, as each chunk arrives) into ~5 ms slices with the
 * main thread free between them, instead of one task per chunk of 100–200 ms on a slow phone
 * (decision 223). Until the first commit, index.html's loading panel stays on screen.
 */
export function renderInSlices(container: HTMLElement, element: ReactNode): Root {
  const root = createRoot(container);
  startTransition(() => root.render(element));
  return root;
}
