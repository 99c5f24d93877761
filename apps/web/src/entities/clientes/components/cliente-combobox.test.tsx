import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub';
import { renderApp, UI_TEST_TIMEOUT_MS } from '../../../../test/render';
import { ClienteCombobox } from './cliente-combobox';

describe('ClienteCombobox', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('searches the active clientes once opened and says, as its sibling pickers do, when none is found', async () => {
    const calls = stubFetch(({ path }) =>
      path === '/api/clientes/list' ? { body: [], headers: { 'X-Total-Count': '0' } } : undefined,
    );
    const { user } = renderApp(<ClienteCombobox label="Cliente" value={null} onChange={vi.fn()} />);
    expect(calls).toHaveLength(0);
    await user.click(screen.getByRole('textbox', { name: 'Cliente' }));
    expect(await screen.findByText('Nenhum cliente ativo encontrado')).toBeInTheDocument();
    expect(Object.fromEntries(calls[0]!.query)).toMatchObject({ status: '1', page: '1', pageSize: '20' });
  });
});
