import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { loadToastStack } from '@/components/ui/toast/toast-provider';
import { mediaQueryList } from './match-media';

// Lazy screens load their chunk on first render; on a busy CI machine that takes over the default
// second, so waiting queries get five before they fail.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks the layout APIs that Mantine reads.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn().mockImplementation((query: string) => mediaQueryList(query, false)),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;

Object.defineProperty(window, 'scrollTo', { writable: true, value: vi.fn() });
Object.defineProperty(window.HTMLElement.prototype, 'scrollIntoView', { writable: true, value: vi.fn() });

// The app loads the toasts' code after its first paint (decision 197); here it is loaded before
// each file, so a toast shows as soon as it is raised, as it does in the app once loaded.
beforeAll(async () => {
  await loadToastStack();
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
