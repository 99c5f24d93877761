import type { Diario } from '@gdo/domain/diario-response';
import type { Role } from '@gdo/domain/usuario';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarDiario, diarios, diasAtras, novoDiario } from './diarios';
import { createTestApp, signIn, type TestApp } from './helpers';
import { type Cena, seedCena } from './lancamentos';
import { signInWithRole } from './registers';

// Who does what with the diário (issue 12): admin and diario write and sign; every role reads.

let t: TestApp;
let admin: string;
let cena: Cena;
let diario: Diario;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t.app)).token;
  cena = await seedCena(t, admin, 1);
  diario = await criarDiario(t, admin, novoDiario(cena, { data: diasAtras(5) }));
}, 60_000);
afterAll(() => t.close());

describe('diário de obra: perfis', () => {
  it('lets the diario role write, copy, sign and retify, and read the budget’s etapas without money', async () => {
    const site = await signInWithRole(t, admin, ['diario'], 'mestre@teste.com.br');
    const own = await criarDiario(t, site, novoDiario(cena, { data: diasAtras(4) }));
    expect(own.criado_por_nome).toBe('Usuário diario');
    expect((await diarios(t, site, 'PUT', `edit/${own.id}`, { observacoes: 'ok' })).statusCode).toBe(200);
    expect((await diarios(t, site, 'POST', `assinar/${own.id}`, {})).statusCode).toBe(200);
    expect((await diarios(t, site, 'POST', `retificar/${own.id}`, { texto: 'Correção' })).statusCode).toBe(
      200,
    );
    const copia = await diarios(t, site, 'POST', `copiar-anterior/${cena.obra.id}`, { data: diasAtras(3) });
    expect(copia.statusCode).toBe(200);
    expect((await diarios(t, site, 'DELETE', `delete/${copia.json().id}`)).statusCode).toBe(200);

    const etapas = await diarios(t, site, 'GET', `etapas/obra/${cena.obra.id}`);
    expect(etapas.statusCode).toBe(200);
    const [primeira] = cena.etapas;
    expect(etapas.json()[0]).toEqual({
      id: primeira!.id,
      numero: primeira!.numero,
      nome: primeira!.nome,
      subetapas: primeira!.subetapas.slice(0, 2).map(({ id, numero, nome }) => ({ id, numero, nome })),
    });
    expect(
      (
        await t.app.inject({
          url: `/api/orcamentos/get/${cena.orcamento.id}`,
          headers: { authorization: site },
        })
      ).statusCode,
    ).toBe(403);
  });

  it.each<Role>(['leitura', 'financeiro', 'lancamentos'])(
    'lets %s read reports and their chain, and write none',
    async (role) => {
      const token = await signInWithRole(t, admin, [role], `${role}@diario.com.br`);
      for (const path of [
        `list/obra/${cena.obra.id}`,
        `get/${diario.id}`,
        `verificar/obra/${cena.obra.id}`,
        `etapas/obra/${cena.obra.id}`,
      ]) {
        expect((await diarios(t, token, 'GET', path)).statusCode, path).toBe(200);
      }
      const writes = [
        ['POST', 'create', novoDiario(cena, { data: diasAtras(30) })],
        ['PUT', `edit/${diario.id}`, { observacoes: 'x' }],
        ['DELETE', `delete/${diario.id}`, undefined],
        ['POST', `assinar/${diario.id}`, {}],
        ['POST', `retificar/${diario.id}`, { texto: 'x' }],
        ['POST', `copiar-anterior/${cena.obra.id}`, { data: diasAtras(30) }],
      ] as const;
      for (const [method, path, body] of writes) {
        expect((await diarios(t, token, method, path, body)).statusCode, path).toBe(403);
      }
      expect((await diarios(t, admin, 'GET', `get/${diario.id}`)).json()).toEqual(diario);
    },
  );
});
