import { DIARIO_ULTIMOS_MESSAGES, ULTIMOS_MAX_OBRAS, type UltimoDiario } from '@gdo/domain/diario-ultimos';
import { beforeAll, describe, expect, it } from 'vitest';
import { criarDiario, diarios, diasAtras, novaObra, novoDiario } from './diarios';
import { useTestApp } from './helpers';
import { type Cena, seedCena } from './lancamentos';
import { signInOtherEmpresa, signInWithRole } from './registers';

// GET /api/diarios/ultimos?obras=… (decision 185): the last report of a page of obras in one answer,
// for the diário's way in. Scoped by empresa, read by every role, without money.

const s = useTestApp(async (t, token) => ({ cena: await seedCena(t, token, 1) }));
let comDois: Cena;
let semNenhum: Cena;
let deOutra: Cena;
let outraToken: string;

const ultimos = (obras: string, token = s.token) => diarios(s.t, token, 'GET', `ultimos?obras=${obras}`);

const lidos = async (obras: string, token = s.token) => {
  const res = await ultimos(obras, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as UltimoDiario[];
};

beforeAll(async () => {
  comDois = await novaObra(s.t, s.token, s.cena, 2);
  semNenhum = await novaObra(s.t, s.token, s.cena, 3);
  // Written out of order: the later day gets número 1, so "last" is by date, not by número.
  await criarDiario(s.t, s.token, novoDiario(comDois, { data: diasAtras(1) }));
  await criarDiario(s.t, s.token, novoDiario(comDois, { data: diasAtras(4) }));
  await criarDiario(s.t, s.token, novoDiario(s.cena, { data: diasAtras(2) }));
  outraToken = await signInOtherEmpresa(s.t);
  deOutra = await seedCena(s.t, outraToken, 7);
  await criarDiario(s.t, outraToken, novoDiario(deOutra, { data: diasAtras(1) }));
}, 60_000);

describe('diário de obra: últimos relatórios de várias obras', () => {
  it('answers each obra asked about with its last report by date, or null, ordered by id', async () => {
    const ids = [semNenhum.obra.id, comDois.obra.id, s.cena.obra.id];
    const answer = await lidos(ids.join(','));
    expect(answer.map((u) => u.obra)).toEqual([...ids].sort((a, b) => a - b));
    const de = (obra: number) => answer.find((u) => u.obra === obra)?.ultimo;
    expect(de(comDois.obra.id)).toMatchObject({ numero: 1, data: diasAtras(1), status: 'rascunho' });
    expect(de(s.cena.obra.id)).toMatchObject({ numero: 1, data: diasAtras(2) });
    expect(de(semNenhum.obra.id)).toBeNull();
    // No money, nothing but the summary.
    expect(Object.keys(answer[0]!).sort()).toEqual(['obra', 'ultimo']);
    expect(Object.keys(de(comDois.obra.id)!).sort()).toEqual(['data', 'id', 'numero', 'status']);
  });

  it("leaves out another empresa's obras and ids of no obra, in both directions", async () => {
    const answer = await lidos(`${deOutra.obra.id},${comDois.obra.id},999999`);
    expect(answer.map((u) => u.obra)).toEqual([comDois.obra.id]);
    expect(await lidos(`${comDois.obra.id},${semNenhum.obra.id}`, outraToken)).toEqual([]);
    const delas = await lidos(String(deOutra.obra.id), outraToken);
    expect(delas).toHaveLength(1);
    expect(delas[0]!.ultimo?.data).toBe(diasAtras(1));
  });

  it('is read by every role, the weakest included (diario, leitura, lancamentos)', async () => {
    const esperado = await lidos(String(comDois.obra.id));
    for (const role of ['diario', 'leitura', 'lancamentos', 'financeiro'] as const) {
      const token = await signInWithRole(s.t, s.token, [role], `ultimos-${role}@teste.com.br`);
      expect(await lidos(String(comDois.obra.id), token), role).toEqual(esperado);
    }
    expect((await ultimos(String(comDois.obra.id), 'x'.repeat(43))).statusCode).toBe(401);
  });

  it('counts a repeated id once and takes up to the cap', async () => {
    const id = comDois.obra.id;
    expect(await lidos(`${id},${id},${id}`)).toHaveLength(1);
    const cheio = [id, ...Array.from({ length: ULTIMOS_MAX_OBRAS - 1 }, (_, i) => 1_000_000 + i)];
    expect((await lidos(cheio.join(','))).map((u) => u.obra)).toEqual([id]);
  });

  it('refuses a list past the cap, however long, with a pt-BR 400', async () => {
    for (const n of [ULTIMOS_MAX_OBRAS + 1, 100_000]) {
      const lista = Array.from({ length: n }, (_, i) => i + 1).join(',');
      const started = performance.now();
      const res = await ultimos(lista);
      expect(res.statusCode, `${n} ids`).toBe(400);
      expect(res.json().errors).toEqual([{ field: 'obras', message: DIARIO_ULTIMOS_MESSAGES.obrasDemais }]);
      expect(performance.now() - started).toBeLessThan(2_000);
    }
  });

  it.each([
    ['', 'vazia'],
    ['abc', 'texto'],
    ['1,,2', 'um item vazio'],
    ['1.5', 'decimal'],
    ['-1', 'negativo'],
    ['0', 'zero'],
    ['2147483648', 'além do int4'],
    ['%201', 'com espaço'],
    ['0x10', 'hexadecimal'],
    ['1e3', 'notação científica'],
  ])('refuses the malformed list %j (%s) with a pt-BR 400 naming the field', async (lista) => {
    const res = await ultimos(lista);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'obras', message: DIARIO_ULTIMOS_MESSAGES.obrasInvalidas }]);
  });

  it('refuses a missing or repeated parameter with a 400', async () => {
    for (const path of ['ultimos', `ultimos?obras=1&obras=2`]) {
      const res = await diarios(s.t, s.token, 'GET', path);
      expect(res.statusCode, path).toBe(400);
      expect(res.json().errors?.[0]?.field, path).toBe('obras');
    }
  });

  it('answers parallel calls alike while reports are written', async () => {
    const ids = `${comDois.obra.id},${semNenhum.obra.id},${s.cena.obra.id}`;
    const [answers] = await Promise.all([
      Promise.all(Array.from({ length: 20 }, () => lidos(ids))),
      criarDiario(s.t, s.token, novoDiario(s.cena, { data: diasAtras(6) })),
    ]);
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    // An older day written meanwhile does not become the last report.
    expect(answers[0]!.find((u) => u.obra === s.cena.obra.id)?.ultimo?.data).toBe(diasAtras(2));
  });
});
