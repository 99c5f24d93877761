import { TOAST_DURATION_MS } from '@gdo/domain/constants';
import {
  createNotificationsStore,
  hideNotification,
  Notifications,
  showNotification,
} from '@mantine/notifications';
import '@mantine/notifications/styles.css';
import { type ReactNode, useMemo, useState } from 'react';
import { type ToastApi, ToastContext, type ToastInput } from './toast-context';
import { toastNotification } from './toast-notification';
import classes from './toast-provider.module.css';

// Every toast shows at once (no queue), above overlays and the app's header.
const NO_LIMIT = Number.POSITIVE_INFINITY;
const ABOVE_ALL = 10000;
// A toast slides in and, once dismissed, fades out for this long before it leaves the page.
export const TOAST_TRANSITION_MS = 250;

// Bottom-right stack (spec §2) drawn by Mantine's notifications. The store is this provider's own,
// not Mantine's global one, so each app (and each test) starts with no toasts; it lives above the
// screens, so a toast outlives the component that raised it.
export function ToastProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createNotificationsStore);

  const api = useMemo<ToastApi>(() => {
    let sequence = 0;
    const dismiss = (id: string) => {
      hideNotification(id, store);
    };
    const show = ({ text, type = 'default', duration = TOAST_DURATION_MS }: ToastInput) => {
      sequence += 1;
      const id = `toast-${sequence}`;
      return showNotification(
        toastNotification({ id, type, text, duration, onDismiss: () => dismiss(id) }),
        store,
      );
    };
    return { show, dismiss };
  }, [store]);

  return (
    <ToastContext value={api}>
      {children}
      <section aria-label="Notificações">
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
      </section>
    </ToastContext>
  );
}
