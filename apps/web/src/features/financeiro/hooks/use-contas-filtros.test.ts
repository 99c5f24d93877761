import { describe, expect, it } from 'vitest';
import { contasFiltrosDe, filtrosEmUso } from './use-contas-filtros';

describe("Contas a pagar's due-date period from the address", () => {
  it('takes a text that is no calendar day as no day: not counted as a filter, not asked for', () => {
    const { filtros, pedido, resumo } = contasFiltrosDe(new URLSearchParams('de=abc&ate=2026-02-30'));
    expect(filtrosEmUso(filtros)).toBe(0);
    expect(pedido).toMatchObject({ de: undefined, ate: undefined });
    expect(resumo).toMatchObject({ de: undefined, ate: undefined });
  });

  it('takes a book that is neither RDO nor RDA as none, and keeps the ones that are', () => {
    const outro = contasFiltrosDe(new URLSearchParams('documento=xyz'));
    expect(filtrosEmUso(outro.filtros)).toBe(0);
    expect(outro.pedido.documento).toBeUndefined();
    expect(outro.resumo.documento).toBeUndefined();
    expect(contasFiltrosDe(new URLSearchParams('documento=rda')).pedido.documento).toBe('rda');
  });

  it('counts and asks for the days that are ones', () => {
    const { filtros, pedido } = contasFiltrosDe(new URLSearchParams('de=2026-03-01&ate=2026-03-31'));
    expect(filtrosEmUso(filtros)).toBe(2);
    expect(pedido).toMatchObject({ de: '2026-03-01', ate: '2026-03-31' });
  });
});
