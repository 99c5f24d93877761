import { TOAST_DURATION_MS } from '@gdo/domain/constants';
import { type ReactNode, useEffect, useState, useSyncExternalStore } from 'react';
import { whenLoadedAndIdle } from '@/lib/when-idle';
import { type ToastApi, ToastContext } from './toast-context';
import type { ToastShown, ToastStack } from './toast-stack';

type StackModule = typeof import('./toast-stack');

let loaded: StackModule | undefined;

/** The toast stack's code (Mantine's notifications), loaded once; later providers use it at once. */
export function loadToastStack(): Promise<StackModule> {
  return import('./toast-stack').then((module) => {
    loaded = module;
    return module;
  });
}

// Two seconds after the page has loaded, when the browser is idle: the stack and the Mantine
// chunks it shares with the screens are ~60 KB, and asked any sooner they were fetched while the
// login was still drawing (its largest paint ~300 ms later on Lighthouse's phone profile). A toast
// raised later shows at once; one raised before the code arrives waits for it.
const AFTER_LOAD_MS = 2_000;
const IDLE_TIMEOUT_MS = 1_500;

type Command = { show: ToastShown } | { dismiss: string };

// The toasts as the screens see them (`useToast`): ids are handed out at once and what is asked
// waits until the stack's code has arrived (decision 197). A failed load (offline) is tried again
// when the network is back or at the next toast, the waiting ones kept.
function createToasts() {
  let sequence = 0;
  let stack: ToastStack | null = loaded?.createToastStack() ?? null;
  let waiting: Command[] = [];
  let loading = false;
  const listeners = new Set<() => void>();

  const run = (target: ToastStack, command: Command) =>
    'show' in command ? target.show(command.show) : target.dismiss(command.dismiss);
  const load = () => {
    if (stack || loading) return;
    loading = true;
    loadToastStack().then(
      ({ createToastStack }) => {
        const created = createToastStack();
        for (const command of waiting) run(created, command);
        waiting = [];
        stack = created;
        for (const listener of listeners) listener();
      },
      () => {
        loading = false;
        // Offline: tried again once the network is back, so a waiting failure toast still shows.
        if (waiting.length > 0) window.addEventListener('online', load, { once: true });
      },
    );
  };
  const send = (command: Command) => {
    if (stack) return run(stack, command);
    if ('dismiss' in command) {
      waiting = waiting.filter((queued) => !('show' in queued && queued.show.id === command.dismiss));
      return;
    }
    waiting.push(command);
    load();
  };
  const api: ToastApi = {
    show: ({ text, type = 'default', duration = TOAST_DURATION_MS }) => {
      sequence += 1;
      const id = `toast-${sequence}`;
      send({ show: { id, type, text, duration } });
      return id;
    },
    dismiss: (id) => send({ dismiss: id }),
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return { api, load, subscribe, current: () => stack };
}

// Bottom-right stack (spec §2); it lives above the screens, so a toast outlives the component that
// raised it.
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts] = useState(createToasts);
  const stack = useSyncExternalStore(toasts.subscribe, toasts.current);
  const { load } = toasts;

  useEffect(() => whenLoadedAndIdle(load, IDLE_TIMEOUT_MS, AFTER_LOAD_MS), [load]);

  return (
    <ToastContext value={toasts.api}>
      {children}
      <section aria-label="Notificações">{stack && <stack.Stack />}</section>
    </ToastContext>
  );
}
