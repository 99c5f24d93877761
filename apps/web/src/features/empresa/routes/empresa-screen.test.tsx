import type { EmpresaConfiguracao } from '@gdo/domain/empresa';
import { SEM_ENDERECO } from '@gdo/domain/test-fixtures';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type RecordedCall, stubFetch } from '../../../../test/fetch-stub';
import { USUARIO } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render';
import { sessionReply, storeSession } from '../../../../test/session';
import EmpresaScreen from './empresa-screen';

const CONFIGURACAO: EmpresaConfiguracao = {
  nome: 'Construtora Horizonte',
  cnpj: null,
  ...SEM_ENDERECO,
  logo: false,
};

function renderScreen(user = USUARIO) {
  storeSession();
  let stored = CONFIGURACAO;
  const calls = stubFetch((request: RecordedCall) => {
    if (request.path === '/api/empresa/configuracoes' && request.method === 'PUT') {
      stored = { ...stored, ...(request.body as object) };
      return { body: stored };
    }
    if (request.path === '/api/empresa/configuracoes') return { body: stored };
    if (request.path === '/api/empresa/logo' && request.method === 'PUT') {
      stored = { ...stored, logo: true };
      return { body: stored };
    }
    return sessionReply(request, user);
  });
  return { calls, ...renderApp(<EmpresaScreen />, { route: '/configuracoes/empresa' }) };
}

describe('the firm settings screen', () => {
  it('edits the name, CNPJ and address, sending the CNPJ as typed for the server to check', async () => {
    const { user, calls } = renderScreen();
    const nome = await screen.findByRole('textbox', { name: /Nome da empresa/ });
    expect(nome).toHaveValue('Construtora Horizonte');
    await user.type(screen.getByRole('textbox', { name: 'CNPJ' }), '11222333000181');
    await user.type(screen.getByRole('textbox', { name: 'Cidade' }), 'Campinas');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Dados da empresa salvos.')).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT' && call.path === '/api/empresa/configuracoes');
    expect(put?.body).toMatchObject({
      nome: 'Construtora Horizonte',
      cnpj: '11222333000181',
      cidade: 'Campinas',
    });
  });

  it('sends a chosen logo to the server', async () => {
    const { user, calls } = renderScreen();
    expect(await screen.findByText('Nenhum logotipo enviado.')).toBeInTheDocument();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input.accept).toBe('image/png,image/jpeg');
    await user.upload(
      input,
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' }),
    );
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'PUT' && call.path === '/api/empresa/logo')).toBe(true),
    );
    expect(await screen.findByText('Logotipo salvo.')).toBeInTheDocument();
  });

  it('tells a user who is not an administrator that only administrators change it', async () => {
    renderScreen({ ...USUARIO, permissoes: ['financeiro'] });
    expect(
      await screen.findByText('Somente administradores alteram os dados da empresa.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
  });
});
