import type { Painel } from '@gdo/domain/painel';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
  a_pagar: { vencido: '0.00', a_pagar_7_dias: '0.00' },
  executado_periodo: null,
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
      diario: { ultimo_relatorio: '2026-03-20', dias_sem_relatorio: 3 },
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
      diario: { ultimo_relatorio: null, dias_sem_relatorio: null },
    },
  ],
};

function renderPainel(painel: Painel, route = '/dashboard') {
  storeSession();
  const calls = stubFetch((request) =>
    request.path === '/api/dashboard/obras' ? { body: painel } : sessionReply(request),
  );
  const app = renderApp(<PainelScreen />, { route });
  const painelCalls = () => calls.filter((c) => c.path === '/api/dashboard/obras');
  return { ...app, painelCalls };
}

afterEach(() => localStorage.clear());

describe('/dashboard', () => {
  it('shows a card per obra with its figures, the firm totals, and makes an obra over budget stand out', async () => {
    renderPainel(PAINEL);
    const casa = await screen.findByRole('article', { name: 'Obra Casa Azul' });
    for (const text of ['Ana Lima', 'R$ 10.000,00', 'R$ 5.000,00', 'R$ 1.000,00', 'R$ 4.000,00']) {
      expect(within(casa).getByText(text)).toBeInTheDocument();
    }
    expect(within(casa).queryByText('Acima do orçamento')).not.toBeInTheDocument();
    // The diário (decision 072): the last report and the working days without one, beside the money.
    expect(casa).toHaveTextContent(
      'Diário: último relatório em 20/03/2026 · 3 dias úteis sem relatório desde o início da obra',
    );
    expect(within(casa).getByRole('link', { name: 'Diário de obra de Casa Azul' })).toHaveAttribute(
      'href',
      '/obras/diario/1',
    );
    const galpao = screen.getByRole('article', { name: 'Obra Galpão Norte' });
    expect(within(galpao).getByText('Acima do orçamento')).toBeInTheDocument();
    expect(within(galpao).getByText('-R$ 3.000,00')).toBeInTheDocument();
    expect(galpao).toHaveTextContent('Diário: nenhum relatório');
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
    const alerta = screen.getByRole('alert');
    expect(alerta).toHaveTextContent('Acima do orçamento: Galpão Norte.');
    expect(within(alerta).getByRole('link', { name: 'Galpão Norte' })).toHaveAttribute(
      'href',
      '/obras/detalhamento/2',
    );
  });

  it("explains each money word on its own button, and shows the RDA's figures apart", async () => {
    renderPainel({
      ...PAINEL,
      obras: [{ ...PAINEL.obras[0]!, rda_totais: { executado: '300.00', comprometido: '523.45' } }],
    });
    const casa = await screen.findByRole('article', { name: 'Obra Casa Azul' });
    expect(
      within(casa).getByRole('button', {
        name: 'Saldo: O que o orçamento ainda permite: orçamento − executado − comprometido.',
      }),
    ).toBeInTheDocument();
    expect(
      within(casa).getAllByRole('button', { name: /^Comprometido: O que se deve e ainda não foi pago/ }),
    ).toHaveLength(2);
    const rda = within(casa).getByRole('group', { name: 'RDA' });
    expect(within(rda).getByText('R$ 300,00')).toBeInTheDocument();
    expect(within(rda).getByText('R$ 523,45')).toBeInTheDocument();
  });

  it('shows Vencido and A pagar em 7 dias per obra and for the firm, each a link to Contas a pagar', async () => {
    renderPainel({
      ...PAINEL,
      totais: { ...PAINEL.totais, a_pagar: { vencido: '150.00', a_pagar_7_dias: '1200.50' } },
      obras: [{ ...PAINEL.obras[0]!, a_pagar: { vencido: '150.00', a_pagar_7_dias: '0.00' } }],
    });
    const casa = await screen.findByRole('article', { name: 'Obra Casa Azul' });
    const aPagar = within(casa).getByRole('group', { name: 'Contas a pagar' });
    expect(within(aPagar).getByRole('link', { name: /^R\$\s150,00$/ })).toHaveAttribute(
      'href',
      '/financeiro/contas-a-pagar?grupo=vencido&obra=1',
    );
    expect(
      within(aPagar).getByRole('button', { name: 'Vencido: Em aberto cujo vencimento é anterior a hoje.' }),
    ).toBeInTheDocument();
    const totais = screen.getByRole('region', { name: 'Totais da empresa' });
    const firma = within(totais).getByRole('group', { name: 'Contas a pagar' });
    expect(within(firma).getByRole('link', { name: /^R\$\s1\.200,50$/ })).toHaveAttribute(
      'href',
      '/financeiro/contas-a-pagar?grupo=7dias',
    );
  });

  it('reads its filters and order from the address and asks the server for them', async () => {
    const { painelCalls } = renderPainel(PAINEL, '/dashboard?sort=nome&status=4&id_cliente=12&q=azul');
    await screen.findByRole('article', { name: 'Obra Casa Azul' });
    const query = painelCalls()[0]!.query;
    expect(Object.fromEntries(query)).toEqual({ q: 'azul', status: '4', id_cliente: '12', sort: 'nome' });
    expect(screen.getByRole('region', { name: 'Totais das obras listadas' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Buscar' })).toHaveValue('azul');
  });

  it('changes the order in the address, and shows the same figures in the table, a choice it remembers', async () => {
    const { user, router, painelCalls } = renderPainel(PAINEL);
    await screen.findByRole('article', { name: 'Obra Casa Azul' });
    expect(painelCalls()[0]!.query.toString()).toBe('');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Ordem' }), 'Nome (A–Z)');
    expect(router.state.location.search).toBe('?sort=nome');
    await screen.findByRole('article', { name: 'Obra Casa Azul' });
    expect(painelCalls().at(-1)!.query.get('sort')).toBe('nome');

    await user.click(screen.getByRole('radio', { name: 'Tabela' }));
    const tabela = await screen.findByRole('table', { name: 'Obras' });
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    const galpao = within(tabela).getByRole('row', { name: /Galpão Norte/ });
    for (const text of [
      'R$ 20.000,00',
      'R$ 21.000,00',
      'R$ 2.000,00',
      '-R$ 3.000,00',
      'Acima do orçamento',
    ]) {
      expect(within(galpao).getByText(text)).toBeInTheDocument();
    }
    expect(router.state.location.search).toBe('?sort=nome&visao=tabela');
    expect(localStorage.getItem('gdo.painel.visao')).toBe('tabela');
  });

  it('asks for executado in the period of the address, shows it per obra and in total, and drops it for the whole period', async () => {
    const comPeriodo: Painel = {
      totais: { ...PAINEL.totais, executado_periodo: '1234.56' },
      obras: [{ ...PAINEL.obras[0]!, executado_periodo: '1234.56' }],
    };
    const { user, router, painelCalls } = renderPainel(
      comPeriodo,
      '/dashboard?pagamento_de=2026-03-01&pagamento_ate=2026-03-31',
    );
    const casa = await screen.findByRole('article', { name: 'Obra Casa Azul' });
    expect(Object.fromEntries(painelCalls()[0]!.query)).toEqual({
      pagamento_de: '2026-03-01',
      pagamento_ate: '2026-03-31',
    });
    expect(within(casa).getByText('Executado no período')).toBeInTheDocument();
    expect(within(casa).getByText('R$ 1.234,56')).toBeInTheDocument();
    const totais = screen.getByRole('region', { name: 'Totais da empresa' });
    expect(within(totais).getByText('R$ 1.234,56')).toBeInTheDocument();
    const periodo = screen.getByRole('combobox', { name: 'Executado no período' });
    expect(within(periodo).getByRole('option', { selected: true })).toHaveTextContent(
      'De 01/03/2026 a 31/03/2026',
    );
    await user.selectOptions(periodo, 'Todo o período');
    expect(router.state.location.search).toBe('');
  });

  it('opens in the view chosen last when the address names none', async () => {
    localStorage.setItem('gdo.painel.visao', 'tabela');
    renderPainel(PAINEL);
    expect(await screen.findByRole('table', { name: 'Obras' })).toBeInTheDocument();
  });

  it('says there are no obras and starts with a new cliente', async () => {
    renderPainel({ totais: figuras('0.00', '0.00', '0.00', '0.00'), obras: [] });
    expect(await screen.findByText('Não há obras cadastradas.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cadastrar cliente' })).toHaveAttribute('href', '/clientes/novo');
  });

  it('says in Portuguese that the dashboard failed to load and asks again on Tentar novamente', async () => {
    storeSession();
    let falhar = true;
    const calls = stubFetch((request) => {
      if (request.path !== '/api/dashboard/obras') return sessionReply(request);
      return falhar ? { status: 500, body: { message: 'Erro interno do servidor.' } } : { body: PAINEL };
    });
    const { user } = renderApp(<PainelScreen />, { route: '/dashboard' });
    const alerta = await screen.findByRole('alert');
    expect(alerta).toHaveTextContent('Não foi possível carregar o dashboard. Erro interno do servidor.');
    falhar = false;
    await user.click(within(alerta).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { name: 'Obras (2)' })).toBeInTheDocument();
    expect(screen.queryByText(/Não foi possível carregar o dashboard/)).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/dashboard/obras').length).toBeGreaterThanOrEqual(2);
  });

  it('names every obra at once and draws a card in full only near the screen', async () => {
    // jsdom has no layout: the observer is driven by hand, as scrolling would.
    const observados: { alvo: Element; avisar: IntersectionObserverCallback }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly avisar: IntersectionObserverCallback) {}
        observe(alvo: Element) {
          observados.push({ alvo, avisar: this.avisar });
        }
        disconnect() {}
      },
    );
    const obras = Array.from({ length: 40 }, (_, i) => ({
      ...PAINEL.obras[0]!,
      id: i + 1,
      nome: `Obra número ${i + 1}`,
    }));
    renderPainel({ ...PAINEL, obras });
    const ultima = await screen.findByRole('article', { name: 'Obra Obra número 40' });
    expect(screen.getAllByRole('article')).toHaveLength(40);
    expect(screen.getAllByRole('link', { name: 'Abrir RDO' })).toHaveLength(4);
    expect(within(ultima).queryByRole('link', { name: 'Abrir RDO' })).toBeNull();
    const { alvo, avisar } = observados.find((o) => o.alvo === ultima)!;
    act(() => avisar([{ isIntersecting: true, target: alvo } as IntersectionObserverEntry], {} as never));
    const desenhada = screen.getByRole('article', { name: 'Obra Obra número 40' });
    expect(within(desenhada).getByRole('link', { name: 'Abrir RDO' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Abrir RDO' })).toHaveLength(5);
  });
});
