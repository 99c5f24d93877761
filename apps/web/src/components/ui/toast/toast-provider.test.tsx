import { act, fireEvent, render, screen, waitForElementToBeRemoved } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi, UiProviders } from '../../../../test/render';
import { type ToastInput, useToast } from './toast-context';
import { TOAST_TRANSITION_MS } from './toast-stack';

function ShowToastButton(props: ToastInput) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show(props)}>
      Mostrar
    </button>
  );
}

describe('toast stack', () => {
  it('shows a toast with its text and type', async () => {
    const { user } = renderUi(<ShowToastButton type="danger" text="Falha na listagem de obras." />);
    await user.click(screen.getByRole('button', { name: 'Mostrar' }));
    const toast = screen.getByRole('status');
    expect(toast).toHaveTextContent('Falha na listagem de obras.');
    expect(toast).toHaveAttribute('data-type', 'danger');
  });

  it('keeps a toast on screen after the component that raised it is gone', async () => {
    const { user, rerender } = renderUi(<ShowToastButton text="Orçamento removido." />);
    await user.click(screen.getByRole('button', { name: 'Mostrar' }));
    rerender(<UiProviders>Outra tela</UiProviders>);
    expect(screen.queryByRole('button', { name: 'Mostrar' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Orçamento removido.');
  });

  it('dismisses a toast when it is clicked', async () => {
    const { user } = renderUi(<ShowToastButton type="success" text="Cliente salvo." />);
    await user.click(screen.getByRole('button', { name: 'Mostrar' }));
    await user.click(screen.getByText('Cliente salvo.'));
    expect(screen.getByText('Cliente salvo.')).not.toBeVisible();
    await waitForElementToBeRemoved(() => screen.queryByText('Cliente salvo.'));
    expect(screen.queryByText('Cliente salvo.')).not.toBeInTheDocument();
  });

  it('dismisses a toast after 5000 ms by default', () => {
    vi.useFakeTimers();
    renderUi(<ShowToastButton text="Salvo com sucesso." />);
    fireEvent.click(screen.getByRole('button', { name: 'Mostrar' }));
    expect(screen.getByText('Salvo com sucesso.')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByText('Salvo com sucesso.')).toBeVisible();

    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('Salvo com sucesso.')).not.toBeVisible();
    act(() => vi.advanceTimersByTime(TOAST_TRANSITION_MS));
    expect(screen.queryByText('Salvo com sucesso.')).not.toBeInTheDocument();
  });

  it('keeps a toast for the duration it is given', () => {
    vi.useFakeTimers();
    renderUi(<ShowToastButton text="Aviso longo." duration={8000} />);
    fireEvent.click(screen.getByRole('button', { name: 'Mostrar' }));

    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByText('Aviso longo.')).toBeVisible();

    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByText('Aviso longo.')).not.toBeVisible();
    act(() => vi.advanceTimersByTime(TOAST_TRANSITION_MS));
    expect(screen.queryByText('Aviso longo.')).not.toBeInTheDocument();
  });
});

describe('toast stack before its code has arrived (decision 197)', () => {
  // A fresh copy of the modules, as on a page just opened: the stack's code is not loaded yet.
  async function freshApp() {
    vi.resetModules();
    const [{ MantineProvider }, { ToastProvider }, { useToast }] = await Promise.all([
      import('@mantine/core'),
      import('./toast-provider'),
      import('./toast-context'),
    ]);
    function Buttons() {
      const toast = useToast();
      return (
        <>
          <button type="button" onClick={() => toast.show({ text: 'Primeiro aviso.' })}>
            Primeiro
          </button>
          <button
            type="button"
            onClick={() => toast.dismiss(toast.show({ text: 'Aviso retirado.', type: 'danger' }))}
          >
            Retirado
          </button>
        </>
      );
    }
    return render(
      <MantineProvider env="test">
        <ToastProvider>
          <Buttons />
        </ToastProvider>
      </MantineProvider>,
    );
  }

  it('shows a toast raised at once once the code arrives, and never one dismissed meanwhile', async () => {
    await freshApp();
    fireEvent.click(screen.getByRole('button', { name: 'Retirado' }));
    fireEvent.click(screen.getByRole('button', { name: 'Primeiro' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Primeiro aviso.');
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.queryByText('Aviso retirado.')).not.toBeInTheDocument();
  });

  it('shows a toast raised offline once the network is back, though its code failed to load', async () => {
    vi.doMock('./toast-stack', () =>
      Promise.reject(new Error('Failed to fetch dynamically imported module')),
    );
    await freshApp();
    fireEvent.click(screen.getByRole('button', { name: 'Primeiro' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    vi.doUnmock('./toast-stack');
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByRole('status')).toHaveTextContent('Primeiro aviso.');
  });
});
