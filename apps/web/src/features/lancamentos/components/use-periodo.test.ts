import { describe, expect, it } from 'vitest';
import { lancamentoFilters } from './use-periodo';

describe('lancamentoFilters', () => {
  it("leaves out each of the entries' two ends that falls before its start", () => {
    const filtros = lancamentoFilters(
      { q: '', sort: '-data_lancamento', page: 1, pageSize: 50, status: undefined },
      {
        de: '2026-03-10',
        ate: '2026-03-01',
        vencimento_de: '2026-04-01',
        vencimento_ate: '2026-04-30',
        estado: '',
      },
    );
    expect(filtros).toMatchObject({
      de: '2026-03-10',
      vencimento_de: '2026-04-01',
      vencimento_ate: '2026-04-30',
    });
    expect(filtros.ate).toBeUndefined();
  });
});
