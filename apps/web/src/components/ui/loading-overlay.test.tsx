import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../test/render';
import { LoadingOverlay } from './loading-overlay';

describe('LoadingOverlay', () => {
  it('says "Aguarde..." when given no message', () => {
    renderUi(<LoadingOverlay />);
    const overlay = screen.getByRole('status');
    expect(overlay).toHaveTextContent('Aguarde...');
    expect(overlay).toHaveAttribute('aria-busy', 'true');
  });

  it('shows the message it is given', () => {
    renderUi(<LoadingOverlay message="Fazendo login..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Fazendo login...');
    expect(screen.queryByText('Aguarde...')).not.toBeInTheDocument();
  });
});
