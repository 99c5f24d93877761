import type { Lancamento } from '@gdo/domain/lancamento-response';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../../test/render';
import { LancamentosTable } from './lancamentos-table';

const row = {
  id: 1,
  data_lancamento: '2026-03-01',
  nf: '123',
  data_nf: '2026-02-28',
  descricao: 'Cimento',
  parcela: '1/3',
  etapa_numero: '01',
  etapa_nome: 'Fundação',
  subetapa_numero: '01.01',
  subetapa_nome: 'Sapatas',
  valor_comprometido: '33.33',
  fornecedor_nome: 'Casa do Construtor',
  data_pagamento: null,
  valor_pagamento: '0.00',
} as Lancamento;

describe('LancamentosTable', () => {
  it('shows the totals of the whole filter as the API sums them, not of the page', () => {
    renderUi(
      <LancamentosTable
        label="Lançamentos"
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
  });
});
