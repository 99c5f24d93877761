import type { Contrato } from '@gdo/domain/contrato';
import type { ContratoItem } from '@gdo/domain/contrato-itens';
import { MEDICAO_MESSAGES, type Medicao } from '@gdo/domain/medicao';
import { API_ERRORS } from '@gdo/domain/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type RecordedCall, stubFetch } from '../../../../test/fetch-stub';
import { renderApp, UI_TEST_TIMEOUT_MS } from '../../../../test/render';
import { ContratoMedicoes } from './contrato-medicoes';
import { NovoAditivoModal } from './novo-aditivo-modal';

// A contract's medições and aditivos (decisions 130–133, 172): a rascunho changed by someone else
// (409) offers "Recarregar" keeping what was typed until then; a mistyped aditivo quantity is said
// on its field; the last rascunho is deleted after a confirmation.

const CONTRATO = {
  id: 4,
  valor: '35000.00',
  retencao_percentual: '5.00',
  adiantamento: '0.00',
  amortizacao_percentual: '0.00',
  amortizado: '0.00',
  retido: '0.00',
  medido_percentual: '0.00',
} as Contrato;

const ITEM = {
  id: 11,
  descricao: 'Concreto estrutural',
  unidade: 'm³',
  quantidade: '100.000',
  valor_unitario: '350.00',
  medido: '0.000',
  a_medir: '100.000',
} as ContratoItem;

const medicao = (numero: number, over: Partial<Medicao> = {}) =>
  ({
    id: 40 + numero,
    contrato: CONTRATO.id,
    numero,
    periodo_de: `2028-0${numero}-01`,
    periodo_ate: `2028-0${numero}-10`,
    percentual: null,
    status: 'rascunho',
    valor_bruto: '3500.00',
    retencao: '175.00',
    amortizacao: '0.00',
    valor_liquido: '3325.00',
    aprovada_em: null,
    itens: [{ item: ITEM.id, quantidade: '10.000' }],
    lancamentos: [],
    versao: 1,
    ...over,
  }) as Medicao;

type Resposta = { status?: number; body?: unknown };

function renderMedicoes(medicoes: () => Medicao[], extra?: (call: RecordedCall) => Resposta | undefined) {
  const calls = stubFetch((call) => {
    const reply = extra?.(call);
    if (reply) return reply;
    if (call.path === `/api/contratos/medicoes/list/${CONTRATO.id}`) return { body: medicoes() };
    if (call.path === `/api/contratos/itens/list/${CONTRATO.id}`) return { body: [ITEM] };
    return undefined;
  });
  return { calls, ...renderApp(<ContratoMedicoes contrato={CONTRATO} canWrite />) };
}

describe('medições de um contrato', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('keeps what was typed on a 409 and loads the current rascunho on Recarregar', async () => {
    let atual = medicao(1);
    const { user, calls } = renderMedicoes(
      () => [atual],
      (call) =>
        call.method === 'PUT' ? { status: 409, body: { message: API_ERRORS.registroAlterado } } : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Editar a medição nº 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Medição nº 1 (rascunho)' });
    const campo = within(dialog).getByRole('textbox', { name: 'Quantidade medida: Concreto estrutural' });
    await user.clear(campo);
    await user.type(campo, '12');
    // Meanwhile someone else saved 30 m³.
    atual = medicao(1, { itens: [{ item: ITEM.id, quantidade: '30.000' }] as Medicao['itens'], versao: 2 });
    await user.click(within(dialog).getByRole('button', { name: 'Salvar rascunho' }));

    const alerta = await within(dialog).findByRole('alert');
    expect(alerta).toHaveTextContent(API_ERRORS.registroAlterado);
    expect(campo).toHaveValue('12');
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ versao: 1 });

    await user.click(within(alerta).getByRole('button', { name: 'Recarregar a versão atual' }));
    await waitFor(() => expect(campo).toHaveValue('30'));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Salvar rascunho' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toMatchObject({ versao: 2 }),
    );
  });

  it('deletes the last rascunho after a confirmation, and offers it on no other', async () => {
    let lista = [medicao(1, { status: 'aprovada' }), medicao(2)];
    const { user, calls } = renderMedicoes(
      () => lista,
      (call) => {
        if (call.method !== 'DELETE') return undefined;
        lista = lista.slice(0, 1);
        return { body: { message: 'Medição nº 2 excluída.' } };
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Excluir a medição nº 2' }));
    expect(screen.queryByRole('button', { name: 'Excluir a medição nº 1' })).not.toBeInTheDocument();
    const confirmacao = await screen.findByRole('dialog', { name: 'Excluir medição' });
    expect(confirmacao).toHaveTextContent('Excluir o rascunho da medição nº 2?');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(confirmacao).getByRole('button', { name: 'Excluir medição' }));
    expect(await screen.findByText('Medição nº 2 excluída.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')?.path).toBe('/api/contratos/medicoes/delete/42');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Excluir a medição nº 2' })).not.toBeInTheDocument(),
    );
  });
});

describe('novo aditivo', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('says a mistyped quantity on its field instead of dropping it', async () => {
    const calls = stubFetch(() => ({ body: { id: 1 } }));
    const onClose = vi.fn();
    const { user } = renderApp(
      <NovoAditivoModal contrato={CONTRATO} itens={[ITEM]} opened onClose={onClose} />,
    );
    await user.type(screen.getByRole('textbox', { name: /^Descrição/ }), 'Mais concreto');
    const campo = screen.getByRole('textbox', { name: 'Quantidade a somar: Concreto estrutural' });
    await user.type(campo, '1,2,3');
    await user.click(screen.getByRole('button', { name: 'Registrar aditivo' }));
    expect(await screen.findByText(MEDICAO_MESSAGES.quantidadeAditivoInvalida)).toBeInTheDocument();
    expect(campo).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.clear(campo);
    await user.type(campo, '-2,5');
    await user.click(screen.getByRole('button', { name: 'Registrar aditivo' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      itens: [{ item: ITEM.id, quantidade: '-2.5' }],
    });
  });
});
