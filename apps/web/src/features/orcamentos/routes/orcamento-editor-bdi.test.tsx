import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderEditor } from '../../../../test/orcamento-editor';
import { MODELO, ORCAMENTO } from '../../../../test/orcamento-fixtures';

// The budget editor's BDI rules, the situação a new budget starts in, and a budget from a model.

describe('the budget editor: BDI and situação', () => {
  it('asks before saving a BDI above 100 % and sends nothing until confirmed', async () => {
    const { user, calls } = renderEditor(`/orcamentos/edit/${ORCAMENTO.id}`, (request) =>
      request.method === 'PUT' ? { body: { ...ORCAMENTO, bdi: '150.00', versao: 2 } } : undefined,
    );
    await screen.findByRole('group', { name: '01.01 Escavação' });
    const bdi = screen.getByRole('textbox', { name: 'BDI (%)' });
    await user.clear(bdi);
    await user.type(bdi, '150');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    const dialog = await screen.findByRole('dialog', { name: 'Confirmar o BDI?' });
    expect(dialog).toHaveTextContent('O BDI de 150% é maior que 100%');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Salvar assim mesmo' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const put = calls.find((call) => call.method === 'PUT');
    expect((put?.body as { bdi?: string } | undefined)?.bdi).toBe('150.00');
  });

  it('takes no minus sign in the BDI: a negative one cannot be typed (the API refuses it too)', async () => {
    const { user } = renderEditor(`/orcamentos/edit/${ORCAMENTO.id}`);
    await screen.findByRole('group', { name: '01.01 Escavação' });
    const bdi = screen.getByRole('textbox', { name: 'BDI (%)' });
    await user.clear(bdi);
    await user.type(bdi, '-5');
    expect(bdi).toHaveValue('5');
  });

  it('starts a new budget Em elaboração', async () => {
    renderEditor('/orcamentos/novo');
    const situacao = await screen.findByRole('combobox', { name: 'Situação' });
    expect(situacao).toHaveDisplayValue('Em elaboração');
    expect(
      within(situacao)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Em elaboração', 'Aprovado', 'Reprovado', 'Cancelado']);
  });
});

describe('a budget from a model', () => {
  it("starts a new budget with the model's structure and defaults", async () => {
    renderEditor(`/orcamentos/novo?modelo=${MODELO.id}`, (request) => {
      if (request.path === `/api/orcamentos/modelos/get/${MODELO.id}`) return { body: MODELO };
      return undefined;
    });
    const escavacao = await screen.findByRole('group', { name: '01.01 Escavação' });
    expect(within(escavacao).getByLabelText('Quantidade')).toHaveValue('12,5');
    expect(within(escavacao).getByLabelText('Valor unitário')).toHaveValue('48,90');
    // 12,5 × 48,90 = 611,25; the subitem without defaults waits for its values.
    expect(within(escavacao).getByTestId('subitem-total')).toHaveTextContent('R$ 611,25');
    expect(
      within(screen.getByRole('group', { name: '01.02 Sapatas' })).getByTestId('subitem-total'),
    ).toHaveTextContent('—');
    expect(screen.getByTestId('total-custo')).toHaveTextContent('R$ 611,25');
    // The model is named from the budget's own header: the models' list is not asked for.
    expect(screen.getByRole('textbox', { name: 'Modelo' })).toHaveValue(MODELO.nome);
  });
});

describe('the modelo picker', () => {
  it('loads no list of models: opened, it searches the active ones on the server and applies the one chosen', async () => {
    const { user, calls } = renderEditor('/orcamentos/novo', (request) => {
      if (request.path === `/api/orcamentos/modelos/get/${MODELO.id}`) return { body: MODELO };
      if (request.path === '/api/orcamentos/modelos/list')
        return { body: [MODELO], headers: { 'X-Total-Count': '1' } };
      return undefined;
    });
    const modelo = await screen.findByRole('textbox', { name: 'Modelo' });
    expect(modelo).toHaveAttribute('placeholder', 'Nenhum (orçamento avulso)');
    const buscas = () => calls.filter((call) => call.path === '/api/orcamentos/modelos/list');
    expect(buscas()).toHaveLength(0);

    await user.type(modelo, 'casa');
    await waitFor(() => expect(buscas().at(-1)?.query.get('q')).toBe('casa'));
    await user.click(await screen.findByRole('option', { name: MODELO.nome }));
    expect(await screen.findByRole('group', { name: '01.01 Escavação' })).toBeInTheDocument();
    expect(modelo).toHaveValue(MODELO.nome);
    expect(Object.fromEntries(buscas().at(-1)!.query)).toEqual({
      q: 'casa',
      status: '1',
      sort: 'nome',
      page: '1',
      pageSize: '20',
    });
  });
});
