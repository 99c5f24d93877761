import { describe, expect, it } from 'vitest';
import { legacyDate, legacyLancamento, legacySubetapa, legacyUsuario, legacyValues } from './legacy-forms';
import { nestBudget } from './legacy-orcamento';

// The old client's forms one by one (decision 080); legacy-client.test.ts replays them through HTTP.

describe('legacyDate', () => {
  it('reads "NaN" and blanks as no date', () => {
    expect(['NaN', '', ' '].map(legacyDate)).toEqual([null, null, null]);
  });

  it('reads a whole UTC midnight as that day, any other moment as its day on site', () => {
    expect(legacyDate('1722470400')).toBe('2024-08-01');
    // 2024-08-01 02:00 UTC is 2024-07-31 23:00 in São Paulo.
    expect(legacyDate('1722477600')).toBe('2024-07-31');
    expect(legacyDate('0')).toBe('1970-01-01');
  });

  it('leaves what is no Unix time of the years 1–9999 to the schema', () => {
    for (const value of ['2024-08-01', '253402300800', '1e9', '-1', '17216045520000', 1721604552, null]) {
      expect(legacyDate(value)).toBe(value);
    }
  });
});

describe('body forms', () => {
  it('turns numeric strings into numbers only where numbers are expected, and drops a blank id on a create', () => {
    const body = { id: 0, status: '2', tipo_conta: '1', obra: '12', nome: '10', numero: '7', etapa: '1.5' };
    expect(legacyValues(body, { create: true })).toEqual({
      status: 2,
      tipo_conta: 1,
      obra: 12,
      nome: '10',
      numero: '7',
      etapa: '1.5',
    });
    expect(legacyValues({ id: 0 }, { create: false })).toEqual({ id: 0 });
  });

  it('numbers a subetapa under its etapa, and leaves it when the etapa is not the caller’s', async () => {
    const numero = async (id: number) => (id === 4 ? '10' : undefined);
    expect((await legacySubetapa({ etapa: 4, numero: 1 }, numero)).numero).toBe('10.01');
    expect((await legacySubetapa({ etapa: 4, numero: 10.01 }, numero)).numero).toBe('10.01');
    expect((await legacySubetapa({ etapa: 5, numero: 1 }, numero)).numero).toBe(1);
    expect((await legacySubetapa({ etapa: 4, numero: -1 }, numero)).numero).toBe(-1);
  });

  it('maps the old role names, keeps an unknown one for the schema to refuse', () => {
    expect(
      legacyUsuario({ permissoes: ['superAdmin', 'gestao', 'financeiro', '', 'chefe'] }, { create: true }),
    ).toEqual({ permissoes: ['admin', 'admin', 'financeiro', 'chefe'] });
    expect(legacyUsuario({ password: '' }, { create: true })).toEqual({ password: '' });
    expect(legacyUsuario({ password: '' }, { create: false })).toEqual({});
  });

  it('reads an entry’s "rdo" and "k de N", and never overrides a documento sent', () => {
    expect(legacyLancamento({ rdo: 3, parcela: ' 2 de 12 ', usuario: 9, boletos: [] })).toEqual({
      documento: 3,
      parcela: '2/12',
    });
    expect(legacyLancamento({ rdo: 3, documento: 4, parcela: '1 de' })).toEqual({
      documento: 4,
      parcela: '1 de',
    });
  });
});

describe('nestBudget', () => {
  const item = (id: number, numero: string) => ({ id, numero, nome: `Etapa ${numero}` });
  const subitem = (id: number, etapa: unknown) => ({
    id,
    etapa,
    unidade: 'kg',
    quantidade: 2,
    valor_unitario: '1.50',
  });

  it('puts each subitem under the item its number names, in order', () => {
    const { body, errors } = nestBudget({
      nome: 'X',
      item: [item(1, '01'), item(2, '2')],
      subitem: [subitem(7, 2), subitem(8, 1), subitem(9, '2')],
    });
    expect(errors).toEqual([]);
    expect(body.itens).toEqual([
      { etapa: 1, numero: '01', nome: 'Etapa 01', subitens: [expect.objectContaining({ subetapa: 8 })] },
      {
        etapa: 2,
        numero: '2',
        nome: 'Etapa 2',
        subitens: [
          expect.objectContaining({ subetapa: 7, quantidade: '2' }),
          expect.objectContaining({ subetapa: 9 }),
        ],
      },
    ]);
    expect(body).not.toHaveProperty('item');
  });

  it('refuses an orphan subitem on its path, and leaves today’s nested form alone', () => {
    expect(
      nestBudget({ item: [item(1, '1')], subitem: [subitem(7, 3), 'x'] }).errors.map((e) => e.field),
    ).toEqual(['subitem.0.etapa', 'subitem.1.etapa']);
    const today = { itens: [], item: [item(1, '1')] };
    expect(nestBudget(today).body).toBe(today);
  });
});
