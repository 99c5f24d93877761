import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { cell, renderEditor, row } from '../../../../test/orcamento-editor';
import { ORCAMENTO } from '../../../../test/orcamento-fixtures';

// What the budget editor's cells take (issue 13): a unit price only what money can be, a unit
// from the ten or the firm's own list.
describe('the budget editor cells', () => {
  it('keeps only what an amount can be in a unit price: digits, thousands, one comma, two decimals', async () => {
    const { user } = renderEditor(`/orcamentos/edit/${ORCAMENTO.id}`);
    await screen.findByRole('group', { name: '01.01 Escavação' });
    const valor = cell('01.01 Escavação', 'Valor unitário');
    await user.clear(valor);
    await user.type(valor, '-1a.234,5678');
    expect(valor).toHaveValue('1.234,56');
    await user.clear(valor);
    await user.paste('R$ 12,3');
    expect(valor).toHaveValue('12,3');
    await user.tab();
    expect(valor).toHaveValue('12,30');
    // A quantity keeps its three decimals.
    const quantidade = cell('01.01 Escavação', 'Quantidade');
    await user.clear(quantidade);
    await user.type(quantidade, '2,125');
    expect(quantidade).toHaveValue('2,125');
  });

  it("offers the ten units and the firm's own, and sends the one chosen", async () => {
    const { user, calls } = renderEditor(`/orcamentos/edit/${ORCAMENTO.id}`);
    await screen.findByRole('group', { name: '01.01 Escavação' });
    const unidade = cell('01.01 Escavação', 'Unidade');
    const labels = within(unidade)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(labels.slice(-3)).toEqual(['Viagem', 'Hora', 'tonelada']);
    expect(labels).toHaveLength(13);
    await user.selectOptions(unidade, 'Hora');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    const put = await vi.waitFor(() => {
      const found = calls.find((call) => call.method === 'PUT');
      if (!found) throw new Error('not sent yet');
      return found;
    });
    const enviado = put.body as { itens: { subitens: { unidade: string }[] }[] };
    expect(enviado.itens[0]!.subitens[0]!.unidade).toBe('Hora');
    expect(within(row('01.01 Escavação')).getByLabelText('Unidade')).toHaveValue('Hora');
  });
});
