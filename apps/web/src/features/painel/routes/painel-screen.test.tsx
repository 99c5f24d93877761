import type { Painel } from '@gdo/domain/painel';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub';
import { renderApp } from '../../../../test/render';
import { sessionReply, storeSession } from '../../../../test/session';
import PainelScreen from './painel-screen';

const figuras = (
  orcamento: string,
  executado: string,
  comprometido: string,
  saldo: string,
  acima = false,
) => ({
  orcamento,
  executado,
  comprometido,
  saldo,
  percentual_executado: '50.00',
  percentual_comprometido: '10.00',
  percentual_saldo: '40.00',
  acima_do_orcamento: acima,
  rda_totais: { executado: '0.00', comprometido: '0.00' },
});

const PAINEL: Painel = {
  totais: figuras('30000.00', '26000.00', '3000.00', '1000.00'),
  obras: [
    {
      id: 1,
      nome: 'Casa Azul',
      cliente_nome: 'Ana Lima',
      status: 1,
      orcamento_id: 5,
      rdo: 7,
      rda: 8,
      ...figuras('10000.00', '5000.00', '1000.00', '4000.00'),
    },
    {
      id: 2,
      nome: 'Galpão Norte',
      cliente_nome: 'Beto Souza',
      status: 1,
      orcamento_id: 6,
      rdo: 9,
      rda: null,
      ...figuras('20000.00', '21000.00', '2000.00', '-3000.00', true),
    },
  ],
};

function renderPainel(painel: Painel) {
  storeSession();
  stubFetch((request) =>
    request.path === '/api/dashboard/obras' ? { body: painel } : sessionReply(request),
  );
  renderApp(<PainelScreen />, { route: '/dashboard' });
}

describe('/dashboard', () => {
  it('shows a card per obra with its figures, the firm totals, and makes an obra over budget stand out', async () => {
    renderPainel(PAINEL);
    const casa = await screen.findByRole('article', { name: 'Obra Casa Azul' });
    for (const text of ['Ana Lima', 'R$ 10.000,00', 'R$ 5.000,00', 'R$ 1.000,00', 'R$ 4.000,00']) {
      expect(within(casa).getByText(text)).toBeInTheDocument();
    }
    expect(within(casa).queryByText('Acima do orçamento')).not.toBeInTheDocument();
    const galpao = screen.getByRole('article', { name: 'Obra Galpão Norte' });
    expect(within(galpao).getByText('Acima do orçamento')).toBeInTheDocument();
    expect(within(galpao).getByText('-R$ 3.000,00')).toBeInTheDocument();
    expect(within(galpao).getByRole('link', { name: 'Abrir RDO' })).toHaveAttribute(
      'href',
      '/obras/lancamentos/rdo/2',
    );
    expect(within(galpao).getByRole('link', { name: 'Criar lançamento' })).toHaveAttribute(
      'href',
      '/obras/lancamentos/rdo/2/novo',
    );
    const totais = screen.getByRole('region', { name: 'Totais da empresa' });
    expect(within(totais).getByText('R$ 30.000,00')).toBeInTheDocument();
  });

  it('says there are no obras and starts with a new cliente', async () => {
    renderPainel({ totais: figuras('0.00', '0.00', '0.00', '0.00'), obras: [] });
    expect(await screen.findByText('Não há obras cadastradas.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cadastrar cliente' })).toHaveAttribute('href', '/clientes/novo');
  });

  it('draws many obras in batches, ending with every card', async () => {
    const obras = Array.from({ length: 40 }, (_, i) => ({
      ...PAINEL.obras[0]!,
      id: i + 1,
      nome: `Obra número ${i + 1}`,
    }));
    renderPainel({ ...PAINEL, obras });
    await screen.findByRole('article', { name: 'Obra Obra número 1' });
    expect(screen.getAllByRole('article').length).toBeLessThan(40);
    expect(
      await screen.findByRole('article', { name: 'Obra Obra número 40' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(40);
  });
});
