import { API_ERRORS } from '@gdo/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN } from './fixtures';
import { call, createTestApp, signIn, type TestApp } from './helpers';
import { signInOtherEmpresa } from './registers';

// Issue 10, item 6: e-mails stay unique on the whole server (sign-in is by e-mail alone), but a
// refusal never tells which empresa holds one: same status, words and time (decision 059).
const ROUNDS = Number(process.env.RELIABILITY_RUNS ?? 4) * 10;
const DATABASE = (process.env.GDO_TEST_DB ?? 'embedded') === 'embedded' ? 'embutido' : 'externo';
const OUTRA = 'chefe@vizinha.com.br';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await signIn(t.app)).token;
  await signInOtherEmpresa(t, OUTRA);
});
afterAll(() => t.close());

const create = (body: Record<string, unknown>) =>
  call(t.app, {
    method: 'POST',
    url: '/api/users/create',
    token,
    body: { nome: 'Nova Pessoa', password: 'senha-da-nova-1', permissoes: ['leitura'], ...body },
  });

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

describe('an e-mail already in use', () => {
  it('gets the same answer whether this empresa or another holds it', async () => {
    const ours = await create({ email: TEST_ADMIN.email.toUpperCase() });
    const theirs = await create({ email: OUTRA.toUpperCase() });
    expect(theirs.statusCode).toBe(409);
    expect(theirs.json()).toEqual({
      message: API_ERRORS.emailEmUso,
      errors: [{ field: 'email', message: API_ERRORS.emailEmUso }],
    });
    expect(ours.statusCode).toBe(theirs.statusCode);
    expect(ours.body).toBe(theirs.body);
    expect(theirs.body).not.toMatch(/empresa|vizinha|já existe/i);

    // An administrator's edit moving a user to that address gets the same answer.
    const user = (await create({ email: 'mudar@teste.com.br' })).json();
    const edited = await call(t.app, {
      method: 'PUT',
      url: `/api/users/edit/${user.id}`,
      token,
      body: { ...user, email: OUTRA },
    });
    expect(edited.statusCode).toBe(409);
    expect(edited.body).toBe(theirs.body);
  });

  it('is refused in the same time in both cases, as fast as a validation refusal', async () => {
    const kinds = {
      outra: () => create({ email: OUTRA }),
      mesma: () => create({ email: TEST_ADMIN.email }),
      validacao: () => create({ email: 'livre@teste.com.br', cpf: '111.111.111-11' }),
    };
    const times: Record<keyof typeof kinds, number[]> = { outra: [], mesma: [], validacao: [] };
    for (let round = 0; round < ROUNDS + 5; round += 1) {
      // A new order each round, so a warm-up or a busy moment does not favour one kind.
      const order = (Object.keys(kinds) as (keyof typeof kinds)[]).sort(() => Math.random() - 0.5);
      for (const kind of order) {
        const start = performance.now();
        const res = await kinds[kind]();
        const elapsed = performance.now() - start;
        expect(res.statusCode).toBe(kind === 'validacao' ? 400 : 409);
        if (round >= 5) times[kind].push(elapsed);
      }
    }
    const [outra, mesma, validacao] = [median(times.outra), median(times.mesma), median(times.validacao)];
    const diferenca = Math.abs(outra - mesma);
    console.log(
      `e-mail recusado: mediana ${outra.toFixed(2)} ms (outra empresa), ${mesma.toFixed(2)} ms (mesma empresa), ` +
        `${validacao.toFixed(2)} ms (dados inválidos), ${ROUNDS} de cada; diferença entre empresas ` +
        `${diferenca.toFixed(2)} ms (PostgreSQL ${DATABASE})`,
    );
    // The same code path: any gap is noise, far below the ~60 ms of a password hash a leak would show.
    expect(diferenca).toBeLessThan(Math.max(2, mesma * 0.5));
    expect(Math.abs(outra - validacao)).toBeLessThan(20);
  });
});
