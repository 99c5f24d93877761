import { describe, expect, it } from 'vitest';
import { useCena } from './lancamentos';
import { api, aprovar, contratoAtual, criarSubcontrato, medir, subcontrato } from './medicoes';

// What the hostile review of the medições found (decisions 130–133): a contract's value never
// goes below what its approved medições measured, whichever call changes it; approvals of two
// contracts of one obra at once never deadlock on the RDO's totals rows.

const ctx = useCena();

async function contratoPorPercentual(valor: string) {
  const etapa = ctx.cena.etapas[0]!;
  const res = await api(ctx, 'POST', '/api/contratos/create', {
    obra: ctx.cena.obra.id,
    fornecedor: ctx.cena.fornecedor.id,
    objeto: 'Pintura (empreitada por percentual)',
    valor,
    etapa: etapa.id,
    subetapa: etapa.subetapas[0]!.id,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id as number;
}

describe('valor de um contrato medido', () => {
  it('a typed value below what is measured is a 409, as an aditivo would be; at or above it is kept', async () => {
    const id = await contratoPorPercentual('10000');
    const medicao = await medir(ctx, {
      contrato: id,
      periodo_de: '2026-01-01',
      periodo_ate: '2026-01-31',
      percentual: '50',
    });
    expect(medicao.statusCode, medicao.body).toBe(200);
    expect((await aprovar(ctx, medicao.json().id)).statusCode).toBe(200);

    const abaixo = await api(ctx, 'PUT', `/api/contratos/edit/${id}`, { valor: '1000' });
    expect(abaixo.statusCode, abaixo.body).toBe(409);
    expect(abaixo.json().errors[0]).toMatchObject({ field: 'valor' });
    expect(abaixo.json().message).toContain('R$\u00a05.000,00');
    expect(await contratoAtual(ctx, id)).toMatchObject({
      valor: '10000.00',
      medido: '5000.00',
      saldo_a_medir: '5000.00',
    });

    const igual = await api(ctx, 'PUT', `/api/contratos/edit/${id}`, { valor: '5000' });
    expect(igual.statusCode, igual.body).toBe(200);
    expect(await contratoAtual(ctx, id)).toMatchObject({ valor: '5000.00', saldo_a_medir: '0.00' });
  });
});

describe('aprovações simultâneas de contratos da mesma obra', () => {
  it('never deadlock, whatever order each contract keeps its itens in', async () => {
    const rodadas = await Promise.all(
      Array.from({ length: 8 }, async (_, k) => {
        // One contract with its itens in etapa 1, then 2; the other in etapa 2, then 1.
        const invertidos = { itens: [...subcontrato(ctx).itens].reverse() };
        const pares = await Promise.all([criarSubcontrato(ctx), criarSubcontrato(ctx, invertidos)]);
        const medicoes = await Promise.all(
          pares.map(async ({ contrato, itens }) => {
            const res = await medir(ctx, {
              contrato: contrato.id,
              periodo_de: `2028-0${k + 1}-01`,
              periodo_ate: `2028-0${k + 1}-10`,
              itens: itens.map((i) => ({ item: i.id, quantidade: '1' })),
            });
            expect(res.statusCode, res.body).toBe(200);
            return res.json().id as number;
          }),
        );
        return medicoes;
      }),
    );
    const aprovadas = await Promise.all(rodadas.flat().map((id) => aprovar(ctx, id)));
    expect(
      aprovadas.filter((r) => r.statusCode !== 200).map((r) => r.body),
      'every approval answered 200',
    ).toEqual([]);
  });
});
