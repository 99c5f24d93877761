import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LANCAMENTO } from '../../../../test/fixtures';
import { renderUi } from '../../../../test/render';
import { LANCAMENTO_COLUMNS } from './lancamento-colunas';
import { LancamentosTable } from './lancamentos-table';

const row = LANCAMENTO;

describe('LancamentosTable', () => {
  it('shows the totals of the whole filter as the API sums them, not of the page', () => {
    renderUi(
      <LancamentosTable
        label="Lançamentos"
        columns={LANCAMENTO_COLUMNS}
        rows={[row]}
        totais={{ comprometido: '1234.56', pago: '200.00', aberto: '1034.56' }}
        sort="-data_lancamento"
        onSort={() => undefined}
      />,
    );
    const table = screen.getByRole('table', { name: 'Lançamentos' });
    expect(within(table).getByText('Cimento (parcela 1/3)')).toBeInTheDocument();
    expect(within(table).getByText('01/03/2026')).toBeInTheDocument();
    const totais = screen.getByTestId('lancamentos-totais');
    expect(totais).toHaveTextContent('Total do filtro');
    expect(within(totais).getByText('R$ 1.234,56')).toBeInTheDocument();
    expect(within(totais).getByText('R$ 200,00')).toBeInTheDocument();
    expect(within(totais).getByText('R$ 1.034,56')).toBeInTheDocument();
  });

  it('shows the due date and the state, Vencido há N dias in red, and explains each money word', () => {
    renderUi(
      <LancamentosTable
        label="Lançamentos"
        columns={LANCAMENTO_COLUMNS}
        rows={[row, { ...row, id: 2, valor_aberto: '0.00', valor_pagamento: '33.33' }]}
        totais={{ comprometido: '66.66', pago: '33.33', aberto: '33.33' }}
        sort="-data_lancamento"
        onSort={() => undefined}
      />,
    );
    const table = screen.getByRole('table', { name: 'Lançamentos' });
    expect(within(table).getByRole('columnheader', { name: /Vencimento/ })).toBeInTheDocument();
    expect(within(table).getAllByText('10/03/2020')).toHaveLength(2);
    expect(within(table).getByText(/^Vencido há \d+ dias$/)).toHaveStyle({
      color: 'var(--mantine-color-red-9)',
    });
    expect(within(table).getByText('Pago')).toBeInTheDocument();
    expect(
      within(table).getByRole('button', { name: /^Em aberto: O que ainda se deve/ }),
    ).toBeInTheDocument();
  });

  it("reads vencido against today on the sites' clock", () => {
    // 01:30 UTC on 10/03 is still 09/03 in São Paulo: an entry due on 09/03 is not overdue yet.
    vi.useFakeTimers({ now: new Date('2026-03-10T01:30:00Z'), toFake: ['Date'] });
    renderUi(
      <LancamentosTable
        label="Lançamentos"
        columns={LANCAMENTO_COLUMNS}
        rows={[
          { ...row, data_vencimento: '2026-03-09' },
          { ...row, id: 2, data_vencimento: '2026-03-08' },
        ]}
        totais={{ comprometido: '66.66', pago: '0.00', aberto: '66.66' }}
        sort="-data_lancamento"
        onSort={() => undefined}
      />,
    );
    const table = screen.getByRole('table', { name: 'Lançamentos' });
    expect(within(table).getByRole('cell', { name: 'Em aberto' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'Vencido há 1 dia' })).toBeInTheDocument();
  });
});
