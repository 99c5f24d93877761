import { FIELD_MESSAGES } from '@gdo/domain/field-messages';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useListParams } from '@/components/data-table/use-list-params';
import { LANCAMENTOS_DEFAULT_SORT } from '@/features/lancamentos/api/list-lancamentos';
import { renderApp } from '../../../../test/render';
import { LancamentosFiltros } from './lancamentos-filtros';
import { usePeriodo } from './use-periodo';

function Filtros() {
  const list = useListParams(LANCAMENTOS_DEFAULT_SORT);
  const periodo = usePeriodo();
  return <LancamentosFiltros list={list} periodo={periodo} />;
}

// Issue 13: a day that does not exist, typed in a list's date filter, is explained under the field
// and filters nothing, instead of vanishing on blur.
describe('the entries date filters', () => {
  it.each([
    ['De', 'de'],
    ['Até', 'ate'],
    ['Vencimento de', 'vencimento_de'],
    ['Vencimento até', 'vencimento_ate'],
  ])('explains an impossible day typed in %s and keeps it out of the address', async (label, param) => {
    const { user, router } = renderApp(<Filtros />, { route: '/obras/lancamentos/rdo/3?page=2' });
    const campo = screen.getByRole('textbox', { name: label });
    await user.type(campo, '31/02/2026');
    await user.tab();
    expect(await screen.findByText(FIELD_MESSAGES.dataInexistente)).toBeInTheDocument();
    expect(campo).toHaveValue('31/02/2026');
    expect(campo).toHaveAttribute('aria-invalid', 'true');
    expect(new URLSearchParams(router.state.location.search).get(param)).toBeNull();
    // A real day then filters, and the message goes.
    await user.clear(campo);
    await user.type(campo, '28/02/2026');
    await user.tab();
    expect(new URLSearchParams(router.state.location.search).get(param)).toBe('2026-02-28');
    expect(screen.queryByText(FIELD_MESSAGES.dataInexistente)).not.toBeInTheDocument();
  });

  it('says how to type a text that is no day at all', async () => {
    const { user, router } = renderApp(<Filtros />, { route: '/obras/lancamentos/rdo/3' });
    const campo = screen.getByRole('textbox', { name: 'De' });
    await user.type(campo, '12/ab');
    await user.tab();
    expect(await screen.findByText(FIELD_MESSAGES.dataIlegivel)).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('drops the day it filtered by when an impossible one is typed over it', async () => {
    const { user, router } = renderApp(<Filtros />, { route: '/obras/lancamentos/rdo/3?de=2026-01-10' });
    const campo = screen.getByRole('textbox', { name: 'De' });
    expect(campo).toHaveValue('10/01/2026');
    await user.clear(campo);
    await user.type(campo, '30/02/2026');
    await user.tab();
    expect(await screen.findByText(FIELD_MESSAGES.dataInexistente)).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });
});
