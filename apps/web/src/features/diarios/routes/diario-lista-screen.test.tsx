import type { Diario, Verificacao } from '@gdo/domain/diario-response';
import type { DiarioResumo } from '@gdo/domain/diario-resumo';
import type { Role } from '@gdo/domain/usuario';
import { act, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { obraQueryOptions } from '@/entities/obras/api/get-obra';
import { DIARIO_ASSINADO } from '../../../../test/diario-fixtures';
import { stubFetch } from '../../../../test/fetch-stub';
import { OBRA, USUARIO } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render';
import { sessionReply, storeSession } from '../../../../test/session';
import DiarioListaScreen from './diario-lista-screen';

// The diário list's own logic (decision 072): what it asks the server from the address, how it
// states a broken chain, the strip's words, and what each role is offered.

// A signed report of Monday 23 with an impraticável afternoon, workforce of both origins, five photos,
// written three days late.
const DIARIO: Diario = {
  ...DIARIO_ASSINADO,
  numero: 7,
  data: '2026-11-23',
  efetivo: [
    { ...DIARIO_ASSINADO.efetivo[0]!, quantidade: 3 },
    {
      funcao: 'Armador',
      origem: 'terceirizada',
      fornecedor: 2,
      fornecedor_nome: 'Ferro & Cia',
      quantidade: 1,
      horas: null,
    },
  ],
  registrado_com_atraso: true,
  fotos: [1, 2, 3, 4, 5].map((id) => ({
    id,
    legenda: `Foto ${id}`,
    etapa: null,
    tirada_em: null,
    largura: 1600,
    altura: 1200,
    sha256: String(id).repeat(64),
    url: `/api/diarios/fotos/arquivo/${id}/exibicao?sig=x`,
    miniatura_url: `/api/diarios/fotos/arquivo/${id}/miniatura?sig=x`,
    original_url: `/api/diarios/fotos/arquivo/${id}/original?sig=x`,
  })),
};

// Sunday 22, Monday 23 (report 7, impraticável), Tuesday 24 without one, Wednesday 25 today.
const RESUMO: DiarioResumo = {
  obra: OBRA.id,
  hoje: '2026-11-25',
  periodo: { de: '2026-11-01', ate: '2026-11-24' },
  relatorios: 1,
  ultimo_relatorio: '2026-11-23',
  dias_sem_relatorio: 19,
  dias_impraticaveis: 1,
  dias: [
    { data: '2026-11-22', util: false, relatorio: null, impraticavel: false },
    {
      data: '2026-11-23',
      util: true,
      relatorio: { id: 41, numero: 7, status: 'assinado' },
      impraticavel: true,
    },
    { data: '2026-11-24', util: true, relatorio: null, impraticavel: false },
    { data: '2026-11-25', util: true, relatorio: null, impraticavel: false },
  ],
  progresso: [],
};

function renderLista({
  route = `/obras/diario/${OBRA.id}`,
  roles = ['admin'],
  lista = [DIARIO],
  verificacao = { integro: true, relatorios: [{ id: 41, numero: 7, integro: true }] },
}: {
  route?: string;
  roles?: Role[];
  lista?: Diario[];
  verificacao?: Verificacao;
} = {}) {
  storeSession();
  const calls = stubFetch((call) => {
    if (call.path === `/api/obras/get/${OBRA.id}`) return { body: OBRA };
    if (call.path === `/api/diarios/list/obra/${OBRA.id}`)
      return { body: lista, headers: { 'X-Total-Count': String(lista.length) } };
    if (call.path === `/api/diarios/resumo/obra/${OBRA.id}`) return { body: RESUMO };
    if (call.path === `/api/diarios/verificar/obra/${OBRA.id}`) return { body: verificacao };
    return sessionReply(call, { ...USUARIO, permissoes: roles });
  });
  renderApp(
    <Routes>
      <Route path="/obras/diario/:id" element={<DiarioListaScreen />} />
    </Routes>,
    { route },
  );
  return calls;
}

describe('/obras/diario/:id', () => {
  it('lists the reports of the period in the address, with their day, marks and lazy thumbnails', async () => {
    const calls = renderLista({ route: `/obras/diario/${OBRA.id}?de=2026-11-01&ate=2026-11-24&page=2` });
    const relatorio = await screen.findByRole('article', { name: 'Relatório nº 7 · segunda, 23/11/2026' });
    expect(relatorio).toHaveTextContent('Manhã: claro, praticável · Tarde: chuvoso, impraticável');
    expect(relatorio).toHaveTextContent('Efetivo: 4 pessoas (3 próprias, 1 terceirizada)');
    expect(within(relatorio).getByText('Registrado com atraso')).toBeInTheDocument();
    expect(within(relatorio).getByText('Assinado')).toBeInTheDocument();
    const fotos = within(relatorio).getAllByRole('img');
    expect(fotos).toHaveLength(4);
    expect(fotos[0]).toHaveAttribute('loading', 'lazy');
    expect(fotos[0]).toHaveAttribute('width', '64');
    expect(fotos[0]).toHaveAttribute('src', DIARIO.fotos[0]!.miniatura_url);
    expect(relatorio).toHaveTextContent('+1');
    const lista = calls.find((c) => c.path === `/api/diarios/list/obra/${OBRA.id}`)!;
    expect(Object.fromEntries(lista.query)).toEqual({
      de: '2026-11-01',
      ate: '2026-11-24',
      page: '2',
      pageSize: '10',
    });
    expect(screen.getByText('RDO — Relatório Diário de Obra', { exact: false })).toBeInTheDocument();
  });

  it('goes from a page past the end to the last page with reports', async () => {
    storeSession();
    const calls = stubFetch((call) => {
      if (call.path === `/api/obras/get/${OBRA.id}`) return { body: OBRA };
      // 25 reports: pages 1–3 of 10; page 9 is past the end.
      if (call.path === `/api/diarios/list/obra/${OBRA.id}`)
        return {
          body: Number(call.query.get('page')) <= 3 ? [DIARIO] : [],
          headers: { 'X-Total-Count': '25' },
        };
      if (call.path === `/api/diarios/resumo/obra/${OBRA.id}`) return { body: RESUMO };
      if (call.path === `/api/diarios/verificar/obra/${OBRA.id}`)
        return { body: { integro: true, relatorios: [] } };
      return sessionReply(call);
    });
    renderApp(
      <Routes>
        <Route path="/obras/diario/:id" element={<DiarioListaScreen />} />
      </Routes>,
      { route: `/obras/diario/${OBRA.id}?page=9` },
    );
    expect(
      await screen.findByRole('article', { name: 'Relatório nº 7 · segunda, 23/11/2026' }),
    ).toBeInTheDocument();
    expect(screen.getByText('25 relatórios · página 3 de 3')).toBeInTheDocument();
    const paginas = calls
      .filter((call) => call.path === `/api/diarios/list/obra/${OBRA.id}`)
      .map((call) => call.query.get('page'));
    expect(paginas).toEqual(['9', '3']);
  });

  it('gives every day of the strip its words, not only a colour', async () => {
    renderLista();
    const faixa = await screen.findByRole('list', { name: 'Últimos 30 dias' });
    expect(
      within(faixa).getByRole('link', { name: 'segunda, 23/11/2026: relatório nº 7, impraticável' }),
    ).toHaveAttribute('href', `/obras/diario/${OBRA.id}/relatorio/41`);
    expect(within(faixa).getByRole('img', { name: 'terça, 24/11/2026: sem relatório' })).toBeInTheDocument();
    expect(
      within(faixa).getByRole('img', { name: 'domingo, 22/11/2026: sem relatório' }),
    ).toBeInTheDocument();
    expect(
      within(faixa).getByRole('img', { name: 'quarta, 25/11/2026: hoje, ainda sem relatório' }),
    ).toBeInTheDocument();
    expect(screen.getByText('19 dias')).toBeInTheDocument();
  });

  it('states an intact chain in one line', async () => {
    renderLista();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Cadeia de assinaturas íntegra (1 relatório assinado',
    );
  });

  it('names the reports that fail verification', async () => {
    renderLista({
      verificacao: {
        integro: false,
        relatorios: [
          { id: 40, numero: 2, integro: false },
          { id: 41, numero: 7, integro: true },
          { id: 42, numero: 9, integro: false },
        ],
      },
    });
    const alerta = await screen.findByRole('alert');
    expect(alerta).toHaveTextContent('A cadeia de assinaturas não confere');
    expect(alerta).toHaveTextContent('Os relatórios nº 2, nº 9 foram alterados fora do sistema');
    expect(screen.queryByText('Cadeia de assinaturas íntegra')).not.toBeInTheDocument();
  });

  it('offers a writer the new report and both RDO parts; a site user only the Diário; a reader no new report', async () => {
    renderLista({ lista: [] });
    expect(await screen.findByText('Nenhum relatório diário ainda')).toBeInTheDocument();
    expect(screen.getByText(/toque em “Novo relatório”/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Novo relatório' })).toHaveAttribute(
      'href',
      `/obras/diario/${OBRA.id}/novo`,
    );
    const partes = screen.getByRole('navigation', { name: 'Partes do RDO' });
    expect(within(partes).getByRole('link', { name: 'Diário' })).toHaveAttribute('aria-current', 'page');
    expect(within(partes).getByRole('link', { name: 'Lançamentos' })).toHaveAttribute(
      'href',
      `/obras/lancamentos/rdo/${OBRA.id}`,
    );
  });

  it('offers the period as PDF and XLSX only when it has reports', async () => {
    renderLista({ lista: [] });
    expect(await screen.findByText('Nenhum relatório diário ainda')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Baixar o período em PDF' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Baixar o período em XLSX' })).toBeDisabled();
  });

  it('offers the period of a list with reports as PDF and XLSX', async () => {
    renderLista();
    expect(await screen.findByRole('article', { name: /Relatório nº 7/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Baixar o período em PDF' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Baixar o período em XLSX' })).toBeEnabled();
  });

  it('shows a site user the Diário alone', async () => {
    renderLista({ roles: ['diario'] });
    expect(await screen.findByRole('link', { name: 'Novo relatório' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Partes do RDO' })).not.toBeInTheDocument();
  });

  it('tells a reader who writes the reports, and offers no new one', async () => {
    renderLista({ roles: ['leitura'], lista: [] });
    expect(await screen.findByText(/escritos no canteiro pela equipe de obra/)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('navigation', { name: 'Partes do RDO' })).toBeInTheDocument(),
    );
    expect(screen.queryByRole('link', { name: 'Novo relatório' })).not.toBeInTheDocument();
  });

  it('keeps the obra and its reports when a later read of the obra fails', async () => {
    storeSession();
    let leituras = 0;
    stubFetch((call) => {
      if (call.path === `/api/obras/get/${OBRA.id}`) {
        leituras += 1;
        return leituras === 1 ? { body: OBRA } : { status: 403, body: { message: 'Acesso negado.' } };
      }
      if (call.path === `/api/diarios/list/obra/${OBRA.id}`)
        return { body: [DIARIO], headers: { 'X-Total-Count': '1' } };
      if (call.path === `/api/diarios/resumo/obra/${OBRA.id}`) return { body: RESUMO };
      if (call.path === `/api/diarios/verificar/obra/${OBRA.id}`)
        return { body: { integro: true, relatorios: [] } };
      return sessionReply(call);
    });
    const { queryClient } = renderApp(
      <Routes>
        <Route path="/obras/diario/:id" element={<DiarioListaScreen />} />
      </Routes>,
      { route: `/obras/diario/${OBRA.id}` },
    );
    await screen.findByRole('article', { name: 'Relatório nº 7 · segunda, 23/11/2026' });
    await act(() => queryClient.refetchQueries({ queryKey: obraQueryOptions(OBRA.id).queryKey }));
    expect(leituras).toBe(2);
    // What the failed read would draw (the failure's component, lazily loaded) has had its time.
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(queryClient.getQueryState(obraQueryOptions(OBRA.id).queryKey)?.status).toBe('error');
    expect(screen.getByRole('article', { name: 'Relatório nº 7 · segunda, 23/11/2026' })).toBeInTheDocument();
    expect(screen.getByText(OBRA.nome, { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Novo relatório' })).toBeInTheDocument();
  });
});
