import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../test/render';
import { DiarioStatus } from '../diario/diario-status';
import { StatusBadge } from './status-badge';

// As the lists pass them: maps over every number, which may leave some out.
const NENHUM_ROTULO: Record<number, string> = {};
const SO_O_1: Record<number, string> = { 1: 'blue' };

const dot = (text: string) =>
  screen.getByText(text).closest('.mantine-Badge-root')?.getAttribute('style') ?? '';

describe('StatusBadge', () => {
  it("draws a register's numbered status in the registers' colours, and one it does not know in gray", () => {
    renderUi(
      <>
        <StatusBadge status={1} labels={{ 1: 'Ativo' }} />
        <StatusBadge status={3} labels={{ 3: 'Cancelado' }} />
        <StatusBadge status={9} labels={NENHUM_ROTULO} />
      </>,
    );
    expect(dot('Ativo')).toContain('--mantine-color-green');
    expect(dot('Cancelado')).toContain('--mantine-color-red');
    expect(dot('9')).toContain('--mantine-color-gray');
  });

  it("takes a caller's colours, gray for a status they leave out (not the registers' colour of its number)", () => {
    renderUi(
      <>
        <StatusBadge status={1} labels={{ 1: 'Em elaboração' }} colors={SO_O_1} />
        <StatusBadge status={4} labels={{ 4: 'Outro' }} colors={SO_O_1} />
      </>,
    );
    expect(dot('Em elaboração')).toContain('--mantine-color-blue');
    expect(dot('Outro')).toContain('--mantine-color-gray');
  });

  it("draws a report's status as a dot beside the word: orange 7 while a rascunho, green once signed", () => {
    renderUi(
      <>
        <DiarioStatus status="rascunho" />
        <DiarioStatus status="assinado" size="sm" />
      </>,
    );
    expect(dot('Rascunho')).toContain('--mantine-color-orange-7');
    expect(dot('Assinado')).toContain('--mantine-color-green');
    expect(screen.getByText('Rascunho').closest('.mantine-Badge-root')).toHaveAttribute(
      'data-variant',
      'dot',
    );
  });
});
