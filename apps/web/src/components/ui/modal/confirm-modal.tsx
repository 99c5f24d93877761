import { Button, Group, Modal as MantineModal, Text } from '@mantine/core';
import { type ReactNode, useContext } from 'react';
import { useAlvosDeToque } from '../use-toque';
import { ParentModalContext } from './modal-context';

type ConfirmModalProps = {
  opened: boolean;
  onClose: () => void;
  onConfirm: () => void;
  title?: string;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  danger?: boolean;
};

// Asks before an action. However it closes (confirm, cancel, Escape, close icon), the modal
// that opened it closes too.
export function ConfirmModal({
  opened,
  onClose,
  onConfirm,
  title = 'Confirmar ação',
  message,
  confirmLabel = 'Confirmar',
  cancelLabel = 'Cancelar',
  danger = false,
}: ConfirmModalProps) {
  const closeParent = useContext(ParentModalContext);
  const alvos = useAlvosDeToque();

  const close = () => {
    onClose();
    closeParent?.();
  };

  const confirm = () => {
    onConfirm();
    close();
  };

  return (
    <MantineModal
      opened={opened}
      onClose={close}
      title={title}
      size="sm"
      centered
      closeOnEscape
      lockScroll
      closeButtonProps={{ 'aria-label': 'Fechar' }}
      classNames={{ body: alvos }}
    >
      <Text size="sm">{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={close}>
          {cancelLabel}
        </Button>
        <Button color={danger ? 'red' : undefined} onClick={confirm}>
          {confirmLabel}
        </Button>
      </Group>
    </MantineModal>
  );
}
