import type { DiarioResumo } from '@gdo/domain/diario-resumo';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub';
import { renderApp } from '../../../../test/render';
import { sessionReply, storeSession } from '../../../../test/session';
import { DiarioDaObra } from './diario-da-obra';

// The obra detail's diário section (decision 073): figures, strip, progress per etapa, last reports.

const RESUMO: DiarioResumo = {
  obra: 3,
  hoje: '2026-11-25',
  periodo: null,
  relatorios: 0,
  ultimo_relatorio: null,
  dias_sem_relatorio: null,
  dias_impraticaveis: 0,
  dias: [{ data: '2026-11-25', util: true, relatorio: null, impraticavel: false }],
  progresso: [
    {
      etapa: 1,
      numero: '01',
      nome: 'Fundação',
      percentual: null,
      data: null,
      subetapas: [{ subetapa: 4, numero: '01.02', nome: 'Sapatas', percentual: 70, data: '2026-11-20' }],
    },
  ],
};

describe('DiarioDaObra', () => {
  it('says what cannot be counted yet, shows the progress per etapa, and how to start', async () => {
    storeSession();
    stubFetch((call) => {
      if (call.path === '/api/diarios/resumo/obra/3') return { body: RESUMO };
      if (call.path === '/api/diarios/list/obra/3') return { body: [], headers: { 'X-Total-Count': '0' } };
      return sessionReply(call);
    });
    renderApp(<DiarioDaObra obra={3} />);
    const secao = await screen.findByRole('region', { name: 'Diário de obra' });
    expect(await within(secao).findByText('Informe o início da obra para contar')).toBeInTheDocument();
    expect(within(secao).getByText('Nenhum', { exact: true })).toBeInTheDocument();
    expect(within(secao).getByText('01 Fundação')).toBeInTheDocument();
    expect(within(secao).getByRole('progressbar', { name: '01.02 Sapatas: 70%' })).toBeInTheDocument();
    expect(within(secao).getByText('Informado em 20/11/2026')).toBeInTheDocument();
    expect(await within(secao).findByText(/Nenhum relatório ainda/)).toBeInTheDocument();
    expect(within(secao).getByRole('link', { name: 'Ver todos os relatórios diários' })).toHaveAttribute(
      'href',
      '/obras/diario/3',
    );
  });
});
