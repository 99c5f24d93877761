import type { OrcamentoUnidade } from '@gdo/domain/orcamento-unidade';
import { UNIDADE_MESSAGES } from '@gdo/domain/orcamento-unidade';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type RecordedCall, stubFetch } from '../../../../test/fetch-stub';
import { USUARIO } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render';
import { sessionReply, storeSession } from '../../../../test/session';
import UnidadesScreen from './unidades-screen';

function renderScreen(user = USUARIO, inicial: OrcamentoUnidade[] = [{ id: 1, nome: 'Hora', em_uso: true }]) {
  storeSession();
  let unidades = inicial;
  const calls = stubFetch((request: RecordedCall) => {
    if (request.path === '/api/orcamentos/unidades/list') return { body: unidades };
    if (request.path === '/api/orcamentos/unidades/create') {
      const { nome } = request.body as { nome: string };
      if (nome.toLowerCase() === 'hora') {
        const message = UNIDADE_MESSAGES.duplicada('Hora');
        return { status: 409, body: { message, errors: [{ field: 'nome', message }] } };
      }
      const criada = { id: unidades.length + 10, nome, em_uso: false };
      unidades = [...unidades, criada];
      return { body: criada };
    }
    const apagar = /^\/api\/orcamentos\/unidades\/delete\/(\d+)$/.exec(request.path);
    if (apagar && request.method === 'DELETE') {
      const id = Number(apagar[1]);
      const unidade = unidades.find((u) => u.id === id)!;
      unidades = unidades.filter((u) => u.id !== id);
      return { body: unidade };
    }
    return sessionReply(request, user);
  });
  return { calls, ...renderApp(<UnidadesScreen />, { route: '/configuracoes/unidades' }) };
}

describe('the units screen', () => {
  it('adds a unit, refuses a repeated one under the field, and deletes after asking', async () => {
    const { user, calls } = renderScreen();
    const proprias = await screen.findByRole('region', { name: 'Unidades da empresa' });
    expect(await within(proprias).findByText('Hora')).toBeInTheDocument();
    // A unit in use stays: no delete, a badge that says why.
    expect(within(proprias).getByText('Em uso')).toBeInTheDocument();
    expect(within(proprias).queryByRole('button', { name: /Excluir/ })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Unidades padrão' })).getByText('m²'),
    ).toBeInTheDocument();

    const campo = screen.getByRole('textbox', { name: /Nova unidade/ });
    await user.type(campo, 'HORA');
    await user.click(screen.getByRole('button', { name: 'Adicionar unidade' }));
    expect(await screen.findByText(UNIDADE_MESSAGES.duplicada('Hora'))).toBeInTheDocument();
    expect(campo).toHaveAttribute('aria-invalid', 'true');

    await user.clear(campo);
    await user.type(campo, 'tonelada{Enter}');
    expect(await screen.findByText(UNIDADE_MESSAGES.criada('tonelada'))).toBeInTheDocument();
    expect(campo).toHaveValue('');
    expect(await within(proprias).findByText('tonelada')).toBeInTheDocument();
    const posts = calls.filter((call) => call.method === 'POST').map((call) => call.body);
    expect(posts).toEqual([{ nome: 'HORA' }, { nome: 'tonelada' }]);

    await user.click(within(proprias).getByRole('button', { name: 'Excluir a unidade tonelada' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir unidade?' });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText(UNIDADE_MESSAGES.excluida('tonelada'))).toBeInTheDocument();
    await waitFor(() => expect(within(proprias).queryByText('tonelada')).not.toBeInTheDocument());
  });

  it('says how to start when the firm has no units of its own', async () => {
    renderScreen(USUARIO, []);
    expect(await screen.findByText(/Nenhuma unidade cadastrada/)).toBeInTheDocument();
  });

  it('is for administrators only', async () => {
    const { calls } = renderScreen({ ...USUARIO, permissoes: ['financeiro'] });
    expect(
      await screen.findByText('Somente administradores alteram as unidades de medida.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Nova unidade/ })).not.toBeInTheDocument();
    expect(calls.some((call) => call.path.startsWith('/api/orcamentos/unidades'))).toBe(false);
  });
});
