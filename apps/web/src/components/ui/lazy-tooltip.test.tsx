import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../test/render';
import { LazyTooltip } from './lazy-tooltip';
import { MoneyHintButton } from './money-hint';

describe('LazyTooltip', () => {
  it('mounts no tooltip until the pointer comes, then shows and hides it', async () => {
    renderUi(
      <LazyTooltip label="Editar">
        <button type="button">Editar Cimento</button>
      </LazyTooltip>,
    );
    const button = screen.getByRole('button', { name: 'Editar Cimento' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    fireEvent.pointerEnter(button, { pointerType: 'mouse' });
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Editar');
    fireEvent.pointerLeave(button, { pointerType: 'mouse' });
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('explains a money word on keyboard focus and closes on Escape, keeping the focus', async () => {
    renderUi(<MoneyHintButton word="emAberto" />);
    const button = screen.getByRole('button', { name: /^Em aberto: / });
    button.focus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(/comprometido/i);
    expect(button).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it('stays shut on focus when focus is not among its events', () => {
    renderUi(
      <LazyTooltip label="Excluir">
        <button type="button">Excluir Cimento</button>
      </LazyTooltip>,
    );
    screen.getByRole('button', { name: 'Excluir Cimento' }).focus();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
