import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmModal } from '@/components/ui/modal/confirm-modal';

// Holds a navigation away from a form with unsaved changes until the user confirms, and lets
// the browser ask before a reload or closing the tab. `allow()` lets the next navigation
// through (after saving).
export function useLeaveGuard(dirty: boolean) {
  const allowed = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      !allowed.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (!allowed.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const proceeding = useRef(false);
  const modal = (
    <ConfirmModal
      opened={blocker.state === 'blocked'}
      title="Descartar alterações?"
      message="Há alterações não salvas neste formulário. Se sair agora, elas serão perdidas."
      confirmLabel="Sair sem salvar"
      cancelLabel="Continuar editando"
      danger
      onConfirm={() => {
        proceeding.current = true;
        blocker.proceed?.();
      }}
      onClose={() => {
        if (!proceeding.current) blocker.reset?.();
        proceeding.current = false;
      }}
    />
  );

  return {
    modal,
    allow: () => {
      allowed.current = true;
    },
  };
}
