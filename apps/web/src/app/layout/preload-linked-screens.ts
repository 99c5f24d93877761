import { useEffect } from 'react';
import { preloadScreenAt } from '@/app/routes/screens';

// The events that announce a click on a link: the pointer resting on it, a finger touching it,
// the keyboard reaching it. They bubble, so one listener on the document hears every link.
const INTENTS = ['pointerover', 'touchstart', 'focusin'] as const;

/** The app's own address a link leads to, if the event came from one. */
function linkedPath(target: EventTarget | null): string | undefined {
  if (!(target instanceof Element)) return undefined;
  const link = target.closest('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return undefined;
  // A file to download, or a page opened elsewhere, is not a screen drawn here.
  if (link.hasAttribute('download') || (link.target !== '' && link.target !== '_self')) return undefined;
  return link.pathname;
}

/**
 * Starts loading the code of the screen any link of the signed-in area leads to when it is pointed
 * at, touched or focused: the menu, the dashboard's cards, the breadcrumbs, the "Novo" buttons. By
 * the click it has usually arrived, and the screen is drawn at once (decision 222).
 */
export function usePreloadLinkedScreens(): void {
  useEffect(() => {
    const preload = (event: Event) => {
      const path = linkedPath(event.target);
      if (path !== undefined) preloadScreenAt(path);
    };
    for (const intent of INTENTS) document.addEventListener(intent, preload, { passive: true });
    return () => {
      for (const intent of INTENTS) document.removeEventListener(intent, preload);
    };
  }, []);
}
