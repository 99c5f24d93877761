import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub';
import { OBRA_PRADO } from '../../../../test/orcamento-fixtures';
import { renderApp, UI_TEST_TIMEOUT_MS } from '../../../../test/render';
import { sessionReply, storeSession } from '../../../../test/session';
import ContratoFormScreen from './contrato-form-screen';

const FORNECEDOR = { id: 7, nome: 'Concreteira Boa Massa', cpf_cnpj: '11222333000181' };

describe('a new contract', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('is sent once, with an Idempotency-Key, for a double click on Salvar', async () => {
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    storeSession();
    const calls = stubFetch((request) => {
      if (request.path === '/api/obras/list')
        return { body: [OBRA_PRADO], headers: { 'X-Total-Count': '1' } };
      if (request.path === `/api/obras/get/${OBRA_PRADO.id}`) return { body: OBRA_PRADO };
      if (request.path === '/api/fornecedores/list') return { body: [FORNECEDOR] };
      if (request.path === '/api/orcamentos/list') return { body: [] };
      if (request.path === '/api/contratos/create') return held.then(() => ({ body: { id: 3, versao: 1 } }));
      return sessionReply(request);
    });
    const { user } = renderApp(
      <Routes>
        <Route path="/contratos/novo" element={<ContratoFormScreen />} />
        <Route path="/contratos/" element={<h1>Lista de contratos</h1>} />
      </Routes>,
      { route: '/contratos/novo' },
    );
    // The obra is searched on the server once the picker is opened, never the whole list at load.
    const obra = await screen.findByRole('textbox', { name: 'Obra' });
    expect(calls.some((call) => call.path === '/api/obras/list')).toBe(false);
    await user.click(obra);
    await user.click(await screen.findByRole('option', { name: OBRA_PRADO.nome }));
    const busca = calls.find((call) => call.path === '/api/obras/list')!;
    expect(Object.fromEntries(busca.query)).toMatchObject({ page: '1', pageSize: '20' });
    // So is the fornecedor: opened, it asks for a page; the whole register never comes.
    expect(calls.some((call) => call.path === '/api/fornecedores/list')).toBe(false);
    await user.click(screen.getByRole('textbox', { name: 'Fornecedor' }));
    await user.click(await screen.findByRole('option', { name: /Concreteira Boa Massa/ }));
    const fornecedores = calls.find((call) => call.path === '/api/fornecedores/list')!;
    expect(Object.fromEntries(fornecedores.query)).toMatchObject({ page: '1', pageSize: '20' });
    await user.type(screen.getByRole('textbox', { name: 'Valor' }), '1000,00');
    await user.type(screen.getByRole('textbox', { name: 'Objeto' }), 'Estrutura de concreto');

    // Both clicks land before React draws the button as loading, as a quick double click does.
    const salvar = screen.getByRole('button', { name: 'Salvar' });
    fireEvent.click(salvar);
    fireEvent.click(salvar);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled());
    answer();
    expect(await screen.findByRole('heading', { name: 'Lista de contratos' })).toBeInTheDocument();
    const creates = calls.filter((call) => call.path === '/api/contratos/create');
    expect(creates).toHaveLength(1);
    expect(creates[0]!.body).toMatchObject({ obra: OBRA_PRADO.id, fornecedor: FORNECEDOR.id });
    expect(creates[0]!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{32,36}$/);
  });
});
