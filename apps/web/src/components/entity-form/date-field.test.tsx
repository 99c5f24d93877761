import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../test/render';
import { DateField } from './date-field';

function Harness() {
  const [value, setValue] = useState('');
  return (
    <>
      <DateField
        label="Data NF"
        required={false}
        value={value}
        error={undefined}
        onChange={setValue}
        onBlur={() => undefined}
      />
      <output aria-label="valor">{value}</output>
    </>
  );
}

describe('DateField', () => {
  it.each([
    ['31/12/2026', '2026-12-31', '31/12/2026'],
    ['31122026', '2026-12-31', '31/12/2026'],
    ['1/2/26', '2026-02-01', '01/02/2026'],
  ])('understands %s', async (typed, day, shown) => {
    const { user } = renderUi(<Harness />);
    await user.type(screen.getByLabelText('Data NF'), typed);
    await user.tab();
    expect(screen.getByLabelText('valor')).toHaveTextContent(day);
    expect(screen.getByLabelText('Data NF')).toHaveValue(shown);
    expect(screen.queryByText(/não existe/)).not.toBeInTheDocument();
  });

  it('keeps an impossible day in the field and explains it under it', async () => {
    const { user } = renderUi(<Harness />);
    await user.type(screen.getByLabelText('Data NF'), '31/02/2026');
    await user.tab();
    expect(screen.getByLabelText('Data NF')).toHaveValue('31/02/2026');
    expect(screen.getByText('Esta data não existe. Confira o dia e o mês.')).toBeInTheDocument();
    expect(screen.getByLabelText('valor')).toHaveTextContent('31/02/2026');
  });

  it('asks for dd/mm/aaaa when the text is no date', async () => {
    const { user } = renderUi(<Harness />);
    await user.type(screen.getByLabelText('Data NF'), '31/2');
    await user.tab();
    expect(screen.getByText('Digite a data como dd/mm/aaaa.')).toBeInTheDocument();
  });
});
