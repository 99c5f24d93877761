import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub';
import { renderApp, UI_TEST_TIMEOUT_MS } from '../../../../test/render';
import { sessionReply, storeSession } from '../../../../test/session';
import EtapasScreen from './etapas-screen';

const STAMPS = {
  status: 1,
  versao: 1,
  data_cadastro: '2026-01-05T12:00:00.000Z',
  data_alteracao: '2026-01-05T12:00:00.000Z',
};
const ETAPAS = [
  { id: 1, numero: '01', nome: 'Fundação', ...STAMPS },
  { id: 2, numero: '02', nome: 'Estrutura', ...STAMPS },
];
const SUBETAPAS = [{ id: 5, etapa: 1, numero: '01.01', nome: 'Escavação', ...STAMPS }];
const NUMERO_EM_USO = 'Já existe uma etapa com este número.';

function renderEtapas() {
  storeSession();
  const calls = stubFetch((request) => {
    if (request.path === '/api/etapas/list') return { body: ETAPAS };
    if (request.path === '/api/subetapas/list') return { body: SUBETAPAS };
    if (request.path === '/api/etapas/create') {
      return {
        status: 409,
        body: { message: NUMERO_EM_USO, errors: [{ field: 'numero', message: NUMERO_EM_USO }] },
      };
    }
    if (request.path === '/api/subetapas/create')
      return { body: { id: 6, ...STAMPS, ...(request.body as object) } };
    if (request.path === '/api/etapas/update/')
      return { body: { ...ETAPAS[0], ...(request.body as object) } };
    return sessionReply(request);
  });
  return { calls, ...renderApp(<EtapasScreen />, { route: '/etapas' }) };
}

describe('/etapas, the catalogue tree', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('shows each etapa with its subetapas and suggests the next etapa number', async () => {
    renderEtapas();
    const fundacao = await screen.findByRole('listitem', { name: 'Etapa 01 Fundação' });
    expect(within(fundacao).getByRole('list', { name: 'Subetapas de 01 Fundação' })).toHaveTextContent(
      '01.01Escavação',
    );
    const nova = await screen.findByRole('form', { name: 'Nova etapa' });
    expect(within(nova).getByRole('textbox', { name: 'Número' })).toHaveValue('03');
    // Each switch says what it is on screen, not only to a screen reader.
    const ativa = within(fundacao).getByRole('switch', { name: 'Etapa 01 Fundação ativa' });
    expect(ativa.closest('.mantine-Switch-root')).toHaveTextContent('Ativa');
  });

  it('suggests the next subetapa number and refuses one from another etapa', async () => {
    const { user, calls } = renderEtapas();
    await user.click(await screen.findByRole('button', { name: 'Nova subetapa em 01 Fundação' }));
    const form = screen.getByRole('form', { name: 'Nova subetapa em 01' });
    const numero = within(form).getByRole('textbox', { name: 'Número' });
    expect(numero).toHaveValue('01.02');
    expect(numero).toHaveFocus();

    await user.clear(numero);
    await user.type(numero, '02.01');
    await user.type(within(form).getByRole('textbox', { name: 'Nome' }), 'Sapatas');
    await user.click(within(form).getByRole('button', { name: 'Adicionar' }));
    expect(numero).toHaveAccessibleDescription('O número deve começar com "01.", o número da etapa.');
    expect(calls.some((call) => call.path === '/api/subetapas/create')).toBe(false);

    await user.clear(numero);
    await user.type(numero, '01.02');
    await user.click(within(form).getByRole('button', { name: 'Adicionar' }));
    expect(await screen.findByText('Subetapa salva com sucesso.')).toBeVisible();
    expect(calls.find((call) => call.path === '/api/subetapas/create')?.body).toEqual({
      etapa: 1,
      numero: '01.02',
      nome: 'Sapatas',
      status: 1,
    });
  });

  it('adds one subetapa for a double click on Adicionar', async () => {
    const { user, calls } = renderEtapas();
    await user.click(await screen.findByRole('button', { name: 'Nova subetapa em 01 Fundação' }));
    const form = screen.getByRole('form', { name: 'Nova subetapa em 01' });
    expect(within(form).getByRole('textbox', { name: 'Número' })).toHaveValue('01.02');
    await user.type(within(form).getByRole('textbox', { name: 'Nome' }), 'Sapatas');
    // Both clicks land before React draws the button as loading, as a quick double click does.
    const adicionar = within(form).getByRole('button', { name: 'Adicionar' });
    fireEvent.click(adicionar);
    fireEvent.click(adicionar);
    expect(await screen.findByText('Subetapa salva com sucesso.')).toBeVisible();
    expect(calls.filter((call) => call.path === '/api/subetapas/create')).toHaveLength(1);
  });

  it('renames an etapa in place with the update call', async () => {
    const { user, calls } = renderEtapas();
    await user.click(await screen.findByRole('button', { name: 'Editar etapa 02 Estrutura' }));
    const form = screen.getByRole('form', { name: 'Editar etapa 02' });
    const nome = within(form).getByRole('textbox', { name: 'Nome' });
    await user.clear(nome);
    await user.type(nome, 'Superestrutura');
    await user.click(within(form).getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Etapa salva com sucesso.')).toBeVisible();
    expect(calls.find((call) => call.path === '/api/etapas/update/')).toMatchObject({
      method: 'POST',
      // With the versao the editor opened on: a save over someone else's is refused (409).
      body: { id: 2, numero: '02', nome: 'Superestrutura', versao: 1 },
    });
  });

  it("shows the spec's failure message and the server's reason under the field", async () => {
    const { user } = renderEtapas();
    const nova = await screen.findByRole('form', { name: 'Nova etapa' });
    await user.clear(within(nova).getByRole('textbox', { name: 'Número' }));
    await user.type(within(nova).getByRole('textbox', { name: 'Número' }), '01');
    await user.type(within(nova).getByRole('textbox', { name: 'Nome' }), 'Fundação profunda');
    await user.click(within(nova).getByRole('button', { name: 'Adicionar etapa' }));

    expect(await screen.findByText(`Falha na criação de etapa. ${NUMERO_EM_USO}`)).toBeVisible();
    expect(within(nova).getByRole('textbox', { name: 'Número' })).toHaveAccessibleDescription(NUMERO_EM_USO);
    expect(within(nova).getByRole('textbox', { name: 'Nome' })).toHaveValue('Fundação profunda');
  });
});
