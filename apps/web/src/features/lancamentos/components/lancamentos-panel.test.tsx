import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub';
import { LANCAMENTO } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render';
import { sessionReply, storeSession } from '../../../../test/session';
import LancamentosScreen from '../routes/lancamentos-screen';

const RDO = { id: 5, obra: 3, orcamento: 8, orcamento_nome: 'Base', status: 1, versao: 2 };

describe('the RDO entries panel', () => {
  it('goes from a page past the end to the last page with entries (decision 216)', async () => {
    storeSession();
    const calls = stubFetch((call) => {
      if (call.path === '/api/rdo/list') return { body: [RDO], headers: { 'X-Total-Count': '1' } };
      if (call.path === '/api/obras/get/3') return { body: { id: 3, nome: 'Casa Azul' } };
      // 45 entries: pages 1–3 of 20; page 9 is past the end.
      if (call.path === '/api/rdo/lancamentos/list/obra/3')
        return {
          body:
            Number(call.query.get('page')) <= 3
              ? [{ ...LANCAMENTO, descricao: 'Cimento CP-II', parcela: null, data_vencimento: '2026-03-10' }]
              : [],
          headers: { 'X-Total-Count': '45' },
        };
      return sessionReply(call);
    });
    renderApp(
      <Routes>
        <Route path="/obras/lancamentos/:type/:id" element={<LancamentosScreen />} />
      </Routes>,
      { route: '/obras/lancamentos/rdo/3?page=9&pageSize=20' },
    );
    expect((await screen.findAllByText('Cimento CP-II')).length).toBeGreaterThan(0);
    expect(screen.queryByText('Nenhum lançamento')).not.toBeInTheDocument();
    const paginas = calls
      .filter((call) => call.path === '/api/rdo/lancamentos/list/obra/3')
      .map((call) => call.query.get('page'));
    expect(paginas).toEqual(['9', '3']);
  });
});
