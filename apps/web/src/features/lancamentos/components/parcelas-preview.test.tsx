import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../../test/render';
import { ParcelasPreview } from './parcelas-preview';

describe('ParcelasPreview', () => {
  it('splits R$ 100,00 in three exact instalments, the remainder cent on the last', () => {
    renderUi(
      <ParcelasPreview
        itens={[{ label: 'Item 1', valor: '100.00' }]}
        primeiroVencimento="2026-03-10"
        parcelas={3}
      />,
    );
    const table = screen.getByRole('table', { name: 'Prévia das parcelas' });
    const rows = within(table).getAllByRole('row').slice(1, 4);
    // 'R$' and its number joined by a non-breaking space.
    expect(rows.map((row) => row.textContent)).toEqual([
      '1/310/03/2026R$\u00a033,33',
      '2/310/04/2026R$\u00a033,33',
      '3/310/05/2026R$\u00a033,34',
    ]);
    expect(within(table).getByText('R$ 100,00')).toBeInTheDocument();
  });

  it('asks for the first due date before showing instalments', () => {
    renderUi(
      <ParcelasPreview itens={[{ label: 'Item 1', valor: '100.00' }]} primeiroVencimento="" parcelas={3} />,
    );
    expect(screen.getByText(/Informe os valores e o primeiro vencimento/)).toBeInTheDocument();
  });
});
