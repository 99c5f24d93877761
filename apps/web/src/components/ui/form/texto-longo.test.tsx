import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../../test/render';

// TextoLongo reads once, when its module loads, whether the browser sizes a textarea by itself.
async function load(fieldSizing: boolean) {
  vi.resetModules();
  vi.stubGlobal('CSS', {
    supports: (property: string, value: string) =>
      fieldSizing && property === 'field-sizing' && value === 'content',
  });
  return (await import('./texto-longo')).TextoLongo;
}

/** The hidden copy of the field Mantine's autosize measures with, where it measures. */
const measuringCopies = () => document.querySelectorAll('textarea[aria-hidden="true"]');

describe('TextoLongo (decision 226)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('leaves the sizing to the browser where it sizes the field by its text: no script measures it', async () => {
    const TextoLongo = await load(true);
    renderUi(<TextoLongo label="Observações" minRows={3} defaultValue={'a\nb\nc\nd\ne'} />);
    const campo = screen.getByLabelText('Observações');
    expect(campo).toHaveAttribute('rows', '3');
    expect(campo.style.minHeight).toBe('calc(3lh + 2 * var(--input-padding-y, 0px) + 2px)');
    expect(measuringCopies()).toHaveLength(0);
  });

  it("elsewhere hands the field to Mantine's autosize, as before", async () => {
    const TextoLongo = await load(false);
    renderUi(<TextoLongo label="Observações" minRows={3} defaultValue={'a\nb\nc\nd\ne'} />);
    const campo = screen.getByLabelText('Observações');
    // autosize sets the height itself (jsdom has no layout to measure): no rows, no minimum of ours.
    expect(campo).not.toHaveAttribute('rows');
    expect(campo.style.minHeight).toBe('');
  });
});
