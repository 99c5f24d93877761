import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../test/render';
import { Segmentos } from './segmentos';

type Tempo = 'claro' | 'nublado' | 'chuvoso';
const TEMPOS = [
  { value: 'claro', label: 'Claro' },
  { value: 'nublado', label: 'Nublado' },
  { value: 'chuvoso', label: 'Chuvoso' },
] as const;

function Tempo({ inicial = null }: { inicial?: Tempo | null }) {
  const [tempo, setTempo] = useState<Tempo | null>(inicial);
  return (
    <Segmentos<Tempo> aria-label="Tempo da manhã" data={TEMPOS} value={tempo} onChange={setTempo} destaque />
  );
}

describe('Segmentos', () => {
  it('is a group of radio buttons, none chosen while null, chosen by a tap on the word', async () => {
    const user = userEvent.setup();
    renderUi(<Tempo />);
    const grupo = screen.getByRole('radiogroup', { name: 'Tempo da manhã' });
    expect(grupo).toBeInTheDocument();
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => (radio as HTMLInputElement).checked)).toEqual([false, false, false]);

    await user.click(screen.getByText('Nublado'));
    expect(screen.getByRole('radio', { name: 'Nublado' })).toBeChecked();
    expect(screen.getByText('Nublado')).toHaveAttribute('data-checked');
    expect(screen.getByText('Claro')).not.toHaveAttribute('data-checked');
  });

  it('keeps the radios of two groups apart', async () => {
    const user = userEvent.setup();
    renderUi(
      <>
        <Tempo inicial="claro" />
        <Tempo inicial="chuvoso" />
      </>,
    );
    const [primeiro, segundo] = screen.getAllByRole('radiogroup');
    await user.click(screen.getAllByText('Nublado')[0]!);
    expect(primeiro).toHaveTextContent('Nublado');
    expect(
      screen.getAllByRole('radio', { name: 'Nublado' }).map((r) => (r as HTMLInputElement).checked),
    ).toEqual([true, false]);
    expect(screen.getAllByRole('radio', { name: 'Chuvoso' })[1]).toBeChecked();
    expect(segundo).toBeInTheDocument();
  });
});
