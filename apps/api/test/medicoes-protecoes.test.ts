import { MEDICAO_ERRORS } from '@gdo/domain/medicao';
import { describe, expect, it } from 'vitest';
import { useCena } from './lancamentos';
import { api, aprovar, contratoAtual, criarSubcontrato, medir, subcontrato } from './medicoes';
import { errorFields, signInOtherEmpresa, signInWithRole } from './registers';

// Medições de contrato under pressure (issue 14, decisions 131 and 133): simultaneous medições and
// approvals, a repeated create, another empresa and the weakest roles, hostile input. The
// lifecycle (itens, retention, approval, aditivos, percentages) is in medicoes.test.ts.

const ctx = useCena();

describe('medições de contrato sob pressão', () => {
  it('numbers simultaneous medições without gaps and never approves two past the contract', async () => {
    const { contrato, itens } = await criarSubcontrato(ctx);
    const a = itens[0]!;
    const criadas = await Promise.all(
      Array.from({ length: 10 }, (_, k) =>
        medir(ctx, {
          contrato: contrato.id,
          periodo_de: `2027-${String(k + 1).padStart(2, '0')}-01`,
          periodo_ate: `2027-${String(k + 1).padStart(2, '0')}-10`,
          itens: [{ item: a.id, quantidade: '60' }],
        }),
      ),
    );
    expect(criadas.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(criadas.map((r) => r.json().numero).sort((x, y) => x - y)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
    const aprovacoes = await Promise.all(criadas.slice(0, 2).map((r) => aprovar(ctx, r.json().id)));
    expect(aprovacoes.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(await contratoAtual(ctx, contrato.id)).toMatchObject({
      medido: '21000.00',
      medicoes_aprovadas: 1,
    });
  });

  it('repeats a create sent twice with one Idempotency-Key', async () => {
    const { contrato, itens } = await criarSubcontrato(ctx);
    const body = {
      contrato: contrato.id,
      periodo_de: '2028-01-01',
      periodo_ate: '2028-01-31',
      itens: [{ item: itens[0]!.id, quantidade: '1' }],
    };
    const headers = { 'idempotency-key': `medicao-${contrato.id}` };
    const [r1, r2] = await Promise.all(
      [1, 2].map(() =>
        ctx.t.app.inject({
          method: 'POST',
          url: '/api/contratos/medicoes/create',
          headers: { authorization: ctx.token, ...headers },
          payload: body,
        }),
      ),
    );
    expect(r1!.json().id).toBe(r2!.json().id);
    expect((await api(ctx, 'GET', `/api/contratos/medicoes/list/${contrato.id}`)).json()).toHaveLength(1);
  });

  it("keeps another empresa's contracts and medições out of reach, and the weakest roles out of writes", async () => {
    const { contrato, itens } = await criarSubcontrato(ctx);
    const m = (
      await medir(ctx, {
        contrato: contrato.id,
        periodo_de: '2029-01-01',
        periodo_ate: '2029-01-31',
        itens: [{ item: itens[0]!.id, quantidade: '1' }],
      })
    ).json();
    const vizinha = await signInOtherEmpresa(ctx.t);
    for (const url of [
      `/api/contratos/medicoes/list/${contrato.id}`,
      `/api/contratos/aditivos/list/${contrato.id}`,
      `/api/contratos/itens/list/${contrato.id}`,
      `/api/contratos/medicoes/get/${m.id}`,
      `/api/contratos/medicoes/export/${m.id}/pdf`,
    ]) {
      expect((await api(ctx, 'GET', url, undefined, vizinha)).statusCode, url).toBe(404);
    }
    expect((await aprovar(ctx, m.id, vizinha)).statusCode).toBe(404);
    expect((await api(ctx, 'PUT', `/api/contratos/medicoes/edit/${m.id}`, {}, vizinha)).statusCode).toBe(404);
    expect(
      (await api(ctx, 'POST', `/api/contratos/retencao/liberar/${contrato.id}`, {}, vizinha)).statusCode,
    ).toBe(404);
    const alheio = await medir(
      ctx,
      { contrato: contrato.id, periodo_de: '2029-02-01', periodo_ate: '2029-02-02', percentual: '1' },
      vizinha,
    );
    expect(alheio.statusCode).toBe(400);
    expect(errorFields(alheio.json())).toEqual(['contrato']);

    const leitura = await signInWithRole(ctx.t, ctx.token, ['leitura'], 'leitura.medicoes@exemplo.com.br');
    expect((await aprovar(ctx, m.id, leitura)).statusCode).toBe(403);
    expect(
      (await api(ctx, 'GET', `/api/contratos/medicoes/list/${contrato.id}`, undefined, leitura)).statusCode,
    ).toBe(200);
    const diario = await signInWithRole(ctx.t, ctx.token, ['diario'], 'diario.medicoes@exemplo.com.br');
    expect(
      (await api(ctx, 'GET', `/api/contratos/medicoes/list/${contrato.id}`, undefined, diario)).statusCode,
    ).toBe(403);
    // The medição survived all of it as a rascunho.
    expect((await api(ctx, 'GET', `/api/contratos/medicoes/get/${m.id}`)).json().status).toBe('rascunho');
  });

  it('answers hostile input with pt-BR 400s and 404s, never a 5xx', async () => {
    const { contrato, itens } = await criarSubcontrato(ctx);
    const item = itens[0]!.id;
    const base = { contrato: contrato.id, periodo_de: '2030-01-01', periodo_ate: '2030-01-31' };
    const casos: [string, unknown][] = [
      ['vazio', {}],
      ['quantidade negativa', { ...base, itens: [{ item, quantidade: '-1' }] }],
      ['quantidade enorme', { ...base, itens: [{ item, quantidade: '9'.repeat(40) }] }],
      ['quantidade número', { ...base, itens: [{ item, quantidade: 1e308 }] }],
      [
        'item repetido',
        {
          ...base,
          itens: [
            { item, quantidade: '1' },
            { item, quantidade: '1' },
          ],
        },
      ],
      ['item alheio', { ...base, itens: [{ item: 2_147_483_647, quantidade: '1' }] }],
      ['itens e percentual', { ...base, itens: [{ item, quantidade: '1' }], percentual: '10' }],
      ['período invertido', { ...base, periodo_ate: '2029-12-31', itens: [{ item, quantidade: '1' }] }],
      ['percentual acima de 100', { ...base, percentual: '100.01' }],
      ['contrato negativo', { ...base, contrato: -1, percentual: '1' }],
    ];
    for (const [nome, body] of casos) {
      const res = await medir(ctx, body as Record<string, unknown>);
      expect(res.statusCode, `${nome}: ${res.body}`).toBe(400);
      expect(res.json().message, nome).toMatch(/[a-zà-ú]/i);
    }
    for (const url of [
      '/api/contratos/medicoes/get/%31%32abc',
      '/api/contratos/medicoes/get/-1',
      '/api/contratos/medicoes/get/99999999999',
    ]) {
      expect((await api(ctx, 'GET', url)).statusCode, url).toBe(400);
    }
    expect((await api(ctx, 'GET', '/api/contratos/medicoes/get/2147483647')).statusCode).toBe(404);
    const aditivoEnorme = await api(ctx, 'POST', '/api/contratos/aditivos/create', {
      contrato: contrato.id,
      descricao: 'Enorme',
      itens: [{ item, quantidade: '999999999999' }],
    });
    expect(aditivoEnorme.statusCode).toBe(400);
    expect(aditivoEnorme.json().errors[0].message).toBe(MEDICAO_ERRORS.quantidadeAcimaDoLimite);
    const enorme = subcontrato(ctx, {
      itens: [{ ...subcontrato(ctx).itens[0], quantidade: '999999999999', valor_unitario: '9999999999' }],
    });
    const contratoEnorme = await api(ctx, 'POST', '/api/contratos/create', enorme);
    expect(contratoEnorme.statusCode).toBe(400);
    expect(contratoEnorme.json().errors[0].message).toBe(MEDICAO_ERRORS.valorAcimaDoLimite);
    const termos = await api(ctx, 'PUT', `/api/contratos/edit/${contrato.id}`, {
      retencao_percentual: '60',
      amortizacao_percentual: '50',
    });
    expect(termos.statusCode).toBe(400);
    expect(errorFields(termos.json())).toContain('amortizacao_percentual');
  });
});
