import { API_ERRORS } from '@gdo/domain/messages';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub';
import { CLIENTE, USUARIO } from '../../../../test/fixtures';
import { renderApp, UI_TEST_TIMEOUT_MS } from '../../../../test/render';
import { sessionReply, storeSession } from '../../../../test/session';
import ClienteFormScreen from './cliente-form-screen';

function renderForm(route = '/clientes/novo') {
  storeSession();
  return renderApp(
    <Routes>
      <Route path="/clientes/novo" element={<ClienteFormScreen />} />
      <Route path="/clientes" element={<h1>Lista de clientes</h1>} />
    </Routes>,
    { route },
  );
}

type User = ReturnType<typeof renderForm>['user'];

// By accessible name, which leaves out the required marker '*'.
const field = (name: string) => screen.getByRole('textbox', { name });

// Pasting keeps the tests quick; masks apply to pasted text as to typed text.
async function fill(user: User, input: HTMLElement, value: string) {
  await user.clear(input);
  await user.click(input);
  await user.paste(value);
}

async function fillRequired(user: User, cpfCnpj: string) {
  // Editable once the signed-in user (and so their role) has loaded.
  await screen.findByRole('button', { name: 'Salvar' });
  await fill(user, field('CPF/CNPJ'), cpfCnpj);
  await fill(user, field('Nome'), 'Maria da Silva');
  await fill(user, field('Telefone'), '11987654321');
  await fill(user, field('E-mail'), 'maria@exemplo.com.br');
}

describe('the generic form, type cliente', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('masks what is entered and refuses a CPF with wrong check digits under its field, sending nothing', async () => {
    const calls = stubFetch(sessionReply);
    const { user } = renderForm();
    await fillRequired(user, '52998224700');
    expect(field('CPF/CNPJ')).toHaveValue('529.982.247-00');
    expect(field('Telefone')).toHaveValue('(11) 98765-4321');

    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(field('CPF/CNPJ')).toHaveAccessibleDescription(/CPF ou CNPJ inválido\./);
    await waitFor(() => expect(field('CPF/CNPJ')).toHaveFocus());
    expect(screen.getAllByText('CPF ou CNPJ inválido.')).toHaveLength(1);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('shows the server’s field errors under their fields and keeps what was typed', async () => {
    stubFetch((request) => {
      if (request.method === 'POST' && request.path === '/api/clientes/create') {
        return {
          status: 409,
          body: {
            message: 'Já existe um cliente com este CPF/CNPJ.',
            errors: [{ field: 'cpf_cnpj', message: 'Já existe um cliente com este CPF/CNPJ.' }],
          },
        };
      }
      return sessionReply(request);
    });
    const { user } = renderForm();
    await fillRequired(user, '52998224725');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(
      await screen.findByText('Falha na criação de cliente. Já existe um cliente com este CPF/CNPJ.'),
    ).toBeVisible();
    expect(field('CPF/CNPJ')).toHaveAccessibleDescription(/Já existe um cliente com este CPF\/CNPJ\./);
    expect(field('CPF/CNPJ')).toHaveValue('529.982.247-25');
    expect(field('Nome')).toHaveValue('Maria da Silva');
  });

  it('disables Salvar while saving, sends the normalised record, and returns to the list', async () => {
    let answer = () => {};
    const calls = stubFetch((request) =>
      request.path === '/api/clientes/create'
        ? new Promise((resolve) => {
            answer = () => resolve({ body: CLIENTE });
          })
        : sessionReply(request),
    );
    const { user, router } = renderForm();
    await fillRequired(user, '529.982.247-25');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled());
    const sent = calls.find((call) => call.path === '/api/clientes/create');
    expect(sent?.body).toMatchObject({
      cpf_cnpj: '52998224725',
      telefone: '11987654321',
      email: 'maria@exemplo.com.br',
      razao_social: null,
      status: 1,
    });

    answer();
    expect(await screen.findByText('Cliente salvo com sucesso.')).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Lista de clientes' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/clientes');
  });

  it('sends one request, with an Idempotency-Key, for a double click on Salvar', async () => {
    let answer = () => {};
    const calls = stubFetch((request) =>
      request.path === '/api/clientes/create'
        ? new Promise((resolve) => {
            answer = () => resolve({ body: CLIENTE });
          })
        : sessionReply(request),
    );
    const { user } = renderForm();
    await fillRequired(user, '529.982.247-25');
    // Both clicks land before React draws the button as loading, as a quick double click does.
    const salvar = screen.getByRole('button', { name: 'Salvar' });
    fireEvent.click(salvar);
    fireEvent.click(salvar);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled());
    answer();
    expect(await screen.findByRole('heading', { name: 'Lista de clientes' })).toBeInTheDocument();
    const creates = calls.filter((call) => call.path === '/api/clientes/create');
    expect(creates).toHaveLength(1);
    expect(creates[0]!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{32,36}$/);
  });

  it('shows a read-only user the record as text under its name, and no create form', async () => {
    const leitura = { ...USUARIO, permissoes: ['leitura' as const] };
    stubFetch((request) =>
      request.path === `/api/clientes/get/${CLIENTE.id}` ? { body: CLIENTE } : sessionReply(request, leitura),
    );
    renderForm(`/clientes/novo?id=${CLIENTE.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Cliente' })).toBeInTheDocument();
    expect(await screen.findByText('Seu perfil permite apenas consultar este cadastro.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
  });

  it('tells a read-only user at the create address that they do not create records', async () => {
    stubFetch((request) => sessionReply(request, { ...USUARIO, permissoes: ['leitura' as const] }));
    renderForm('/clientes/novo');
    expect(
      await screen.findByText('Seu perfil consulta este cadastro, mas não cria registros.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Nome' })).not.toBeInTheDocument();
  });

  it('edits the record of ?id= with its values masked, through PUT', async () => {
    const calls = stubFetch((request) => {
      if (request.path === `/api/clientes/get/${CLIENTE.id}`) return { body: CLIENTE };
      if (request.path === `/api/clientes/edit/${CLIENTE.id}`)
        return { body: { ...CLIENTE, telefone: '1134567890' } };
      return sessionReply(request);
    });
    const { user } = renderForm(`/clientes/novo?id=${CLIENTE.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Editar cliente' })).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Salvar' });
    expect(field('CPF/CNPJ')).toHaveValue('529.982.247-25');
    expect(field('CEP')).toHaveValue('01310-100');
    expect(screen.getByRole('combobox', { name: 'UF' })).toHaveValue('SP');

    await fill(user, field('Telefone'), '1134567890');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Cliente salvo com sucesso.')).toBeVisible();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.path).toBe(`/api/clientes/edit/${CLIENTE.id}`);
    expect(put?.body).toMatchObject({ telefone: '1134567890', cpf_cnpj: '52998224725', uf: 'SP' });
    // The version the form was filled from, so a save over someone else's is refused.
    expect(put?.body).toMatchObject({ versao: CLIENTE.versao });
  });

  it('keeps what was typed when someone else saved the cliente meanwhile, and reloads it on request', async () => {
    const outraPessoa = { ...CLIENTE, nome: 'Maria da Silva Souza', versao: CLIENTE.versao + 1 };
    let stored = CLIENTE;
    const calls = stubFetch((request) => {
      if (request.path === `/api/clientes/get/${CLIENTE.id}`) return { body: stored };
      if (request.path === `/api/clientes/edit/${CLIENTE.id}`) {
        const { versao } = request.body as { versao: number };
        if (versao !== stored.versao) return { status: 409, body: { message: API_ERRORS.registroAlterado } };
        stored = { ...stored, ...(request.body as object), versao: stored.versao + 1 };
        return { body: stored };
      }
      return sessionReply(request);
    });
    const { user, router } = renderForm(`/clientes/novo?id=${CLIENTE.id}`);
    await screen.findByRole('button', { name: 'Salvar' });
    // Someone saves the cliente while this form is open.
    stored = outraPessoa;
    await fill(user, field('Telefone'), '1134567890');
    await fill(user, field('Responsável'), 'Carla Mendes');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(
      await screen.findByText(`Falha na edição de cliente. ${API_ERRORS.registroAlterado}`),
    ).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(API_ERRORS.registroAlterado);
    expect(field('Telefone')).toHaveValue('(11) 3456-7890');
    expect(field('Responsável')).toHaveValue('Carla Mendes');
    expect(field('Nome')).toHaveValue('Maria da Silva');
    expect(router.state.location.pathname).toBe('/clientes/novo');
    const refused = calls.filter((call) => call.method === 'PUT');
    expect(refused).toHaveLength(1);
    expect(refused[0]?.body).toMatchObject({ versao: CLIENTE.versao, telefone: '1134567890' });

    // Saving again still sends the version the form was filled from: refused again, nothing lost.
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(2));
    expect(calls.filter((call) => call.method === 'PUT')[1]?.body).toMatchObject({ versao: CLIENTE.versao });
    expect(field('Responsável')).toHaveValue('Carla Mendes');

    await user.click(screen.getByRole('button', { name: 'Recarregar a versão atual' }));
    await waitFor(() => expect(field('Nome')).toHaveValue('Maria da Silva Souza'));
    expect(field('Responsável')).toHaveValue('João Silva');
    expect(screen.queryByText(API_ERRORS.registroAlterado)).not.toBeInTheDocument();

    await fill(user, field('Responsável'), 'Carla Mendes');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Cliente salvo com sucesso.')).toBeVisible();
    expect(calls.filter((call) => call.method === 'PUT').at(-1)?.body).toMatchObject({
      versao: outraPessoa.versao,
      nome: 'Maria da Silva Souza',
      responsavel: 'Carla Mendes',
    });
    expect(stored).toMatchObject({ versao: outraPessoa.versao + 1, responsavel: 'Carla Mendes' });
  });

  it('asks before leaving with unsaved changes', async () => {
    stubFetch(sessionReply);
    const { user, router } = renderForm();
    await screen.findByRole('button', { name: 'Salvar' });
    await user.type(field('Nome'), 'Rascunho');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));

    expect(await screen.findByRole('dialog', { name: 'Descartar alterações?' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Continuar editando' }));
    expect(router.state.location.pathname).toBe('/clientes/novo');
    expect(field('Nome')).toHaveValue('Rascunho');

    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await user.click(await screen.findByRole('button', { name: 'Sair sem salvar' }));
    expect(await screen.findByRole('heading', { name: 'Lista de clientes' })).toBeInTheDocument();
  });
});
