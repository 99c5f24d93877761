import { describe, expect, it } from 'vitest';
import { orcamentoItemCreateSchema, orcamentoSubitemCreateSchema } from './orcamento-item';
import { orcamentoModeloInputSchema } from './orcamento-modelo';

describe('one item or subitem added to a budget', () => {
  it('reports a repeated subetapa on the path of this item body', () => {
    const subitem = { subetapa: 4, unidade: 'kg', quantidade: '1', valor_unitario: '2' };
    const result = orcamentoItemCreateSchema.safeParse({
      orcamento: 1,
      etapa: 2,
      subitens: [subitem, subitem],
    });
    expect(result.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['subitens.1.subetapa', 'Esta subetapa já está nesta etapa.'],
    ]);
  });

  it('needs the parent id and drops a total sent by the client', () => {
    const parsed = orcamentoSubitemCreateSchema.parse({
      item: 9,
      subetapa: 4,
      unidade: 'verba',
      quantidade: '1',
      valor_unitario: '10',
      valor_total: '1',
    });
    expect(parsed).toEqual({
      item: 9,
      subetapa: 4,
      unidade: 'verba',
      quantidade: '1',
      valor_unitario: '10.00',
    });
    expect(orcamentoSubitemCreateSchema.safeParse({ subetapa: 4 }).success).toBe(false);
  });
});

describe('orcamentoModeloInputSchema', () => {
  it('makes default quantity and price optional, normalised when given', () => {
    const parsed = orcamentoModeloInputSchema.parse({
      nome: 'Padrão',
      itens: [
        {
          etapa: 1,
          subitens: [
            { subetapa: 2, unidade: 'm3', quantidade: '1.5' },
            { subetapa: 3, unidade: 'dia' },
          ],
        },
      ],
    });
    expect(parsed.status).toBe(1);
    expect(parsed.itens[0]!.subitens).toEqual([
      { subetapa: 2, unidade: 'm3', quantidade: '1.500' },
      { subetapa: 3, unidade: 'dia' },
    ]);
  });
});
