import { Notification } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconInfoCircle } from '@tabler/icons-react';
import { useEffect } from 'react';
import type { Toast, ToastType } from './toast-context';
import classes from './toast-stack.module.css';

const APPEARANCE: Record<ToastType, { color: string; icon: typeof IconCheck }> = {
  default: { color: 'dark', icon: IconInfoCircle },
  success: { color: 'green', icon: IconCheck },
  danger: { color: 'red', icon: IconAlertTriangle },
};

type ToastItemProps = { toast: Toast; onDismiss: (id: string) => void };

function ToastItem({ toast, onDismiss }: ToastItemProps) {
  const { id, type, text, duration } = toast;
  const { color, icon: Icon } = APPEARANCE[type];

  useEffect(() => {
    const timer = setTimeout(() => onDismiss(id), duration);
    return () => clearTimeout(timer);
  }, [id, duration, onDismiss]);

  return (
    <Notification
      role="status"
      aria-live={type === 'danger' ? 'assertive' : 'polite'}
      data-testid="toast"
      data-type={type}
      className={classes.toast}
      color={color}
      icon={<Icon size={18} aria-hidden />}
      withBorder
      closeButtonProps={{ 'aria-label': 'Fechar notificação' }}
      onClose={() => onDismiss(id)}
      onClick={() => onDismiss(id)}
    >
      {text}
    </Notification>
  );
}

// Bottom-right stack (spec §2); each toast leaves after its duration or on a click.
export function ToastStack({ toasts, onDismiss }: { toasts: Toast[]; onDismiss: (id: string) => void }) {
  return (
    <section className={classes.stack} aria-label="Notificações">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} />
      ))}
    </section>
  );
}
