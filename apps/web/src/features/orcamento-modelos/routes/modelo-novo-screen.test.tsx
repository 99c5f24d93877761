import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub';
import { ETAPAS, MODELO, SUBETAPAS, UNIDADES_DA_EMPRESA } from '../../../../test/orcamento-fixtures';
import { renderApp } from '../../../../test/render';
import { sessionReply, storeSession } from '../../../../test/session';
import ModeloNovoScreen from './modelo-novo-screen';

function renderAt(route: string, hold: Promise<void> = Promise.resolve()) {
  storeSession();
  const calls = stubFetch((request) => {
    if (request.path === '/api/etapas/list') return { body: ETAPAS };
    if (request.path === '/api/subetapas/list') return { body: SUBETAPAS };
    if (request.path === '/api/orcamentos/unidades/list') return { body: UNIDADES_DA_EMPRESA };
    if (request.path === `/api/orcamentos/modelos/get/${MODELO.id}`) return { body: MODELO };
    if (request.path === '/api/orcamentos/modelos/list') return { body: [MODELO] };
    if (request.path === '/api/orcamentos/modelos/create')
      return hold.then(() => ({ body: { ...MODELO, id: 9 } }));
    return sessionReply(request);
  });
  return {
    calls,
    ...renderApp(
      <Routes>
        <Route path="/orcamentos/modelos/novo" element={<ModeloNovoScreen />} />
      </Routes>,
      { route },
    ),
  };
}

describe('models', () => {
  it('says how to start a model that has no etapas yet', async () => {
    renderAt('/orcamentos/modelos/novo');
    expect(await screen.findByText('Este modelo ainda não tem etapas')).toBeInTheDocument();
    expect(screen.getByText(/Use “Adicionar etapa” para incluir as etapas do catálogo/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Adicionar etapa' })).toBeInTheDocument();
  });

  it('saves once, whatever the editor, for a double click on Salvar', async () => {
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    const { user, calls } = renderAt('/orcamentos/modelos/novo', held);
    await user.type(await screen.findByRole('textbox', { name: 'Nome do modelo' }), 'Sobrado');
    // Both clicks land before React draws the button as loading, as a quick double click does.
    const salvar = screen.getByRole('button', { name: 'Salvar' });
    fireEvent.click(salvar);
    fireEvent.click(salvar);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled());
    answer();
    expect(await screen.findByText('Modelo de orçamento salvo com sucesso.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('saves a model with optional quantities and prices, and no totals shown', async () => {
    const { user, calls, router } = renderAt('/orcamentos/modelos/novo');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Novo modelo de orçamento' }),
    ).toBeInTheDocument();
    // The heading shows before the form, which waits for the catalogue: wait for the field itself.
    await user.type(await screen.findByRole('textbox', { name: 'Nome do modelo' }), 'Sobrado');
    await user.click(screen.getByRole('button', { name: 'Adicionar etapa' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Etapa 1' }), '1');
    await user.click(screen.getByRole('button', { name: 'Adicionar subetapa à etapa 01 Fundação' }));
    const novo = screen.getByRole('group', { name: 'Subitem 1 (sem subetapa)' });
    await user.selectOptions(within(novo).getByLabelText('Subetapa'), '13');
    // The ten of every firm, then the firm's own (decision 104).
    const unidade = within(screen.getByRole('group', { name: '01.03 Baldrame' })).getByLabelText('Unidade');
    expect(
      within(unidade)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Selecione',
      'Apartamento',
      'Dia',
      'kg',
      'Mês',
      'Metro',
      'm²',
      'm³',
      'Unidade',
      'Verba',
      'Viagem',
      'Hora',
      'tonelada',
    ]);
    await user.selectOptions(unidade, 'tonelada');
    expect(screen.queryByTestId('total-custo')).not.toBeInTheDocument();
    expect(screen.queryByTestId('subitem-total')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(router.state.location.search).toBe('?id=9'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      nome: 'Sobrado',
      status: 1,
      itens: [
        {
          etapa: 1,
          numero: null,
          nome: null,
          subitens: [
            {
              subetapa: 13,
              numero: null,
              nome: null,
              unidade: 'tonelada',
              quantidade: null,
              valor_unitario: null,
            },
          ],
        },
      ],
    });
    expect(await screen.findByText('Modelo de orçamento salvo com sucesso.')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Editar modelo de orçamento' }),
    ).toBeInTheDocument();
  });
});
