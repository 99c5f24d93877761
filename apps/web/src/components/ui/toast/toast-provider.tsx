import { TOAST_DURATION_MS } from '@gdo/domain/constants';
import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { type Toast, type ToastApi, ToastContext, type ToastInput } from './toast-context';
import { ToastStack } from './toast-stack';

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const sequence = useRef(0);

  const dismiss = useCallback((id: string) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(({ text, type = 'default', duration = TOAST_DURATION_MS }: ToastInput) => {
    sequence.current += 1;
    const id = `toast-${sequence.current}`;
    setToasts((current) => [...current, { id, type, text, duration }]);
    return id;
  }, []);

  const api = useMemo<ToastApi>(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext value={api}>
      {children}
      <ToastStack toasts={toasts} onDismiss={dismiss} />
    </ToastContext>
  );
}
