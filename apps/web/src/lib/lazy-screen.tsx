import { LAZY_LOAD_TIMEOUT_MS } from '@gdo/domain/constants';
import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import type { Params } from 'react-router';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { LazyLoadError, ScreenErrorBoundary } from '@/lib/screen-error-boundary';

/** The address a screen is opened at, and the app's query cache. */
export type ScreenVisit = { queryClient: QueryClient; params: Params; search: URLSearchParams };

/**
 * What a screen asks the API for first, started as soon as its chunk arrives on a direct visit,
 * beside the session calls, instead of after the signed-in area has drawn (decision 212).
 */
export type ScreenPreload = (visit: ScreenVisit) => void;

export type ScreenModule<P> = { default: ComponentType<P>; preloadData?: ScreenPreload };

/**
 * A screen loaded on demand, whose chunk can be asked for before it renders; given the visit, its
 * first answers are asked for as soon as the chunk arrives.
 */
export type LazyScreen<P extends object> = ComponentType<P> & { preload: (visit?: ScreenVisit) => void };

/** `promise`, or a LazyLoadError once `ms` have passed or it fails. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new LazyLoadError('timeout')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new LazyLoadError('failed', { cause: error }));
      },
    );
  });
}

// A screen loaded on demand (spec §2): it gives up after LAZY_LOAD_TIMEOUT_MS, and a failed
// load offers to try again, which imports the chunk afresh. `preload` starts the import early
// (a direct visit asks for its screen while the session is still being checked, decision 150);
// the render then waits for that same import.
let loadsInFlight = 0;

/** How many screen chunks are still arriving: the background prefetch waits for them (decision 142). */
export function screensLoading(): number {
  return loadsInFlight;
}

// Whether a screen's content has been shown since the page loaded (decision 222).
let screenShown = false;

/** Inside a screen's Suspense: its effect runs only once the screen's content is revealed. */
function Shown() {
  useEffect(() => {
    screenShown = true;
  }, []);
  return null;
}

export function lazyScreen<P extends object>(load: () => Promise<ScreenModule<P>>): LazyScreen<P> {
  let pending: Promise<ScreenModule<P>> | undefined;
  // The module once it has arrived (decision 222).
  let arrived: ScreenModule<P> | undefined;
  const loadOnce = () => {
    if (pending) return pending;
    loadsInFlight += 1;
    pending = load()
      .then((module) => {
        arrived = module;
        return module;
      })
      .catch((error: unknown) => {
        pending = undefined;
        throw error;
      })
      .finally(() => {
        loadsInFlight -= 1;
      });
    return pending;
  };
  const create = () => lazy(() => withTimeout(loadOnce(), LAZY_LOAD_TIMEOUT_MS));
  let Screen = create();

  function LazyScreen(props: P) {
    // A screen opened after another was shown, whose code has already arrived (a menu link
    // preloads it when pointed at or focused), is drawn at once. Through lazy() it would suspend even
    // so, show "Aguarde..." and wait for React's 300 ms throttle of revealed Suspense boundaries.
    // The page's first screen keeps the Suspense path: drawn with the layout in one task, it cost
    // Lighthouse's phone score 2–5 points (decision 221). Decided once per mount, so the tree never
    // changes shape under the screen (decision 222).
    const [Arrived] = useState(() => (screenShown ? arrived?.default : undefined));
    const [, setAttempt] = useState(0);
    const retry = () => {
      pending = undefined;
      Screen = create();
      setAttempt((attempt) => attempt + 1);
    };
    return (
      <ScreenErrorBoundary onRetry={retry}>
        {Arrived ? (
          <Arrived {...props} />
        ) : (
          <Suspense fallback={<LoadingOverlay />}>
            <Shown />
            <Screen {...props} />
          </Suspense>
        )}
      </ScreenErrorBoundary>
    );
  }
  LazyScreen.preload = (visit?: ScreenVisit) => {
    loadOnce().then(
      (module) => {
        if (visit) module.preloadData?.(visit);
      },
      () => undefined,
    );
  };
  return LazyScreen;
}
