import { MEDICAO_ERRORS } from '@gdo/domain/medicao';
import { describe, expect, it } from 'vitest';
import { useCena } from './lancamentos';
import { api, aprovar, criarSubcontrato, medir } from './medicoes';
import { signInOtherEmpresa, signInWithRole } from './registers';

// Deleting a rascunho medição (decision 172): the contract's last one only, so the numbers stay
// without gaps and an approved medição's number never changes; scoped by empresa and role.

const ctx = useCena();

const excluir = (id: number, token = ctx.token) =>
  api(ctx, 'DELETE', `/api/contratos/medicoes/delete/${id}`, undefined, token);

const periodo = (mes: number) => ({
  periodo_de: `2028-${String(mes).padStart(2, '0')}-01`,
  periodo_ate: `2028-${String(mes).padStart(2, '0')}-10`,
});

describe('exclusão de medição em rascunho', () => {
  it('deletes the last rascunho, gives its number back, and refuses an earlier one or an approved one', async () => {
    const { contrato, itens } = await criarSubcontrato(ctx);
    const item = itens[0]!.id;
    const m1 = (
      await medir(ctx, { contrato: contrato.id, ...periodo(1), itens: [{ item, quantidade: '10' }] })
    ).json();
    const m2 = (
      await medir(ctx, { contrato: contrato.id, ...periodo(2), itens: [{ item, quantidade: '5' }] })
    ).json();
    expect([m1.numero, m2.numero]).toEqual([1, 2]);

    const antes = await excluir(m1.id);
    expect(antes.statusCode).toBe(409);
    expect(antes.json().message).toBe(MEDICAO_ERRORS.naoEhAUltima(2));

    const ok = await excluir(m2.id);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: 'Medição nº 2 excluída.' });
    expect((await api(ctx, 'GET', `/api/contratos/medicoes/get/${m2.id}`)).statusCode).toBe(404);
    expect((await excluir(m2.id)).statusCode).toBe(404);
    // Its quantity is free again, and the next medição takes its number.
    const listadas = (await api(ctx, 'GET', `/api/contratos/medicoes/list/${contrato.id}`)).json();
    expect(listadas.map((m: { numero: number }) => m.numero)).toEqual([1]);
    const m2b = await medir(ctx, {
      contrato: contrato.id,
      ...periodo(2),
      itens: [{ item, quantidade: '90' }],
    });
    expect(m2b.statusCode).toBe(200);
    expect(m2b.json().numero).toBe(2);

    // An approved medição stays, whatever comes after it.
    expect((await excluir(m2b.json().id)).statusCode).toBe(200);
    expect((await aprovar(ctx, m1.id)).statusCode).toBe(200);
    const aprovada = await excluir(m1.id);
    expect(aprovada.statusCode).toBe(409);
    expect(aprovada.json().message).toBe(MEDICAO_ERRORS.medicaoAprovada);
  });

  it('is for those who write contracts, in their own empresa', async () => {
    const { contrato, itens } = await criarSubcontrato(ctx);
    const m = (
      await medir(ctx, {
        contrato: contrato.id,
        ...periodo(5),
        itens: [{ item: itens[0]!.id, quantidade: '1' }],
      })
    ).json();
    const leitura = await signInWithRole(ctx.t, ctx.token, ['leitura'], 'leitura.exclusao@exemplo.com.br');
    expect((await excluir(m.id, leitura)).statusCode).toBe(403);
    const diario = await signInWithRole(ctx.t, ctx.token, ['diario'], 'diario.exclusao@exemplo.com.br');
    expect((await excluir(m.id, diario)).statusCode).toBe(403);
    const outra = await signInOtherEmpresa(ctx.t);
    const alheia = await excluir(m.id, outra);
    expect(alheia.statusCode).toBe(404);
    expect(alheia.json().message).toBe(MEDICAO_ERRORS.medicaoNaoEncontrada);
    expect((await api(ctx, 'GET', `/api/contratos/medicoes/get/${m.id}`)).json().status).toBe('rascunho');
  });
});
