import {
  createNotificationsStore,
  hideNotification,
  Notifications,
  showNotification,
} from '@mantine/notifications';
import '@mantine/notifications/styles.css';
import type { ToastType } from './toast-context';
import { toastNotification } from './toast-notification';
import classes from './toast-provider.module.css';

// Every toast shows at once (no queue), above overlays and the app's header.
const NO_LIMIT = Number.POSITIVE_INFINITY;
const ABOVE_ALL = 10000;
// A toast slides in and, once dismissed, fades out for this long before it leaves the page.
export const TOAST_TRANSITION_MS = 250;

export type ToastShown = { id: string; type: ToastType; text: string; duration: number };

export type ToastStack = {
  show: (toast: ToastShown) => void;
  dismiss: (id: string) => void;
  /** The bottom-right stack itself (spec §2), drawn by Mantine's notifications. */
  Stack: () => React.JSX.Element;
};

// The store is the provider's own, not Mantine's global one, so each app (and each test) starts
// with no toasts. This module, with Mantine's notifications and their transitions, loads after the
// first screen has painted (decision 197): no screen needs a toast before its first answer.
export function createToastStack(): ToastStack {
  const store = createNotificationsStore();
  const dismiss = (id: string) => {
    hideNotification(id, store);
  };
  return {
    show: ({ id, type, text, duration }) => {
      showNotification(toastNotification({ id, type, text, duration, onDismiss: () => dismiss(id) }), store);
    },
    dismiss,
    Stack: () => (
      <Notifications
        store={store}
        position="bottom-right"
        containerWidth={380}
        limit={NO_LIMIT}
        zIndex={ABOVE_ALL}
        transitionDuration={TOAST_TRANSITION_MS}
        withinPortal={false}
        classNames={{ root: classes.stack, notification: classes.toast }}
      />
    ),
  };
}
