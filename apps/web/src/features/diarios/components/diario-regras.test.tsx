import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderDiarioForm } from '../../../../test/diario-form';
import { stubFetch } from '../../../../test/fetch-stub';
import { UI_TEST_TIMEOUT_MS } from '../../../../test/render';

// The report's rules load on demand (decision 219): here their file cannot be fetched, as on a
// dropped connection.
vi.mock('./diario-validacao', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('saving a report whose rules could not be loaded', () => {
  it(
    'sends nothing and says to try again, keeping what was typed',
    async () => {
      const calls = stubFetch(() => ({ body: [] }));
      const { user } = renderDiarioForm();
      await user.click(screen.getByRole('button', { name: 'Adicionar equipamento' }));
      await user.type(screen.getByRole('textbox', { name: /^Descrição/ }), 'Betoneira');
      await user.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
      const aviso =
        'Não foi possível salvar o relatório. Verifique a conexão e tente de novo: o que foi digitado continua guardado neste aparelho.';
      expect((await screen.findAllByText(aviso)).length).toBeGreaterThan(0);
      expect(calls.some((call) => call.method === 'POST')).toBe(false);
      expect(screen.getByRole('textbox', { name: /^Descrição/ })).toHaveValue('Betoneira');
    },
    UI_TEST_TIMEOUT_MS,
  );
});
