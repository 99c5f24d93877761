import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mediaQueryList } from '../../../test/match-media';
import { renderUi } from '../../../test/render';
import { FiltrosRecolhidos } from './filtros-recolhidos';

/** A phone (the lists' compact query, a max-width one, matches) or a laptop (it does not). */
function telefone(sim: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    mediaQueryList(query, sim && query.includes('max-width')),
  );
}

const filtros = (props: { ativos: number; abertoDeInicio?: boolean }) => (
  <FiltrosRecolhidos {...props} acoesNoCelular={<button type="button">PDF</button>}>
    <label>
      Estado
      <input />
    </label>
  </FiltrosRecolhidos>
);

// Decision 241: on a phone a list's filters beyond the search wait behind one button.
describe('FiltrosRecolhidos', () => {
  afterEach(() => vi.restoreAllMocks());

  it('on a phone, hides the filters behind a button that counts them and opens before the exports', async () => {
    telefone(true);
    const { user } = renderUi(filtros({ ativos: 2 }));
    const botao = screen.getByRole('button', { name: 'Filtros: 2 ativos' });
    expect(botao).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('textbox', { name: 'Estado' })).toBeNull();

    await user.click(botao);
    expect(botao).toHaveAttribute('aria-expanded', 'true');
    const campo = screen.getByRole('textbox', { name: 'Estado' });
    expect(document.getElementById(botao.getAttribute('aria-controls')!)).toContainElement(campo);
    // In the reading and tab order the fields come right after the button, the exports after them.
    const pdf = screen.getByRole('button', { name: 'PDF' });
    expect(botao.compareDocumentPosition(campo) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(campo.compareDocumentPosition(pdf) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await user.click(botao);
    expect(screen.queryByRole('textbox', { name: 'Estado' })).toBeNull();
  });

  it('says "Filtros" alone with nothing in use, and starts open when a filter has something to say', () => {
    telefone(true);
    renderUi(filtros({ ativos: 0, abertoDeInicio: true }));
    expect(screen.getByRole('button', { name: 'Filtros' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('textbox', { name: 'Estado' })).toBeInTheDocument();
  });

  it('on a laptop, draws the filters in the row, with no button and no exports of its own', () => {
    telefone(false);
    renderUi(filtros({ ativos: 1 }));
    expect(screen.getByRole('textbox', { name: 'Estado' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
