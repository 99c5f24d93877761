import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderDiarioForm } from '../../../../test/diario-form';
import { stubFetch } from '../../../../test/fetch-stub';
import { UI_TEST_TIMEOUT_MS } from '../../../../test/render';

// The report's rules load on demand (decision 219): here their file cannot be fetched, as on a
// dropped connection or after a deploy replaced it.
vi.mock('./diario-validation', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('saving a report whose rules could not be loaded', () => {
  it(
    "sends it as typed, and shows the server's answer for a field at the field",
    async () => {
      const calls = stubFetch(({ method, path }) =>
        method === 'POST' && path === '/api/diarios/create'
          ? {
              status: 400,
              body: {
                message: 'Dados inválidos.',
                errors: [{ field: 'equipamentos.0.quantidade', message: 'Informe de 1 a 9999.' }],
              },
            }
          : { body: [] },
      );
      const { user } = renderDiarioForm();
      await user.click(screen.getByRole('button', { name: 'Adicionar equipamento' }));
      await user.type(screen.getByRole('textbox', { name: /^Descrição/ }), 'Betoneira');
      await user.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
      expect(await screen.findByText('Informe de 1 a 9999.')).toBeInTheDocument();
      const create = calls.find((call) => call.method === 'POST' && call.path === '/api/diarios/create');
      expect(create?.body).toMatchObject({ equipamentos: [{ descricao: 'Betoneira' }] });
      expect(screen.getByRole('textbox', { name: /^Descrição/ })).toHaveValue('Betoneira');
    },
    UI_TEST_TIMEOUT_MS,
  );
});
