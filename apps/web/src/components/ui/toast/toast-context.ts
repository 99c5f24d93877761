import { createContext, useContext } from 'react';

export type ToastType = 'default' | 'success' | 'danger';

export type ToastInput = { text: string; type?: ToastType; duration?: number };

export type ToastApi = {
  show: (toast: ToastInput) => string;
  dismiss: (id: string) => void;
};

export const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
