import { isValidCnpj, isValidCpf } from '@gdo/domain/cpf-cnpj';
import type { Role } from '@gdo/domain/usuario';
import { createEmpresa } from '../src/modules/empresas/service';
import { call, signIn, type TestApp } from './helpers';

// Shared set-up of the register tests (clientes, fornecedores, obras, etapas, subetapas).

/** The base digits completed with the two check digits that make a valid number. */
function withCheckDigits(base: string, isValid: (value: string) => boolean): string {
  for (let d = 0; d < 100; d += 1) {
    const candidate = `${base}${String(d).padStart(2, '0')}`;
    if (isValid(candidate)) return candidate;
  }
  throw new Error(`no check digits for ${base}`);
}

/** A distinct valid CPF (11 digits) for each seed. */
export const validCpf = (seed: number) =>
  withCheckDigits(String(123_456_000 + seed).padStart(9, '0'), isValidCpf);

/** A distinct valid CNPJ (14 digits) for each seed. */
export const validCnpj = (seed: number) => withCheckDigits(`${String(40_000_000 + seed)}0001`, isValidCnpj);

/** A user of the test empresa holding `permissoes`, signed in. */
export async function signInWithRole(t: TestApp, adminToken: string, permissoes: Role[], email: string) {
  const password = 'senha-do-teste-1';
  const res = await call(t.app, {
    method: 'POST',
    url: '/api/users/create',
    token: adminToken,
    body: { nome: `Usuário ${permissoes.join(' ')}`, email, password, permissoes },
  });
  if (res.statusCode !== 200) throw new Error(`user not created: ${res.body}`);
  return (await signIn(t.app, email, password)).token;
}

/** A second empresa on the same server, and its admin's token. */
export async function signInOtherEmpresa(t: TestApp, email = 'chefe@vizinha.com.br') {
  const password = 'senha-vizinha-1';
  await createEmpresa(t.database.db, {
    nome: 'Construtora Vizinha',
    admin: { nome: 'Chefe', email, password },
  });
  return (await signIn(t.app, email, password)).token;
}

export const novoCliente = (seed: number, over: Record<string, unknown> = {}) => ({
  cpf_cnpj: validCnpj(seed),
  nome: `Cliente ${seed}`,
  telefone: '(11) 3456-7890',
  email: `cliente${seed}@exemplo.com.br`,
  ...over,
});

/** POST to a create path, failing the test on anything but 200. */
export async function created<T = Record<string, unknown> & { id: number }>(
  t: TestApp,
  token: string,
  url: string,
  body: unknown,
): Promise<T> {
  const res = await call(t.app, { method: 'POST', url, token, body });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** Field names of a 400 answer. */
export const errorFields = (body: { errors?: { field: string }[] }) =>
  (body.errors ?? []).map((e) => e.field);
