import { LAZY_LOAD_TIMEOUT_MS } from '@gdo/domain/constants';
import { type ComponentType, lazy, Suspense, useState } from 'react';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { LazyLoadError, ScreenErrorBoundary } from '@/lib/screen-error-boundary';

type ScreenModule<P> = { default: ComponentType<P> };

/** A screen loaded on demand, whose chunk can be asked for before it renders. */
export type LazyScreen<P extends object> = ComponentType<P> & { preload: () => void };

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
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

export function lazyScreen<P extends object>(load: () => Promise<ScreenModule<P>>): LazyScreen<P> {
  let pending: Promise<ScreenModule<P>> | undefined;
  const loadOnce = () => {
    if (pending) return pending;
    loadsInFlight += 1;
    pending = load()
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
    const [, setAttempt] = useState(0);
    const retry = () => {
      pending = undefined;
      Screen = create();
      setAttempt((attempt) => attempt + 1);
    };
    return (
      <ScreenErrorBoundary onRetry={retry}>
        <Suspense fallback={<LoadingOverlay />}>
          <Screen {...props} />
        </Suspense>
      </ScreenErrorBoundary>
    );
  }
  LazyScreen.preload = () => {
    loadOnce().catch(() => undefined);
  };
  return LazyScreen;
}
