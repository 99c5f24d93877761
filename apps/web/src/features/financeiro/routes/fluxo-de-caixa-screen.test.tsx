import type { FluxoDeCaixa } from '@gdo/domain/fluxo-de-caixa';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RecordedCall } from '../../../../test/fetch-stub';
import { stubFetch } from '../../../../test/fetch-stub';
import { OBRA, USUARIO } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render';
import { sessionReply, storeSession } from '../../../../test/session';
import FluxoDeCaixaScreen from './fluxo-de-caixa-screen';

const periodo = (inicio: string, fim: string, pago: string, em_aberto: string, acumulado: string) => ({
  inicio,
  fim,
  pago,
  juros: '0.00',
  desconto: '0.00',
  em_aberto,
  acumulado_pago: pago,
  acumulado_em_aberto: em_aberto,
  acumulado,
});
const FLUXO: FluxoDeCaixa = {
  de: '2025-01-01',
  ate: '2025-02-28',
  agrupamento: 'mes',
  periodos: [
    periodo('2025-01-01', '2025-01-31', '100.10', '0.00', '100.10'),
    { ...periodo('2025-02-01', '2025-02-28', '200.20', '699.70', '1000.00'), acumulado_pago: '300.30' },
  ],
  total: { pago: '300.30', juros: '0.00', desconto: '0.00', em_aberto: '699.70' },
  vencido: '699.70',
  sem_vencimento: '70.00',
};

function renderFluxo(route: string, resposta: FluxoDeCaixa = FLUXO) {
  storeSession();
  const calls = stubFetch((request: RecordedCall) => {
    if (request.path === '/api/financeiro/fluxo-de-caixa') return { body: resposta };
    if (request.path === '/api/obras/list') return { body: [] };
    if (request.path === '/api/obras/get/3') return { body: { ...OBRA, id: 3, nome: 'Casa Azul' } };
    return sessionReply(request, USUARIO);
  });
  return { ...renderApp(<FluxoDeCaixaScreen />, { route }), calls };
}

afterEach(() => localStorage.clear());

describe('Fluxo de caixa', () => {
  it('asks with the filters of the address and shows the periods with the totals row', async () => {
    const { calls, user } = renderFluxo('/financeiro/fluxo-de-caixa?obra=3&de=2025-01-01&ate=2025-02-28');
    const tabela = await screen.findByRole('table', { name: 'Fluxo de caixa por período' });
    expect(within(tabela).getByRole('row', { name: /^fev\/2025/ })).toHaveTextContent('R$ 699,70');
    expect(within(tabela).getByRole('row', { name: /^Total/ })).toHaveTextContent('R$ 300,30');
    expect(screen.getByText('R$ 70,00')).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: /Executado, em aberto e acumulado por período/ }),
    ).toBeInTheDocument();
    const pedido = calls.find((c) => c.path === '/api/financeiro/fluxo-de-caixa')!;
    expect(Object.fromEntries(pedido.query)).toEqual({
      obra: '3',
      de: '2025-01-01',
      ate: '2025-02-28',
      agrupamento: 'mes',
    });
    // The obra of the address is named by its own record; the obras are searched only when asked.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Obra' })).toHaveValue('Casa Azul'));
    expect(calls.some((c) => c.path === '/api/obras/list')).toBe(false);
    await user.click(screen.getByText('Semana'));
    expect(
      calls.some(
        (c) => c.path === '/api/financeiro/fluxo-de-caixa' && c.query.get('agrupamento') === 'semana',
      ),
    ).toBe(true);
  });

  it('asks nothing for an end before the start, says why, and offers no export of it', async () => {
    const { calls } = renderFluxo('/financeiro/fluxo-de-caixa?de=2025-03-10&ate=2025-03-01');
    expect(await screen.findByText('A data final não pode ser anterior à data inicial.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Exportar PDF' })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Exportar XLSX' })).toBeDisabled();
    expect(calls.some((c) => c.path === '/api/financeiro/fluxo-de-caixa')).toBe(false);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Fluxo de caixa por período' })).not.toBeInTheDocument();
  });

  // Nothing paid nor due in the period's weeks or months; `vencido` is what is overdue outside them.
  const periodoVazio = (vencido: string) => ({
    ...FLUXO,
    periodos: [],
    total: { pago: '0.00', juros: '0.00', desconto: '0.00', em_aberto: '0.00' },
    vencido,
    sem_vencimento: '0.00',
  });

  it('says how to start when nothing was paid nor is due in the period, with no empty export', async () => {
    renderFluxo('/financeiro/fluxo-de-caixa', periodoVazio('0.00'));
    expect(await screen.findByText('Nada pago nem a pagar neste período')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar PDF' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Exportar XLSX' })).toBeDisabled();
  });

  it('offers the export of a period with nothing in it while something is overdue outside it', async () => {
    renderFluxo('/financeiro/fluxo-de-caixa', periodoVazio('120.00'));
    expect(await screen.findByText('Nada pago nem a pagar neste período')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar PDF' })).toBeEnabled();
  });
});
