import type { Lancamento } from '@gdo/domain/lancamento-response';
import { API_ERRORS } from '@gdo/domain/messages';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub';
import { ORCAMENTO } from '../../../../test/orcamento-fixtures';
import { renderApp, UI_TEST_TIMEOUT_MS } from '../../../../test/render';
import { LancamentoForm } from './lancamento-form';

const CREATE = '/api/rdo/lancamentos/create';
const EXCEDE =
  'Este lançamento ultrapassa o valor do contrato em R$ 150,00. Confirme para lançar mesmo assim.';

const ALFA = { id: 4, nome: 'Concreteira Alfa', cpf_cnpj: '11222333000181' };

const lists = (path: string) => {
  if (path === '/api/fornecedores/list') return { body: [ALFA], headers: { 'X-Total-Count': '1' } };
  if (path === '/api/fornecedores/get/4') return { body: ALFA };
  if (path === '/api/contratos/list') {
    const contrato = {
      id: 9,
      numero: 'C-9',
      fornecedor: 4,
      fornecedor_nome: 'Concreteira Alfa',
      objeto: 'Fundações',
      etapa: 1,
      subetapa: 12,
      valor_disponivel: '100.00',
    };
    return { body: [contrato], headers: { 'X-Total-Count': '1' } };
  }
  return undefined;
};

describe('LancamentoForm', () => {
  it(
    "dates a new entry today on the sites' clock, not the device's",
    async () => {
      // 01:30 UTC is 22:30 of the day before in São Paulo, as the diário and the pay modals read it.
      vi.useFakeTimers({ now: new Date('2026-03-10T01:30:00Z'), toFake: ['Date'] });
      stubFetch(({ path }) => lists(path));
      renderApp(<LancamentoForm tipo="rdo" obra={3} orcamento={ORCAMENTO} onDone={vi.fn()} />);
      const data = await screen.findByRole('textbox', { name: /^Data do lançamento/ });
      expect(data).toHaveValue('09/03/2026');
    },
    UI_TEST_TIMEOUT_MS,
  );

  it(
    'fills the fornecedor, etapa and subetapa from the contract chosen',
    async () => {
      const calls = stubFetch(({ path }) => lists(path));
      const { user } = renderApp(
        <LancamentoForm tipo="rdo" obra={3} orcamento={ORCAMENTO} onDone={vi.fn()} />,
      );
      await user.selectOptions(
        screen.getByLabelText('Contrato'),
        await screen.findByRole('option', { name: /C-9 · Concreteira Alfa · Fundações/ }),
      );
      // The contract's fornecedor is named by its own record: the register is never downloaded.
      await waitFor(() =>
        expect(screen.getByRole('textbox', { name: /^Fornecedor/ })).toHaveValue(ALFA.nome),
      );
      expect(calls.some((call) => call.path === '/api/fornecedores/list')).toBe(false);
      expect(screen.getByLabelText(/^Etapa \(item 1\)/)).toHaveDisplayValue('01 Fundação');
      expect(screen.getByLabelText(/^Subetapa \(item 1\)/)).toHaveDisplayValue('01.02 Sapatas');
      expect(screen.getByLabelText('Contrato')).toHaveDisplayValue(/C-9/);

      // A money field keeps only what an amount can be.
      await user.type(screen.getByLabelText(/^Valor \(item 1\)/), 'R$ -1.2a34,567');
      expect(screen.getByLabelText(/^Valor \(item 1\)/)).toHaveValue('1.234,56');
    },
    UI_TEST_TIMEOUT_MS,
  );

  it(
    'asks before going past the contract and then sends only the rows not yet saved',
    async () => {
      let creates = 0;
      const calls = stubFetch(({ method, path }) => {
        if (method !== 'POST' || path !== CREATE) return lists(path);
        creates += 1;
        return creates === 2
          ? { status: 409, body: { message: EXCEDE } }
          : { status: 201, body: { id: creates } };
      });
      const onDone = vi.fn();
      const { user } = renderApp(
        <LancamentoForm tipo="rdo" obra={3} orcamento={ORCAMENTO} onDone={onDone} />,
      );

      expect(calls.some((call) => call.path === '/api/fornecedores/list')).toBe(false);
      await user.type(screen.getByRole('textbox', { name: /^Fornecedor/ }), 'alfa');
      await waitFor(() =>
        expect(calls.findLast((call) => call.path === '/api/fornecedores/list')?.query.get('q')).toBe('alfa'),
      );
      await user.click(await screen.findByRole('option', { name: /^Concreteira Alfa/ }));
      await user.selectOptions(
        await screen.findByLabelText('Contrato'),
        await screen.findByRole('option', { name: /C-9/ }),
      );
      await user.type(screen.getByRole('textbox', { name: 'Descrição' }), 'Concreto');
      await user.click(screen.getByRole('button', { name: 'Adicionar item' }));
      for (const [n, subetapa, valor] of [
        [1, '01.01 Escavação', '80,00'],
        [2, '01.02 Sapatas', '70,00'],
      ] as const) {
        await user.selectOptions(screen.getByLabelText(new RegExp(`^Etapa \\(item ${n}\\)`)), '01 Fundação');
        await user.selectOptions(screen.getByLabelText(new RegExp(`^Subetapa \\(item ${n}\\)`)), subetapa);
        await user.type(screen.getByLabelText(new RegExp(`^Valor \\(item ${n}\\)`)), valor);
      }
      await user.click(screen.getByRole('button', { name: 'Salvar' }));

      expect(await screen.findByRole('alert')).toHaveTextContent(EXCEDE);
      expect(onDone).not.toHaveBeenCalled();
      await user.click(screen.getByRole('button', { name: 'Lançar mesmo assim' }));

      expect(await screen.findByText('Lançamento salvo.')).toBeInTheDocument();
      expect(onDone).toHaveBeenCalledTimes(1);
      const sent = calls.filter((call) => call.path === CREATE).map((call) => call.body);
      expect(sent).toMatchObject([
        { subetapa: 11, valor_comprometido: '80.00', contrato: 9 },
        { subetapa: 12, valor_comprometido: '70.00', contrato: 9 },
        { subetapa: 12, valor_comprometido: '70.00', confirmar_excedente: true },
      ]);
      expect(sent[0]).not.toHaveProperty('confirmar_excedente');
    },
    UI_TEST_TIMEOUT_MS,
  );

  it(
    'keeps what was typed when someone else saved the entry meanwhile, and offers to reload it',
    async () => {
      const calls = stubFetch(({ method, path }) =>
        method === 'PUT' ? { status: 409, body: { message: API_ERRORS.registroAlterado } } : lists(path),
      );
      const lancamento = {
        id: 7,
        obra: 3,
        fornecedor: 4,
        contrato: null,
        data_lancamento: '2026-03-01',
        nf: null,
        data_nf: null,
        descricao: 'Estacas',
        observacao: null,
        etapa: 1,
        subetapa: 11,
        valor_comprometido: '80.00',
        valor_pagamento: '0.00',
        data_vencimento: null,
        data_pagamento: null,
        versao: 3,
      } as Lancamento;
      const onDone = vi.fn();
      const { user } = renderApp(
        <LancamentoForm
          tipo="rdo"
          obra={3}
          orcamento={ORCAMENTO}
          lancamento={lancamento}
          onDone={onDone}
          onReload={async () => undefined}
        />,
      );

      await user.type(screen.getByLabelText(/Observação/), 'Entregue');
      await user.click(screen.getByRole('button', { name: 'Salvar' }));

      expect(
        await screen.findByText(`Falha na criação de documento. ${API_ERRORS.registroAlterado}`),
      ).toBeInTheDocument();
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(API_ERRORS.registroAlterado));
      expect(screen.getByLabelText(/Observação/)).toHaveValue('Entregue');
      expect(onDone).not.toHaveBeenCalled();
      expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
        path: '/api/rdo/lancamentos/edit/7',
        body: { versao: 3, observacao: 'Entregue' },
      });
    },
    UI_TEST_TIMEOUT_MS,
  );
});
