import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub';
import { renderApp, UI_TEST_TIMEOUT_MS } from '../../../../test/render';
import { sessionReply, storeSession } from '../../../../test/session';
import ClienteFormScreen from './cliente-form-screen';

// A lookup service configured as VITE_CEP_URL would configure it.
vi.mock('@/config/env', () => ({ env: { apiUrl: '', cepUrl: 'https://cep.exemplo/{cep}/json/' } }));

const VIACEP = { logradouro: 'Avenida Paulista', bairro: 'Bela Vista', localidade: 'São Paulo', uf: 'SP' };

function renderForm(cepReply: () => { status?: number; body?: unknown } | Promise<never>) {
  storeSession();
  stubFetch((request) => (request.path.startsWith('/01310100') ? cepReply() : sessionReply(request)));
  return renderApp(
    <Routes>
      <Route path="/clientes/novo" element={<ClienteFormScreen />} />
    </Routes>,
    { route: '/clientes/novo' },
  );
}

describe('CEP lookup in the generic form', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('fills street, district, city and UF when the CEP is complete', async () => {
    const { user } = renderForm(() => ({ body: VIACEP }));
    await screen.findByRole('button', { name: 'Salvar' });
    await user.type(screen.getByRole('textbox', { name: 'CEP' }), '01310100');

    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Logradouro' })).toHaveValue('Avenida Paulista'),
    );
    expect(screen.getByRole('textbox', { name: 'CEP' })).toHaveValue('01310-100');
    expect(screen.getByRole('textbox', { name: 'Bairro' })).toHaveValue('Bela Vista');
    expect(screen.getByRole('textbox', { name: 'Cidade' })).toHaveValue('São Paulo');
    expect(screen.getByRole('combobox', { name: 'UF' })).toHaveValue('SP');
  });

  it('leaves the address as typed, and editable, when the service cannot be reached', async () => {
    const { user } = renderForm(() => Promise.reject(new TypeError('Failed to fetch')));
    await screen.findByRole('button', { name: 'Salvar' });
    await user.type(screen.getByRole('textbox', { name: 'Logradouro' }), 'Rua Augusta');
    await user.type(screen.getByRole('textbox', { name: 'CEP' }), '01310100');

    await user.type(screen.getByRole('textbox', { name: 'Cidade' }), 'São Paulo');
    expect(screen.getByRole('textbox', { name: 'Logradouro' })).toHaveValue('Rua Augusta');
    expect(screen.getByRole('textbox', { name: 'Cidade' })).toHaveValue('São Paulo');
  });
});
