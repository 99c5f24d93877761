import { LAZY_LOAD_TIMEOUT_MS } from '@gdo/domain/constants';
import { type ComponentType, lazy, Suspense, useState } from 'react';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { LazyLoadError, ScreenErrorBoundary } from '@/lib/screen-error-boundary';

type ScreenModule<P> = { default: ComponentType<P> };

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
// load offers to try again, which imports the chunk afresh.
export function lazyScreen<P extends object>(load: () => Promise<ScreenModule<P>>): ComponentType<P> {
  const create = () => lazy(() => withTimeout(load(), LAZY_LOAD_TIMEOUT_MS));
  let Screen = create();

  function LazyScreen(props: P) {
    const [, setAttempt] = useState(0);
    const retry = () => {
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
  return LazyScreen;
}
