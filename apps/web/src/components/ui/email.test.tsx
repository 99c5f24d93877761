import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../test/render';
import { Email } from './email';

const partes = (celula: HTMLElement) =>
  [...celula.childNodes].map((no) => (no.nodeName === 'WBR' ? '|' : no.textContent)).join('');

describe('Email', () => {
  it('may break after the "@" and before each dot, and nowhere else', () => {
    renderUi(
      <p data-testid="email">
        <Email endereco="maria.fernanda.oliveira@construtora-exemplo.com.br" />
      </p>,
    );
    const celula = screen.getByTestId('email');
    expect(partes(celula)).toBe('maria|.fernanda|.oliveira@|construtora-exemplo|.com|.br');
    // The text read, found and copied is the address itself.
    expect(celula.textContent).toBe('maria.fernanda.oliveira@construtora-exemplo.com.br');
    expect(screen.getByText('maria.fernanda.oliveira@construtora-exemplo.com.br')).toBe(celula);
  });

  it('leaves an address with no dot or "@" as one piece', () => {
    renderUi(
      <p data-testid="email">
        <Email endereco="admin" />
      </p>,
    );
    expect(partes(screen.getByTestId('email'))).toBe('admin');
  });
});
