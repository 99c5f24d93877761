import type { Painel } from '@gdo/domain/painel';
import type { Role } from '@gdo/domain/usuario';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub';
import { USUARIO } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render';
import { sessionReply, storeSession } from '../../../../test/session';
import PainelScreen from './painel-screen';

const zero = '0.00';
const VAZIO = {
  totais: {
    orcamento: zero,
    executado: zero,
    comprometido: zero,
    saldo: zero,
    percentual_executado: zero,
    percentual_comprometido: zero,
    percentual_saldo: zero,
    acima_do_orcamento: false,
    rda_totais: { executado: zero, comprometido: zero },
    a_pagar: { vencido: zero, a_pagar_7_dias: zero },
    executado_periodo: null,
  },
  obras: [],
} as unknown as Painel;

function renderVazio(permissoes: Role[]) {
  storeSession();
  stubFetch((request) =>
    request.path === '/api/dashboard/obras'
      ? { body: VAZIO }
      : sessionReply(request, { ...USUARIO, permissoes }),
  );
  return renderApp(<PainelScreen />, { route: '/dashboard' });
}

// Decision 098: the empty dashboard offers only what the role can do.
describe('the dashboard without obras', () => {
  it.each([['admin'], ['financeiro']] as const)('offers %s to start with a new cliente', async (role) => {
    renderVazio([role]);
    expect(await screen.findByText('Comece cadastrando o cliente; depois, a obra dele.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cadastrar cliente' })).toHaveAttribute('href', '/clientes/novo');
  });

  it.each([['leitura'], ['lancamentos']] as const)(
    'tells %s who registers obras and offers no action it cannot take',
    async (role) => {
      renderVazio([role]);
      expect(
        await screen.findByText(/cadastrados pelo administrador ou pelo financeiro/),
      ).toBeInTheDocument();
      expect(screen.getByText('Não há obras cadastradas.')).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Cadastrar cliente' })).not.toBeInTheDocument();
    },
  );
});
