import type { ResumoObra } from '@gdo/domain/painel';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub';
import { OBRA } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render';
import { sessionReply, storeSession } from '../../../../test/session';
import ObraDetalhamentoScreen from './obra-detalhamento-screen';

const zeros = {
  saldo: '0.00',
  percentual_executado: '0.00',
  percentual_comprometido: '0.00',
  percentual_saldo: '0.00',
};
const RESUMO: ResumoObra = {
  obra: 3,
  orcamento_id: 7,
  orcamento_nome: 'Orçamento executivo',
  rdo: 11,
  rda: 12,
  metragem: '1234.50',
  orcamento: '10000.00',
  executado: '2500.50',
  comprometido: '1000.25',
  saldo: '6499.25',
  percentual_executado: '25.01',
  percentual_comprometido: '10.00',
  percentual_saldo: '64.99',
  acima_do_orcamento: false,
  custo_m2: { orcamento: '8.10', executado: '2.03', total: '2.84' },
  etapas: [
    {
      etapa: 1,
      numero: '01',
      nome: 'Fundação',
      orcamento: '10000.00',
      executado: '2500.50',
      comprometido: '1000.25',
      ...zeros,
      saldo: '6499.25',
      acima_do_orcamento: false,
    },
  ],
  fornecedores: [{ id: 4, nome: 'Concreteira Sul', pago: '2500.50' }],
  contratos: [],
  medias: { semanal: '700.00', quinzenal: '1500.00', mensal: '3000.00', desde: '2026-03-05' },
  rda_totais: { executado: '700.00', comprometido: '0.00' },
  ultimos: { rdo: [], rda: [] },
};

// As the contracts list answers: Comprometido is what is em aberto (13.000), not valor − pago.
const CONTRATOS = [
  {
    id: 1,
    numero: 'CT-1',
    objeto: 'Fôrmas',
    fornecedor_nome: 'Carpintaria',
    valor: '5000.00',
    valor_pago: '0.00',
    valor_comprometido: '200.00',
  },
  {
    id: 2,
    numero: 'CT-2',
    objeto: 'Estrutura',
    fornecedor_nome: 'Concreteira Sul',
    valor: '18000.00',
    valor_pago: '6000.00',
    valor_comprometido: '13000.00',
  },
];

function renderDetail(id: number) {
  storeSession();
  stubFetch((request) => {
    if (request.path === `/api/obras/get/${OBRA.id}`) return { body: OBRA };
    if (request.path === `/api/obras/resumo/${OBRA.id}`) return { body: RESUMO };
    if (request.path === '/api/contratos/list' && request.query.get('obra') === String(OBRA.id))
      return { body: CONTRATOS };
    if (request.path.startsWith('/api/obras/get/'))
      return { status: 404, body: { message: 'Obra não encontrada.' } };
    return sessionReply(request);
  });
  renderApp(
    <Routes>
      <Route path="/obras/detalhamento/:id" element={<ObraDetalhamentoScreen />} />
    </Routes>,
    { route: `/obras/detalhamento/${id}` },
  );
}

describe('/obras/detalhamento/:id', () => {
  it("shows the obra's header from its own call, formatted in pt-BR", async () => {
    renderDetail(OBRA.id);
    expect(await screen.findByRole('heading', { level: 2, name: OBRA.nome })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Detalhamento da obra' })).toBeInTheDocument();
    for (const text of [
      'Construtora Horizonte',
      'CPF/CNPJ 11.222.333/0001-81',
      '2026/00123',
      'Eng. Ricardo Tavares',
      '02/02/2026',
      '30/03/2027',
      '1.234,5 m²',
      'Rua Groenlândia, 450 – Jardim Europa, São Paulo/SP – CEP 01449-000',
      'Ativo',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    const resumo = await screen.findByRole('region', { name: 'Resumo financeiro' });
    for (const text of ['R$ 10.000,00', 'R$ 2.500,50', 'R$ 1.000,25', 'R$ 6.499,25']) {
      expect(within(resumo).getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByRole('region', { name: 'Maiores fornecedores (valor pago)' })).toHaveTextContent(
      'Concreteira Sul',
    );
    const contratos = screen.getByRole('region', { name: 'Contratos com mais comprometido' });
    await waitFor(() =>
      expect(
        within(contratos)
          .getAllByText(/^CT-/)
          .map((e) => e.textContent),
      ).toEqual(['CT-2 — Estrutura', 'CT-1 — Fôrmas']),
    );
    expect(within(contratos).getByText('R$ 13.000,00')).toBeInTheDocument();
  });

  it('says so when the obra does not exist, with a way back', async () => {
    renderDetail(999);
    expect(await screen.findByText('Obra não encontrada.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para obras' })).toHaveAttribute('href', '/obras');
  });
});
