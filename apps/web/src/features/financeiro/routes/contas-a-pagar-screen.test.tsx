import type { ContaAPagar, ContasAPagarResumo } from '@gdo/domain/pagamento';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RecordedCall } from '../../../../test/fetch-stub';
import { stubFetch } from '../../../../test/fetch-stub';
import { OBRA, USUARIO } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render';
import { sessionReply, storeSession } from '../../../../test/session';
import ContasAPagarScreen from './contas-a-pagar-screen';

const conta = (lancamento: number, over: Partial<ContaAPagar> = {}): ContaAPagar => ({
  lancamento,
  documento: 'rdo',
  obra: 3,
  obra_nome: 'Casa Azul',
  fornecedor: 4,
  fornecedor_nome: 'Aços Ltda.',
  descricao: 'Aço CA-50',
  parcela: `${lancamento}/3`,
  data_lancamento: '2026-03-01',
  data_vencimento: '2026-03-10',
  valor_comprometido: '1000.00',
  valor_pago: '0.00',
  em_aberto: '1000.00',
  grupo: 'vencido',
  dias_em_atraso: 2,
  ...over,
});
const CONTAS = [
  conta(1),
  conta(2, { grupo: '7dias', dias_em_atraso: null, em_aberto: '250.50' }),
  conta(3, { grupo: 'depois', data_vencimento: null, dias_em_atraso: null, descricao: 'Cimento' }),
];
const zero = { em_aberto: '0.00', quantidade: 0 };
const RESUMO: ContasAPagarResumo = {
  grupos: {
    vencido: { em_aberto: '1000.00', quantidade: 1 },
    hoje: zero,
    '7dias': { em_aberto: '250.50', quantidade: 1 },
    '30dias': zero,
    depois: zero,
  },
  total: { em_aberto: '1250.50', quantidade: 2 },
};

function renderContas(
  route = '/financeiro/contas-a-pagar',
  permissoes = USUARIO.permissoes,
  resumo = (): { status?: number; body: unknown } => ({ body: RESUMO }),
  totalHeaders: Record<string, string> = { 'X-Total-Count': String(CONTAS.length) },
  lista = (_request: RecordedCall): { body: unknown; headers: Record<string, string> } => ({
    body: CONTAS,
    headers: totalHeaders,
  }),
) {
  storeSession();
  const calls = stubFetch((request: RecordedCall) => {
    if (request.path === '/api/financeiro/contas-a-pagar') return lista(request);
    if (request.path === '/api/financeiro/contas-a-pagar/resumo') return resumo();
    if (request.path === '/api/financeiro/pagamentos/lote') return { body: [] };
    if (request.path.startsWith('/api/financeiro/pagamentos/list/lancamento/')) return { body: [] };
    if (request.path === '/api/obras/get/3') return { body: { ...OBRA, id: 3, nome: 'Casa Azul' } };
    if (request.path === '/api/obras/list')
      return request.query.get('q') === 'Verde'
        ? { body: [{ ...OBRA, id: 8, nome: 'Casa Verde' }], headers: { 'X-Total-Count': '1' } }
        : { body: [], headers: { 'X-Total-Count': '0' } };
    if (request.path === '/api/fornecedores/get/4')
      return { body: { id: 4, nome: 'Aços Ltda.', cpf_cnpj: '' } };
    if (request.path === '/api/fornecedores/list')
      return request.query.get('q') === 'Ferro'
        ? { body: [{ id: 9, nome: 'Ferro Forte', cpf_cnpj: '' }], headers: { 'X-Total-Count': '1' } }
        : { body: [], headers: { 'X-Total-Count': '0' } };
    return sessionReply(request, { ...USUARIO, permissoes });
  });
  return { ...renderApp(<ContasAPagarScreen />, { route }), calls };
}

/** A parameter of the latest list request the screen sent. */
const ultimaLista = (calls: RecordedCall[], param: string) =>
  calls
    .filter((c) => c.path === '/api/financeiro/contas-a-pagar')
    .at(-1)!
    .query.get(param);

afterEach(() => localStorage.clear());

describe('Contas a pagar', () => {
  it('says that nothing is open, leads to the obras, and offers no empty export', async () => {
    const nada = {
      grupos: { vencido: zero, hoje: zero, '7dias': zero, '30dias': zero, depois: zero },
      total: zero,
    };
    renderContas(
      '/financeiro/contas-a-pagar',
      USUARIO.permissoes,
      () => ({ body: nada }),
      { 'X-Total-Count': '0' },
      () => ({ body: [], headers: { 'X-Total-Count': '0' } }),
    );
    expect(await screen.findByText('Nenhuma conta a pagar')).toBeInTheDocument();
    // Not "Tudo o que foi lançado está pago", false for a firm that has entered nothing.
    expect(screen.getByText(/Não há nada em aberto nas obras/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Abrir as obras' })).toHaveAttribute('href', '/obras');
    expect(screen.getByRole('button', { name: 'Exportar PDF' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Exportar XLSX' })).toBeDisabled();
  });

  it('shows the groups with their totals and asks the server with the filters of the address', async () => {
    const { calls } = renderContas('/financeiro/contas-a-pagar?grupo=vencido&obra=3&q=aco');
    await screen.findByText('Vencido há 2 dias');
    const grupos = screen.getByRole('group', { name: 'Grupos de vencimento' });
    expect(within(grupos).getByRole('button', { name: /^Vencido R\$/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(grupos).getByRole('button', { name: /^Todas/ })).toHaveTextContent('R$ 1.250,50');
    const lista = calls.find((c) => c.path === '/api/financeiro/contas-a-pagar')!;
    expect(Object.fromEntries(lista.query)).toMatchObject({ grupo: 'vencido', obra: '3', q: 'aco' });
    // The summary keeps every group's total: the group itself is left out of it.
    const resumo = calls.find((c) => c.path === '/api/financeiro/contas-a-pagar/resumo')!;
    expect(resumo.query.has('grupo')).toBe(false);
    expect(resumo.query.get('obra')).toBe('3');
  });

  it('takes a due date of the address that is no day as none: not a filter, not asked for', async () => {
    const { calls } = renderContas(
      '/financeiro/contas-a-pagar?de=abc',
      USUARIO.permissoes,
      () => ({ body: RESUMO }),
      { 'X-Total-Count': '0' },
      () => ({ body: [], headers: { 'X-Total-Count': '0' } }),
    );
    expect(await screen.findByText('Nenhuma conta a pagar')).toBeInTheDocument();
    expect(screen.queryByText('Nenhuma conta com estes filtros')).toBeNull();
    expect(ultimaLista(calls, 'de')).toBeNull();
  });

  it('leaves out a due-date end before the start, and says why under it instead of failing', async () => {
    const { calls } = renderContas('/financeiro/contas-a-pagar?de=2026-03-10&ate=2026-03-01');
    await screen.findByText('Vencido há 2 dias');
    expect(screen.getByText('A data final não pode ser anterior à data inicial.')).toBeInTheDocument();
    for (const path of ['/api/financeiro/contas-a-pagar', '/api/financeiro/contas-a-pagar/resumo']) {
      const pedido = calls.find((c) => c.path === path)!;
      expect(pedido.query.get('de')).toBe('2026-03-10');
      expect(pedido.query.has('ate')).toBe(false);
    }
  });

  it('names the obra of the address and searches the others on the server, never downloading every obra', async () => {
    const { user, calls } = renderContas('/financeiro/contas-a-pagar?obra=3');
    const obra = await screen.findByRole('textbox', { name: 'Obra' });
    await waitFor(() => expect(obra).toHaveValue('Casa Azul'));
    expect(calls.some((c) => c.path === '/api/obras/list')).toBe(false);
    await user.clear(obra);
    await user.type(obra, 'Verde');
    await user.click(await screen.findByRole('option', { name: 'Casa Verde' }));
    const busca = calls.filter((c) => c.path === '/api/obras/list').at(-1)!;
    expect(Object.fromEntries(busca.query)).toMatchObject({ q: 'Verde', page: '1', pageSize: '20' });
    await waitFor(() => expect(ultimaLista(calls, 'obra')).toBe('8'));
  });

  it('names the fornecedor of the address and searches the others on the server, never the whole register', async () => {
    const { user, calls } = renderContas('/financeiro/contas-a-pagar?fornecedor=4');
    const fornecedor = await screen.findByRole('textbox', { name: 'Fornecedor' });
    await waitFor(() => expect(fornecedor).toHaveValue('Aços Ltda.'));
    expect(calls.some((c) => c.path === '/api/fornecedores/list')).toBe(false);
    await user.clear(fornecedor);
    await user.type(fornecedor, 'Ferro');
    await user.click(await screen.findByRole('option', { name: 'Ferro Forte' }));
    const busca = calls.filter((c) => c.path === '/api/fornecedores/list').at(-1)!;
    expect(Object.fromEntries(busca.query)).toMatchObject({ q: 'Ferro', page: '1', pageSize: '20' });
    await waitFor(() => expect(ultimaLista(calls, 'fornecedor')).toBe('9'));
    // "Limpar fornecedor" (reachable by Tab too) shows every fornecedor's payables again.
    await user.click(screen.getByRole('button', { name: 'Limpar fornecedor' }));
    await waitFor(() => expect(ultimaLista(calls, 'fornecedor')).toBeNull());
  });

  it('pays two selected payables in one batch with one date and forma', async () => {
    const { user, calls } = renderContas();
    await user.click(await screen.findByRole('checkbox', { name: 'Selecionar Aço CA-50 (parcela 1/3)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar Aço CA-50 (parcela 2/3)' }));
    expect(screen.getByRole('region', { name: 'Contas selecionadas' })).toHaveTextContent('R$ 1.250,50');
    await user.click(screen.getByRole('button', { name: 'Pagar selecionadas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pagar selecionadas' });
    await user.click(within(dialog).getByRole('button', { name: /^Pagar R\$\s1\.250,50$/ }));
    expect(await within(dialog).findByText('Escolha a forma de pagamento.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('textbox', { name: 'Forma de pagamento' }));
    await user.click(await screen.findByRole('option', { name: 'Transferência' }));
    await user.click(within(dialog).getByRole('button', { name: /^Pagar R\$\s1\.250,50$/ }));
    await screen.findByText(/^2 pagamentos registrados, R\$\s1\.250,50 no total\.$/);
    const lote = calls.find((c) => c.path === '/api/financeiro/pagamentos/lote')!;
    expect(lote.body).toMatchObject({ lancamentos: [1, 2], forma: 'transferencia' });
  });

  it('offers no payment to a reader, only the payments of each entry', async () => {
    const { user } = renderContas(undefined, ['leitura']);
    await screen.findByText('Vencido há 2 dias');
    expect(screen.queryByRole('button', { name: /^Pagar / })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pagamentos de Aço CA-50 (parcela 1/3)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pagamentos' });
    // The empty state does not send a reader to a "Pagar" it is not offered.
    expect(await within(dialog).findByText('Nenhum pagamento ainda.')).toBeInTheDocument();
  });

  it('says when the totals per group fail and asks again on "Tentar novamente"', async () => {
    let falhar = true;
    const { user } = renderContas(undefined, undefined, () =>
      falhar ? { status: 400, body: { message: 'Filtro inválido.' } } : { body: RESUMO },
    );
    const alerta = await screen.findByText(/Falha ao carregar os totais por vencimento/);
    expect(screen.queryByRole('group', { name: 'Grupos de vencimento' })).not.toBeInTheDocument();
    falhar = false;
    await user.click(
      within(alerta.closest('[role="alert"]') as HTMLElement).getByRole('button', {
        name: 'Tentar novamente',
      }),
    );
    const grupos = await screen.findByRole('group', { name: 'Grupos de vencimento' });
    expect(await within(grupos).findByText(/1\.250,50/)).toBeInTheDocument();
  });

  it('says "mais de 10.000" when the server stopped counting, beside the exact count of the groups', async () => {
    const muitas = { em_aberto: '12345678.90', quantidade: 333_333 };
    const { user, calls } = renderContas(
      undefined,
      undefined,
      () => ({ body: { ...RESUMO, grupos: { ...RESUMO.grupos, depois: muitas }, total: muitas } }),
      { 'X-Total-Count': '10000', 'X-Total-Capped': '1' },
    );
    expect(await screen.findByText('1–20 de mais de 10.000 registros')).toBeInTheDocument();
    const grupos = screen.getByRole('group', { name: 'Grupos de vencimento' });
    expect(within(grupos).getByRole('button', { name: /^Todas/ })).toHaveTextContent(
      /R\$\s12\.345\.678,90333\.333 contas/,
    );
    // Pages up to the 10 000th payable: 500 of 20.
    expect(screen.getByRole('button', { name: 'Página 500' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Próxima página' }));
    await waitFor(() => expect(ultimaLista(calls, 'page')).toBe('2'));
  });

  it('counts a short list exactly, one page with no pager', async () => {
    renderContas();
    expect(await screen.findByText('1–3 de 3 registros')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Próxima página' })).not.toBeInTheDocument();
  });

  it('goes back to the last page with payables when the one asked for has none left (all paid)', async () => {
    // 23 payables: page 2 of 20 holds 3; page 3 (the address kept from before they were paid) none.
    const { calls } = renderContas(
      '/financeiro/contas-a-pagar?page=3',
      undefined,
      undefined,
      undefined,
      (r) =>
        r.query.get('page') === '2'
          ? { body: CONTAS, headers: { 'X-Total-Count': '23' } }
          : { body: [], headers: { 'X-Total-Count': '23' } },
    );
    expect(await screen.findByText('21–23 de 23 registros')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByText('Nenhuma conta a pagar')).not.toBeInTheDocument();
    expect(
      calls.filter((c) => c.path === '/api/financeiro/contas-a-pagar').map((c) => c.query.get('page')),
    ).toEqual(['3', '2']);
  });

  it('says "Sem vencimento" once for an entry without a due date, not the long name of its group', async () => {
    renderContas();
    const linhas = await screen.findAllByTestId('conta-linha');
    expect(linhas).toHaveLength(3);
    expect(within(linhas[2]!).getByText('Sem vencimento')).toBeInTheDocument();
    expect(within(linhas[2]!).queryByText('Depois de 30 dias ou sem vencimento')).not.toBeInTheDocument();
    expect(within(linhas[1]!).getByText('Próximos 7 dias')).toBeInTheDocument();
  });
});
