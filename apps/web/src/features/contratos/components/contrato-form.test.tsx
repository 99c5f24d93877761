import type { Contrato } from '@gdo/domain/contrato';
import { FIELD_MESSAGES } from '@gdo/domain/field-messages';
import { API_ERRORS } from '@gdo/domain/messages';
import { formatBRL } from '@gdo/domain/money';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub';
import { OBRA_PRADO } from '../../../../test/orcamento-fixtures';
import { renderApp, UI_TEST_TIMEOUT_MS } from '../../../../test/render';
import { ContratoForm } from './contrato-form';

const FORNECEDOR = { id: 7, nome: 'Concreteira Boa Massa', cpf_cnpj: '11222333000181' };
const OUTRO = { id: 8, nome: 'Aços Silva', cpf_cnpj: '11444777000161' };

const CONTRATO = {
  id: 4,
  obra: OBRA_PRADO.id,
  fornecedor: FORNECEDOR.id,
  numero: 'C-4',
  objeto: 'Estrutura de concreto',
  valor: '1000.00',
  data_inicio: '2026-03-01',
  data_fim: '2026-09-30',
  orcamento: null,
  etapa: null,
  subetapa: null,
  status: 1,
  versao: 2,
  valor_pago: '200.00',
  valor_comprometido: '300.00',
  saldo: '800.00',
  valor_disponivel: '500.00',
  retencao_percentual: '0.00',
  adiantamento: '0.00',
  amortizacao_percentual: '0.00',
  prazo_pagamento_dias: 0,
  valor_aditivos: '0.00',
  medido: '0.00',
  medido_percentual: '0.00',
  pago: '200.00',
  em_aberto: '300.00',
  retido: '0.00',
  amortizado: '0.00',
  saldo_a_medir: '1000.00',
  disponivel: '500.00',
  itens_quantidade: 0,
  medicoes_aprovadas: 0,
} as Contrato;

const options = (path: string) => {
  if (path === '/api/obras/list') return { body: [OBRA_PRADO] };
  if (path === '/api/fornecedores/list') return { body: [OUTRO], headers: { 'X-Total-Count': '1' } };
  if (path === `/api/fornecedores/get/${FORNECEDOR.id}`) return { body: FORNECEDOR };
  if (path === `/api/obras/get/${OBRA_PRADO.id}`) return { body: OBRA_PRADO };
  if (path === '/api/orcamentos/list') return { body: [] };
  return undefined;
};

describe('ContratoForm', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('checks the contract with the domain schema before sending it', async () => {
    const calls = stubFetch(({ path }) => options(path));
    const { user } = renderApp(<ContratoForm readOnly={false} onDone={vi.fn()} />);
    await user.type(screen.getByRole('textbox', { name: 'Valor' }), '0,00');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText(FIELD_MESSAGES.valorMaiorQueZero)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Valor' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Fornecedor' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Objeto' })).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });

  it('loads no whole list: the fornecedor is named by its record and searched on the server as typed', async () => {
    const calls = stubFetch(({ path }) => options(path));
    const { user } = renderApp(<ContratoForm contrato={CONTRATO} readOnly={false} onDone={vi.fn()} />);
    const fornecedor = screen.getByRole('textbox', { name: 'Fornecedor' });
    await waitFor(() => expect(fornecedor).toHaveValue(FORNECEDOR.nome));
    expect(screen.getByRole('textbox', { name: 'Obra' })).toHaveValue(OBRA_PRADO.nome);
    const listas = () =>
      calls.filter((call) => call.path.endsWith('/list') && call.path !== '/api/orcamentos/list');
    expect(listas()).toHaveLength(0);

    await user.clear(fornecedor);
    await user.type(fornecedor, 'silva');
    await waitFor(() => expect(listas().at(-1)?.query.get('q')).toBe('silva'));
    await user.click(await screen.findByRole('option', { name: /Aços Silva/ }));
    expect(listas().map((call) => call.path)).toEqual(expect.arrayContaining(['/api/fornecedores/list']));
    expect(listas().every((call) => call.query.get('pageSize') === '20')).toBe(true);
    expect(fornecedor).toHaveValue(OUTRO.nome);
  });

  it('keeps what was typed when someone else saved the contract meanwhile, and offers to reload it', async () => {
    const calls = stubFetch(({ method, path }) =>
      method === 'PUT' ? { status: 409, body: { message: API_ERRORS.registroAlterado } } : options(path),
    );
    const onDone = vi.fn();
    const { user } = renderApp(
      <ContratoForm contrato={CONTRATO} readOnly={false} onDone={onDone} onReload={async () => undefined} />,
    );
    const objeto = screen.getByRole('textbox', { name: 'Objeto' });
    await user.clear(objeto);
    await user.type(objeto, 'Estrutura e lajes');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(
      await screen.findByText(`Falha na edição de contrato. ${API_ERRORS.registroAlterado}`),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(API_ERRORS.registroAlterado));
    expect(screen.getByRole('textbox', { name: 'Objeto' })).toHaveValue('Estrutura e lajes');
    expect(onDone).not.toHaveBeenCalled();
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: '/api/contratos/edit/4',
      body: { versao: 2, objeto: 'Estrutura e lajes', valor: '1000.00' },
    });
  });

  it('shows Valor, Pago, Em aberto and Disponível, and says in red when the contract is over-committed', async () => {
    stubFetch(({ path }) => options(path));
    const acima = { ...CONTRATO, valor: '18000.00', valor_pago: '6000.00', valor_comprometido: '13000.00' };
    renderApp(
      <ContratoForm
        contrato={{ ...acima, valor_disponivel: '-1000.00' }}
        readOnly={false}
        onDone={vi.fn()}
      />,
    );
    const figuras = screen.getByRole('region', { name: 'Números do contrato' });
    // Whatever space formatBRL puts after "R$" (a non-breaking one keeps it with its number).
    const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');
    for (const valor of ['18000.00', '6000.00', '13000.00']) {
      expect(plain(figuras.textContent)).toContain(plain(formatBRL(valor)));
    }
    const acimaDoContrato = within(figuras).getByText(/^Acima do contrato em/);
    expect(plain(acimaDoContrato.textContent)).toBe(`Acima do contrato em ${plain(formatBRL('1000.00'))}`);
    expect(acimaDoContrato).toHaveStyle({ color: 'var(--mantine-color-red-9)' });
    // Each figure explains itself to keyboard and screen-reader users too.
    expect(
      within(figuras).getByRole('button', { name: /^Disponível: O que novos lançamentos/ }),
    ).toBeTruthy();
  });
});
