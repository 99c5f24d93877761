import { describe, expect, it } from 'vitest';
import {
  canWriteContratos,
  canWriteDiarios,
  canWriteDocumentos,
  canWriteLancamentos,
  canWriteOrcamentos,
  canWriteRegisters,
} from './permissoes';

describe('canWriteRegisters', () => {
  it('is for admin and financeiro only', () => {
    expect(canWriteRegisters(['admin'])).toBe(true);
    expect(canWriteRegisters(['leitura', 'financeiro'])).toBe(true);
    expect(canWriteRegisters(['lancamentos'])).toBe(false);
    expect(canWriteRegisters(['leitura'])).toBe(false);
    expect(canWriteRegisters([])).toBe(false);
  });
});

describe('canWriteOrcamentos', () => {
  it('is for admin and financeiro only', () => {
    expect(canWriteOrcamentos(['admin'])).toBe(true);
    expect(canWriteOrcamentos(['financeiro'])).toBe(true);
    expect(canWriteOrcamentos(['lancamentos', 'leitura'])).toBe(false);
    expect(canWriteOrcamentos([])).toBe(false);
  });
});

describe('contracts, documents and entries', () => {
  it('lets admin and financeiro write contracts and documents', () => {
    for (const can of [canWriteContratos, canWriteDocumentos]) {
      expect(can(['admin'])).toBe(true);
      expect(can(['financeiro'])).toBe(true);
      expect(can(['lancamentos', 'leitura'])).toBe(false);
      expect(can([])).toBe(false);
    }
  });

  it('lets the lancamentos role write entries too, but not leitura', () => {
    expect(canWriteLancamentos(['lancamentos'])).toBe(true);
    expect(canWriteLancamentos(['financeiro'])).toBe(true);
    expect(canWriteLancamentos(['admin'])).toBe(true);
    expect(canWriteLancamentos(['leitura'])).toBe(false);
    expect(canWriteLancamentos([])).toBe(false);
  });
});

describe('canWriteDiarios', () => {
  it('is for admin and the site role diario; every other role only reads the reports', () => {
    expect(canWriteDiarios(['diario'])).toBe(true);
    expect(canWriteDiarios(['admin'])).toBe(true);
    for (const role of ['financeiro', 'lancamentos', 'leitura'] as const) {
      expect(canWriteDiarios([role])).toBe(false);
    }
    expect(canWriteDiarios([])).toBe(false);
  });
});
