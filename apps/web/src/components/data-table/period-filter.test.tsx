import { FIELD_MESSAGES } from '@gdo/domain/field-messages';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../test/render';
import { PeriodFilter } from './period-filter';

// The lists' period (lançamentos, Contas a pagar, the cash flow): an end before the start is said,
// and a required period is never handed an empty end.
describe('PeriodFilter', () => {
  it('says when the end comes before the start', () => {
    renderUi(<PeriodFilter labels={['De', 'Até']} de="2026-03-10" ate="2026-03-01" onChange={() => {}} />);
    expect(screen.getByText(FIELD_MESSAGES.periodoInvalido)).toBeInTheDocument();
  });

  it('hands a cleared end on when the period is optional', () => {
    const onChange = vi.fn();
    renderUi(
      <PeriodFilter
        labels={['Vencimento de', 'Vencimento até']}
        de="2026-03-01"
        ate=""
        onChange={onChange}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Limpar data' }));
    expect(onChange).toHaveBeenCalledWith('de', '');
  });

  it('keeps both ends of a required period: a cleared one is not handed on', () => {
    const onChange = vi.fn();
    renderUi(
      <PeriodFilter labels={['De', 'Até']} de="2026-01-01" ate="2026-03-31" onChange={onChange} required />,
    );
    for (const limpar of screen.getAllByRole('button', { name: 'Limpar data' })) fireEvent.click(limpar);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.queryByText(FIELD_MESSAGES.periodoInvalido)).toBeNull();
  });
});
