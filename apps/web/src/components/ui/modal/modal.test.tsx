import { Button } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../../test/render';
import { ConfirmModal } from './confirm-modal';
import { Modal } from './modal';

function OrcamentoModal({ onDelete }: { onDelete: () => void }) {
  const [opened, setOpened] = useState(false);
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button onClick={() => setOpened(true)}>Abrir orçamento</Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Orçamento">
        <p>Detalhes do orçamento</p>
        <Button onClick={() => setConfirming(true)}>Excluir</Button>
        <ConfirmModal
          opened={confirming}
          onClose={() => setConfirming(false)}
          onConfirm={onDelete}
          title="Excluir orçamento"
          message="Deseja excluir este orçamento?"
          confirmLabel="Excluir orçamento"
          danger
        />
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('closes on Escape', async () => {
    const { user } = renderUi(<OrcamentoModal onDelete={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Abrir orçamento' }));
    expect(screen.getByRole('dialog', { name: 'Orçamento' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes on its close icon', async () => {
    const { user } = renderUi(<OrcamentoModal onDelete={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Abrir orçamento' }));
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('ConfirmModal', () => {
  it('closes the modal that opened it when cancelled', async () => {
    const onDelete = vi.fn();
    const { user } = renderUi(<OrcamentoModal onDelete={onDelete} />);
    await user.click(screen.getByRole('button', { name: 'Abrir orçamento' }));
    await user.click(screen.getByRole('button', { name: 'Excluir' }));
    expect(screen.getByRole('dialog', { name: 'Excluir orçamento' })).toHaveTextContent(
      'Deseja excluir este orçamento?',
    );

    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText('Detalhes do orçamento')).not.toBeInTheDocument();
    expect(onDelete).not.toHaveBeenCalled();
  });

  it('runs the action and closes both modals when confirmed', async () => {
    const onDelete = vi.fn();
    const { user } = renderUi(<OrcamentoModal onDelete={onDelete} />);
    await user.click(screen.getByRole('button', { name: 'Abrir orçamento' }));
    await user.click(screen.getByRole('button', { name: 'Excluir' }));
    await user.click(screen.getByRole('button', { name: 'Excluir orçamento' }));

    expect(onDelete).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes the modal that opened it on Escape', async () => {
    const { user } = renderUi(<OrcamentoModal onDelete={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Abrir orçamento' }));
    await user.click(screen.getByRole('button', { name: 'Excluir' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
