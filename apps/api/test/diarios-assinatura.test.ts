import { DIARIO_MESSAGES } from '@gdo/domain/diario-constantes';
import type { Diario, Verificacao } from '@gdo/domain/diario-response';
import { API_ERRORS } from '@gdo/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assinar, criarDiario, diarios, diasAtras, novaObra as novaObraDe, novoDiario } from './diarios';
import { createTestApp, signIn, type TestApp } from './helpers';
import { type Cena, seedCena } from './lancamentos';
import { errorFields } from './registers';

// Signing, retificações and the integrity chain (issue 12, decision 070).

let t: TestApp;
let token: string;
let cena: Cena;
let seed = 1;

beforeAll(async () => {
  t = await createTestApp();
  token = (await signIn(t.app)).token;
  cena = await seedCena(t, token, 1);
}, 60_000);
afterAll(() => t.close());

/** Another obra of its own, so a test's números and chain start empty. */
function novaObra(): Promise<Cena> {
  seed += 1;
  return novaObraDe(t, token, cena, seed);
}

const verificar = async (obra: number) =>
  (await diarios(t, token, 'GET', `verificar/obra/${obra}`)).json() as Verificacao;

const retificar = async (id: number, texto: string): Promise<Diario> => {
  const res = await diarios(t, token, 'POST', `retificar/${id}`, { texto });
  if (res.statusCode !== 200) throw new Error(`retificar: ${res.statusCode} ${res.body}`);
  return res.json();
};

describe('diário de obra: assinatura e cadeia', () => {
  it('signs a rascunho, which then refuses edits (pointing at a retificação), deletion and a second signature', async () => {
    const obra = await novaObra();
    const diario = await criarDiario(t, token, novoDiario(obra, { data: diasAtras(2) }));
    const admin = await signIn(t.app);
    // A plain POST, with no body, signs.
    const res = await diarios(t, token, 'POST', `assinar/${diario.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const signed = res.json() as Diario;
    expect(signed).toMatchObject({
      status: 'assinado',
      assinado_por: admin.id_user,
      assinado_por_nome: expect.any(String),
      hash_anterior: null,
      efetivo: diario.efetivo,
      atividades: diario.atividades,
    });
    expect(signed.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(Date.parse(signed.assinado_em!)).toBeGreaterThan(Date.now() - 60_000);

    const edit = await diarios(t, token, 'PUT', `edit/${diario.id}`, { observacoes: 'depois' });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(DIARIO_MESSAGES.diarioAssinado);
    expect(edit.json().message).toMatch(/retificação/);
    expect((await diarios(t, token, 'DELETE', `delete/${diario.id}`)).statusCode).toBe(409);
    const again = await diarios(t, token, 'POST', `assinar/${diario.id}`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(DIARIO_MESSAGES.diarioJaAssinado);
    expect((await diarios(t, token, 'GET', `get/${diario.id}`)).json()).toEqual(signed);
  });

  it('signs only with the morning and afternoon weather, and only the versao that was read', async () => {
    const obra = await novaObra();
    const diario = await criarDiario(t, token, { obra: obra.obra.id, data: diasAtras(3) });
    const semClima = await diarios(t, token, 'POST', `assinar/${diario.id}`, {});
    expect(semClima.statusCode).toBe(400);
    expect(errorFields(semClima.json())).toEqual(['clima.manha', 'clima.tarde']);
    const clima = {
      manha: { tempo: 'nublado', condicao: 'praticavel' },
      tarde: { tempo: 'claro', condicao: 'praticavel' },
    };
    const edited = (await diarios(t, token, 'PUT', `edit/${diario.id}`, { clima })).json() as Diario;
    const stale = await diarios(t, token, 'POST', `assinar/${diario.id}`, { versao: diario.versao });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(API_ERRORS.registroAlterado);
    const ok = await diarios(t, token, 'POST', `assinar/${diario.id}`, { versao: edited.versao });
    expect(ok.statusCode).toBe(200);
  });

  it('chains each signature and retificação to the previous link of the obra, and verifies the chain', async () => {
    const obra = await novaObra();
    const a = await criarDiario(t, token, novoDiario(obra, { data: diasAtras(10) }));
    const b = await criarDiario(t, token, novoDiario(obra, { data: diasAtras(9) }));
    const c = await criarDiario(t, token, novoDiario(obra, { data: diasAtras(8) }));
    const rascunhoRetificado = await diarios(t, token, 'POST', `retificar/${a.id}`, { texto: 'x' });
    expect(rascunhoRetificado.statusCode).toBe(409);
    expect(rascunhoRetificado.json().message).toBe(DIARIO_MESSAGES.diarioNaoAssinado);

    // Signed out of order: the chain follows the signatures, not the números.
    const sb = await assinar(t, token, b.id);
    const sa = await assinar(t, token, a.id);
    const ra = await retificar(a.id, 'Onde se lê 4 pedreiros, leia-se 5.');
    const sc = await assinar(t, token, c.id);
    expect(sa.hash_anterior).toBe(sb.hash);
    expect(ra.retificacoes).toHaveLength(1);
    const [r1] = ra.retificacoes;
    expect(r1).toMatchObject({ texto: 'Onde se lê 4 pedreiros, leia-se 5.', hash_anterior: sa.hash });
    expect(sc.hash_anterior).toBe(r1!.hash);
    // The report itself is unchanged by its retificação.
    const { retificacoes: _r, versao: _v, data_alteracao: _d, ...semRetificacoes } = ra;
    expect(semRetificacoes).toEqual(
      (({ retificacoes: _a, versao: _b, data_alteracao: _c, ...rest }) => rest)(sa),
    );

    const ok = await verificar(obra.obra.id);
    expect(ok).toEqual({
      integro: true,
      relatorios: [
        { id: a.id, numero: 1, integro: true },
        { id: b.id, numero: 2, integro: true },
        { id: c.id, numero: 3, integro: true },
      ],
    });
  });

  it('detects a row changed, or a link removed, directly in the database', async () => {
    const obra = await novaObra();
    const ids: number[] = [];
    for (const n of [20, 19, 18]) {
      const d = await criarDiario(t, token, novoDiario(obra, { data: diasAtras(n) }));
      await assinar(t, token, d.id);
      ids.push(d.id);
    }
    await retificar(ids[2]!, 'Complemento: visita do fiscal às 15h.');
    expect((await verificar(obra.obra.id)).integro).toBe(true);

    const pool = t.database.pool;
    await pool.query(`update diarios set efetivo = jsonb_set(efetivo, '{0,quantidade}', '9') where id = $1`, [
      ids[0],
    ]);
    expect(await verificar(obra.obra.id)).toEqual({
      integro: false,
      relatorios: [
        { id: ids[0], numero: 1, integro: false },
        { id: ids[1], numero: 2, integro: true },
        { id: ids[2], numero: 3, integro: true },
      ],
    });
    await pool.query(`update diarios set efetivo = jsonb_set(efetivo, '{0,quantidade}', '4') where id = $1`, [
      ids[0],
    ]);
    expect((await verificar(obra.obra.id)).integro).toBe(true);

    // A retificação's text changed, then the retificação removed: the chain shows both.
    await pool.query(`update diario_retificacoes set texto = 'Outro texto' where diario_id = $1`, [ids[2]]);
    expect((await verificar(obra.obra.id)).relatorios.map((r) => r.integro)).toEqual([true, true, false]);
    await pool.query('delete from diario_retificacoes where diario_id = $1', [ids[2]]);
    expect(await verificar(obra.obra.id)).toMatchObject({ integro: false });

    // A signed report turned back into a rascunho and edited.
    const other = await novaObra();
    const d = await criarDiario(t, token, novoDiario(other, { data: diasAtras(30) }));
    await assinar(t, token, d.id);
    await pool.query(`update diarios set status = 'rascunho' where id = $1`, [d.id]);
    await diarios(t, token, 'PUT', `edit/${d.id}`, { observacoes: 'reescrito' });
    expect(await verificar(other.obra.id)).toEqual({
      integro: false,
      relatorios: [{ id: d.id, numero: 1, integro: false }],
    });
  });

  it('keeps one chain when signatures of one obra arrive together, and reads it whole meanwhile', async () => {
    const obra = await novaObra();
    const criados: Diario[] = [];
    for (let n = 0; n < 10; n += 1)
      criados.push(await criarDiario(t, token, novoDiario(obra, { data: diasAtras(60 + n) })));
    const [answers, meanwhile] = await Promise.all([
      Promise.all(criados.map((d) => diarios(t, token, 'POST', `assinar/${d.id}`, {}))),
      Promise.all(criados.map(() => verificar(obra.obra.id))),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual(criados.map(() => 200));
    expect(meanwhile.map((v) => v.integro)).toEqual(criados.map(() => true));
    const verificacao = await verificar(obra.obra.id);
    expect(verificacao.integro).toBe(true);
    expect(verificacao.relatorios).toHaveLength(10);
  });

  it('answers an empty, intact chain for an obra without signed reports', async () => {
    const obra = await novaObra();
    await criarDiario(t, token, novoDiario(obra, { data: diasAtras(1) }));
    expect(await verificar(obra.obra.id)).toEqual({ integro: true, relatorios: [] });
    expect((await diarios(t, token, 'GET', 'verificar/obra/999999')).statusCode).toBe(404);
  });
});
