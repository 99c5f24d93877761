import { API_ERRORS } from '@gdo/domain/messages';
import { formatBRL } from '@gdo/domain/money';
import { computeTotals } from '@gdo/domain/orcamento';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cell, renderEditor, row } from '../../../../test/orcamento-editor';
import { ORCAMENTO } from '../../../../test/orcamento-fixtures';

describe('the budget editor', () => {
  it('updates every total as a quantity is typed, equal to computeTotals', async () => {
    const { user } = renderEditor(`/orcamentos/edit/${ORCAMENTO.id}`);
    await screen.findByRole('group', { name: '01.01 Escavação' });
    const quantidade = cell('01.01 Escavação', 'Quantidade');
    expect(screen.getByTestId('total-custo')).toHaveTextContent('R$ 5.338,23');
    expect(screen.getByTestId('total-venda')).toHaveTextContent('R$ 5.872,05');

    await user.clear(quantidade);
    await user.type(quantidade, '2,5');
    // 2,5 × 33,33 = 83,325, rounded half away from zero to 83,33.
    expect(within(row('01.01 Escavação')).getByTestId('subitem-total')).toHaveTextContent('R$ 83,33');

    const expected = computeTotals(
      [
        {
          subitens: [
            { quantidade: '2.5', valor_unitario: '33.33' },
            { quantidade: '2', valor_unitario: '150.00' },
          ],
        },
        { subitens: [{ quantidade: '4', valor_unitario: '1234.56' }] },
      ],
      '10',
    );
    const itemTotals = screen.getAllByTestId('item-total').map((element) => element.textContent);
    expect(itemTotals).toEqual(expected.itens.map((item) => formatBRL(item.valor_total)));
    expect(screen.getByTestId('total-custo').textContent).toContain(formatBRL(expected.valor_total));
    expect(screen.getByTestId('total-venda').textContent).toContain(formatBRL(expected.valor_venda));

    await user.clear(screen.getByRole('textbox', { name: 'BDI (%)' }));
    await user.type(screen.getByRole('textbox', { name: 'BDI (%)' }), '25,5');
    const withBdi = computeTotals(expected.itens, '25.5');
    expect(screen.getByTestId('total-venda').textContent).toContain(formatBRL(withBdi.valor_venda));
  });

  it('adds a subitem after the row and focuses it on Enter in the last field', async () => {
    const { user } = renderEditor(`/orcamentos/edit/${ORCAMENTO.id}`);
    await screen.findByRole('group', { name: '01.01 Escavação' });
    const valor = cell('01.01 Escavação', 'Valor unitário');
    await user.click(valor);
    await user.keyboard('{Enter}');

    const novo = await screen.findByRole('group', { name: 'Subitem 2 (sem subetapa)' });
    await waitFor(() => expect(within(novo).getByLabelText('Subetapa')).toHaveFocus());
    const names = screen
      .getAllByRole('group')
      .map((group) => group.getAttribute('aria-label'))
      .filter((name) => name && !name.startsWith('Etapa') && name !== 'Totais do orçamento');
    expect(names).toEqual(['01.01 Escavação', 'Subitem 2 (sem subetapa)', '01.02 Sapatas', '02.01 Pilares']);
    // Only the etapa's own subetapas are offered, the one already in the item disabled.
    const options = within(within(novo).getByLabelText('Subetapa')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Selecione a subetapa',
      '01.01 Escavação',
      '01.02 Sapatas',
      '01.03 Baldrame',
    ]);
    expect(options[1]).toBeDisabled();

    await user.tab();
    expect(within(novo).getByLabelText('Unidade')).toHaveFocus();
  });

  it("names a subetapa's whole label on its cell, which a narrow column cuts", async () => {
    renderEditor(`/orcamentos/edit/${ORCAMENTO.id}`);
    await screen.findByRole('group', { name: '01.02 Sapatas' });
    expect(cell('01.02 Sapatas', 'Subetapa')).toHaveAttribute('title', '01.02 Sapatas');
  });

  it("shows the server's field errors at the cells their paths name", async () => {
    const { user, calls } = renderEditor(`/orcamentos/edit/${ORCAMENTO.id}`, (request) =>
      request.method === 'PUT'
        ? {
            status: 400,
            body: {
              message: 'Dados inválidos. Verifique os campos destacados.',
              errors: [
                {
                  field: 'itens.0.subitens.1.subetapa',
                  message: 'Esta subetapa não pertence à etapa do item.',
                },
                { field: 'itens.1.subitens.0.valor_total', message: 'O valor total excede o limite.' },
              ],
            },
          }
        : undefined,
    );
    await screen.findByRole('group', { name: '01.02 Sapatas' });
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    const subetapa = cell('01.02 Sapatas', 'Subetapa');
    await waitFor(() => expect(subetapa).toHaveAttribute('aria-invalid', 'true'));
    expect(subetapa).toHaveAccessibleDescription('Esta subetapa não pertence à etapa do item.');
    expect(within(row('02.01 Pilares')).getByRole('alert')).toHaveTextContent(
      'O valor total excede o limite.',
    );
    expect(cell('01.01 Escavação', 'Subetapa')).not.toHaveAttribute('aria-invalid', 'true');
    expect(
      await screen.findByText(
        'Falha na edição de orçamento. Dados inválidos. Verifique os campos destacados.',
      ),
    ).toBeInTheDocument();

    const sent = calls.find((call) => call.method === 'PUT')?.body as { itens: unknown[]; bdi: string };
    expect(sent.bdi).toBe('10.00');
    expect(sent.itens).toEqual([
      {
        etapa: 1,
        numero: '01',
        nome: 'Fundação',
        subitens: [
          {
            subetapa: 11,
            numero: '01.01',
            nome: 'Escavação',
            unidade: 'm3',
            quantidade: '3',
            valor_unitario: '33.33',
          },
          {
            subetapa: 12,
            numero: '01.02',
            nome: 'Sapatas',
            unidade: 'unidade',
            quantidade: '2',
            valor_unitario: '150.00',
          },
        ],
      },
      {
        etapa: 2,
        numero: '02',
        nome: 'Estrutura',
        subitens: [
          {
            subetapa: 21,
            numero: '02.01',
            nome: 'Pilares',
            unidade: 'm3',
            quantidade: '4',
            valor_unitario: '1234.56',
          },
        ],
      },
    ]);

    // Correcting the cell clears its error.
    await user.selectOptions(subetapa, '13');
    expect(cell('01.03 Baldrame', 'Subetapa')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('saves twice in a row from the page, each time on the version just saved, and keeps the draft on a 409', async () => {
    let stored = ORCAMENTO;
    const { user, calls } = renderEditor(`/orcamentos/edit/${ORCAMENTO.id}`, (request) => {
      if (request.method !== 'PUT') return undefined;
      const { versao } = request.body as { versao: number };
      if (versao !== stored.versao) return { status: 409, body: { message: API_ERRORS.registroAlterado } };
      stored = { ...stored, versao: stored.versao + 1 };
      return { body: stored };
    });
    await screen.findByRole('group', { name: '01.01 Escavação' });
    const puts = () => calls.filter((call) => call.method === 'PUT').map((call) => call.body);

    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(puts()).toHaveLength(2));
    expect(await screen.findAllByText('Orçamento salvo com sucesso.')).toHaveLength(2);
    expect(puts()).toMatchObject([{ versao: ORCAMENTO.versao }, { versao: ORCAMENTO.versao + 1 }]);

    // Someone else saves the budget; what is typed here is refused, and stays.
    stored = { ...stored, versao: stored.versao + 5 };
    const quantidade = cell('01.01 Escavação', 'Quantidade');
    await user.clear(quantidade);
    await user.type(quantidade, '7');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(
      await screen.findByText(`Falha na edição de orçamento. ${API_ERRORS.registroAlterado}`),
    ).toBeInTheDocument();
    expect(puts()[2]).toMatchObject({ versao: ORCAMENTO.versao + 2 });
    expect(cell('01.01 Escavação', 'Quantidade')).toHaveValue('7');
    expect(screen.getByRole('button', { name: 'Recarregar a versão atual' })).toBeVisible();
  });

  it('checks a new budget with the API schema before sending it', async () => {
    const { user, calls } = renderEditor('/orcamentos/novo');
    await user.click(await screen.findByRole('button', { name: 'Adicionar etapa' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findAllByText('Campo obrigatório.')).not.toHaveLength(0);
    expect(screen.getByRole('textbox', { name: 'Nome do orçamento' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByRole('combobox', { name: 'Etapa 1' })).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('says so when the budget does not exist', async () => {
    renderEditor('/orcamentos/edit/999', (request) =>
      request.path === '/api/orcamentos/get/999'
        ? { status: 404, body: { message: 'Orçamento não encontrado.' } }
        : undefined,
    );
    expect(await screen.findByRole('heading', { name: 'Orçamento não encontrado.' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Editar orçamento' })).toBeInTheDocument();
    expect(
      await screen.findByText('Falha na busca de orçamento. Orçamento não encontrado.'),
    ).toBeInTheDocument();
  });
});
