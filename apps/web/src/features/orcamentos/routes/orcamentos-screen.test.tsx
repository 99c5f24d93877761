import { addDays, formatDate } from '@gdo/domain/date';
import { FIELD_MESSAGES } from '@gdo/domain/field-messages';
import { diaNoCanteiro } from '@gdo/domain/fuso';
import type { OrcamentoListRow } from '@gdo/domain/orcamento-response';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type RecordedCall, stubFetch } from '../../../../test/fetch-stub';
import { ORCAMENTO } from '../../../../test/orcamento-fixtures';
import { renderApp } from '../../../../test/render';
import { sessionReply, storeSession } from '../../../../test/session';
import OrcamentosScreen from './orcamentos-screen';

const { itens: _itens, ...ROW } = ORCAMENTO;
const AVULSO: OrcamentoListRow = { ...ROW, data_cadastro: '2026-03-02T15:00:00.000Z' };
const DO_MODELO: OrcamentoListRow = {
  ...ROW,
  id: 6,
  nome: 'Reforma da cozinha',
  modelo: 2,
  modelo_nome: 'Casa térrea padrão',
  status: 2,
  valor_total: '1234567.80',
};

type Reply = { status?: number; body?: unknown; headers?: Record<string, string> };

function renderList(overrides: (call: RecordedCall) => Reply | undefined = () => undefined) {
  storeSession();
  const calls = stubFetch((request) => {
    const override = overrides(request);
    if (override) return override;
    if (request.path === '/api/orcamentos/list') {
      return { body: [AVULSO, DO_MODELO], headers: { 'X-Total-Count': '2' } };
    }
    return sessionReply(request);
  });
  return { calls, ...renderApp(<OrcamentosScreen />, { route: '/orcamentos' }) };
}

afterEach(() => {
  vi.restoreAllMocks();
  // jsdom has no object URLs; the download test lends them.
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

describe('the budgets list', () => {
  it("shows the domain's columns, 'Avulso' without a model, money and dates in pt-BR", async () => {
    const { calls } = renderList();
    const table = await screen.findByRole('table', { name: 'Orçamentos' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'Nome',
      'Data de criação',
      'Modelo',
      'Obra',
      'Cliente',
      'Venda',
      'Situação',
      // The actions' title, for screen readers only.
      'Ações',
    ]);
    const avulso = within(table).getByRole('row', { name: /Orçamento executivo/ });
    expect(avulso).toHaveTextContent('02/03/2026');
    expect(avulso).toHaveTextContent('Avulso');
    expect(avulso).toHaveTextContent('R$ 5.338,23');
    expect(avulso).toHaveTextContent('R$ 5.872,05custo R$ 5.338,23BDI 10%');
    expect(avulso).toHaveTextContent('Aprovado');
    const doModelo = within(table).getByRole('row', { name: /Reforma da cozinha/ });
    expect(doModelo).toHaveTextContent('Casa térrea padrão');
    expect(doModelo).toHaveTextContent('R$ 1.234.567,80');
    expect(doModelo).toHaveTextContent('Reprovado');
    const query = Object.fromEntries(calls.find((call) => call.path === '/api/orcamentos/list')?.query ?? []);
    expect(query).toEqual({ sort: '-data_cadastro', page: '1', pageSize: '20' });
  });

  it("asks before deleting and shows the server's reason when the budget is in use", async () => {
    const { user, calls } = renderList((request) =>
      request.method === 'DELETE'
        ? {
            status: 409,
            body: {
              message: 'Este orçamento está em uso por um RDO, RDA ou contrato e não pode ser removido.',
            },
          }
        : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Mais ações de Orçamento executivo' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Excluir' }));
    const dialog = screen.getByRole('dialog', { name: 'Excluir orçamento?' });
    expect(dialog).toHaveTextContent(
      'O orçamento “Orçamento executivo” e todos os seus itens serão excluídos.',
    );
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Excluir orçamento' }));
    expect(
      await screen.findByText(
        'Falha na remoção de orçamento. Este orçamento está em uso por um RDO, RDA ou contrato e não pode ser removido.',
      ),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'DELETE')?.path).toBe(
      `/api/orcamentos/delete/${ORCAMENTO.id}`,
    );
  });

  it('removes a budget once confirmed and lists again', async () => {
    const { user, calls } = renderList((request) =>
      request.method === 'DELETE' ? { body: { message: 'Orçamento removido.' } } : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Mais ações de Reforma da cozinha' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Excluir' }));
    await user.click(screen.getByRole('button', { name: 'Excluir orçamento' }));
    expect(await screen.findByText('Orçamento removido.')).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/orcamentos/list')).toHaveLength(2));
  });

  it('downloads the PDF with the token and saves it under the name the server gives', async () => {
    const createObjectURL = vi.fn(() => 'blob:orcamento');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user, calls } = renderList((request) =>
      request.path.startsWith('/api/orcamentos/export/')
        ? {
            body: '%PDF-1.7',
            headers: {
              'Content-Type': 'application/pdf',
              'Content-Disposition': `attachment; filename="orcamento-5.pdf"; filename*=UTF-8''${encodeURIComponent('Orçamento 5 - Orçamento executivo.pdf')}`,
            },
          }
        : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Baixar arquivos de Orçamento executivo' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Baixar PDF de Orçamento executivo' }));

    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    const download = calls.find((call) => call.path === `/api/orcamentos/export/${ORCAMENTO.id}/pdf`);
    expect(download?.headers.get('Authorization')).toBe('tk-guardado');
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(
      'Orçamento 5 - Orçamento executivo.pdf',
    );
    expect(createObjectURL).toHaveBeenCalledOnce();
  });

  it("downloads the client's proposal from its own button, beside the analytic PDF and the XLSX", async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:proposta'), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user, calls, router } = renderList((request) =>
      request.path.startsWith('/api/orcamentos/export/')
        ? { body: '%PDF-1.7', headers: { 'Content-Type': 'application/pdf' } }
        : undefined,
    );
    const row = await screen.findByRole('row', { name: /Orçamento executivo/ });
    await user.click(within(row).getByRole('button', { name: 'Baixar arquivos de Orçamento executivo' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Proposta para o cliente',
      'PDF analítico (com custos)',
      'XLSX (planilha com custos)',
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'Baixar Proposta de Orçamento executivo' }));
    // The proposal asks its last valid day first: 30 days from today, typed or picked (decision 105).
    const dialog = await screen.findByRole('dialog', { name: 'Proposta para o cliente' });
    // A click inside the dialog is not a click on the row behind it (which opens the budget).
    expect(router.state.location.pathname).toBe('/orcamentos');
    await user.click(within(dialog).getByText(/traz os preços de venda/));
    expect(router.state.location.pathname).toBe('/orcamentos');
    const validade = within(dialog).getByRole('textbox', { name: /Válida até/ });
    expect(validade).toHaveValue(formatDate(addDays(diaNoCanteiro(), 30)));
    await user.clear(validade);
    await user.type(validade, '31/02/2027');
    await user.click(within(dialog).getByRole('button', { name: 'Baixar proposta' }));
    expect(await within(dialog).findByText(FIELD_MESSAGES.dataInexistente)).toBeInTheDocument();
    expect(calls.some((call) => call.path.endsWith('/proposta'))).toBe(false);
    await user.clear(validade);
    await user.type(validade, '15032027');
    await user.click(within(dialog).getByRole('button', { name: 'Baixar proposta' }));
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    const proposta = calls.find((call) => call.path === `/api/orcamentos/export/${ORCAMENTO.id}/proposta`);
    expect(proposta?.query.get('validade')).toBe('2027-03-15');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(`proposta-${ORCAMENTO.id}.pdf`);
  });

  it('shows the spec text when the list fails', async () => {
    renderList((request) =>
      request.path === '/api/orcamentos/list'
        ? { status: 400, body: { message: 'Ordenação inválida.' } }
        : undefined,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Falha na listagem de orçamentos.');
    expect(
      await screen.findByText('Falha na listagem de orçamentos. Ordenação inválida.'),
    ).toBeInTheDocument();
  });
});
