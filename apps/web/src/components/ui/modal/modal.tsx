import { Modal as MantineModal, type ModalProps as MantineModalProps } from '@mantine/core';
import { useAlvosDeToque } from '../use-toque';
import { ParentModalContext } from './modal-context';

export type ModalProps = Pick<MantineModalProps, 'opened' | 'onClose' | 'title' | 'size' | 'children'>;

// Closes on Escape and on its close icon, and locks page scroll while open.
export function Modal({ opened, onClose, title, size = 'lg', children }: ModalProps) {
  const alvos = useAlvosDeToque();
  return (
    <ParentModalContext value={onClose}>
      <MantineModal
        opened={opened}
        onClose={onClose}
        title={title}
        size={size}
        centered
        closeOnEscape
        lockScroll
        closeButtonProps={{ 'aria-label': 'Fechar' }}
        classNames={{ body: alvos }}
      >
        {children}
      </MantineModal>
    </ParentModalContext>
  );
}
