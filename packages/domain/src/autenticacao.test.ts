import { describe, expect, it } from 'vitest';
import { loginResponseSchema, loginSchema } from './autenticacao';
import { MESSAGES } from './messages';

function messagesFor(input: unknown) {
  const result = loginSchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('loginSchema', () => {
  it('accepts a valid e-mail and any non-empty password', () => {
    expect(loginSchema.parse({ email: 'maria@example.com', password: 'x' })).toEqual({
      email: 'maria@example.com',
      password: 'x',
    });
  });

  it('explains a bad e-mail and an empty password with the spec messages', () => {
    expect(messagesFor({ email: 'maria@example', password: '' })).toEqual([
      `email: ${MESSAGES.emailInvalidoLogin}`,
      `password: ${MESSAGES.senhaInvalidaLogin}`,
    ]);
  });

  it('drops spaces around the e-mail, not inside it', () => {
    expect(loginSchema.parse({ email: '  maria@example.com \t', password: 'x' }).email).toBe(
      'maria@example.com',
    );
    expect(messagesFor({ email: 'maria @example.com', password: 'x' })).toEqual([
      `email: ${MESSAGES.emailInvalidoLogin}`,
    ]);
  });

  it('uses the same messages for missing fields', () => {
    expect(messagesFor({})).toEqual([
      `email: ${MESSAGES.emailInvalidoLogin}`,
      `password: ${MESSAGES.senhaInvalidaLogin}`,
    ]);
  });

  it('drops unknown keys', () => {
    expect(loginSchema.parse({ email: 'a@b.co', password: 'x', extra: 1 })).toEqual({
      email: 'a@b.co',
      password: 'x',
    });
  });
});

describe('loginResponseSchema', () => {
  it('reads id_user and token', () => {
    expect(loginResponseSchema.parse({ id_user: 7, token: 'abc' })).toEqual({ id_user: 7, token: 'abc' });
    expect(loginResponseSchema.safeParse({ id_user: '7', token: 'abc' }).success).toBe(false);
    expect(loginResponseSchema.safeParse({ id_user: 7, token: '' }).success).toBe(false);
  });
});
