import type { NotificationData } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck, IconInfoCircle } from '@tabler/icons-react';
import type { ToastType } from './toast-context';

const APPEARANCE: Record<ToastType, { color: string; icon: typeof IconCheck }> = {
  default: { color: 'dark', icon: IconInfoCircle },
  success: { color: 'green', icon: IconCheck },
  danger: { color: 'red', icon: IconAlertTriangle },
};

type ToastNotification = {
  id: string;
  type: ToastType;
  text: string;
  duration: number;
  onDismiss: () => void;
};

// What Mantine's notifications draw for one toast: read out politely (a failure at once), and
// gone after its duration, on its close button or on a click anywhere on it.
export function toastNotification({
  id,
  type,
  text,
  duration,
  onDismiss,
}: ToastNotification): NotificationData {
  const { color, icon: Icon } = APPEARANCE[type];
  return {
    id,
    message: text,
    autoClose: duration,
    role: 'status',
    'aria-live': type === 'danger' ? 'assertive' : 'polite',
    'data-testid': 'toast',
    'data-type': type,
    color,
    icon: <Icon size={18} aria-hidden />,
    withBorder: true,
    closeButtonProps: { 'aria-label': 'Fechar notificação' },
    onClick: onDismiss,
  };
}
