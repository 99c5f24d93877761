import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../../test/render';

// TextoLongo reads once, when its module loads, whether the browser sizes a textarea by itself.
// Whether a hidden copy measures the field shows only in a browser: the diário's e2e checks it in
// Chromium (e2e/tests/diario-relatorio.spec.ts).
async function load(fieldSizing: boolean) {
  vi.resetModules();
  vi.stubGlobal('CSS', {
    supports: (property: string, value: string) =>
      fieldSizing && property === 'field-sizing' && value === 'content',
  });
  return (await import('./texto-longo')).TextoLongo;
}

describe('TextoLongo (decision 226)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('leaves the sizing to the browser where it sizes the field by its text', async () => {
    const TextoLongo = await load(true);
    renderUi(<TextoLongo label="Observações" minRows={3} defaultValue={'a\nb\nc\nd\ne'} />);
    const campo = screen.getByLabelText('Observações');
    expect(campo).toHaveAttribute('rows', '3');
    expect(campo.style.minHeight).toBe(
      'max(var(--input-height), calc(3lh + 2 * var(--input-padding-y, 0px) + 2px))',
    );
    // Mantine marks a field it sizes with autosize.
    expect(campo).not.toHaveAttribute('data-no-overflow');
  });

  it("elsewhere hands the field to Mantine's autosize", async () => {
    const TextoLongo = await load(false);
    renderUi(<TextoLongo label="Observações" minRows={3} defaultValue={'a\nb\nc\nd\ne'} />);
    const campo = screen.getByLabelText('Observações');
    expect(campo).toHaveAttribute('data-no-overflow');
    expect(campo).not.toHaveAttribute('rows');
    expect(campo.style.minHeight).toBe('');
  });
});
