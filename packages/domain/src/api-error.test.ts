import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiErrorSchema, toFieldErrors } from './api-error';

describe('toFieldErrors', () => {
  it('keeps the first error of each field and joins nested paths', () => {
    const schema = z.object({
      nome: z
        .string()
        .min(3, 'curto')
        .regex(/^[a-z]+$/, 'letras'),
      itens: z.array(z.object({ quantidade: z.string().min(1, 'obrigatória') })),
    });
    const result = schema.safeParse({ nome: '1', itens: [{ quantidade: 'ok' }, { quantidade: '' }] });
    expect(toFieldErrors(result.error?.issues ?? [])).toEqual([
      { field: 'nome', message: 'curto' },
      { field: 'itens.1.quantidade', message: 'obrigatória' },
    ]);
  });

  it('gives an error about the whole object the field ""', () => {
    expect(toFieldErrors([{ path: [], message: 'Dados inválidos.' }])).toEqual([
      { field: '', message: 'Dados inválidos.' },
    ]);
  });

  it('produces what apiErrorSchema accepts', () => {
    const body = {
      message: 'Dados inválidos.',
      errors: toFieldErrors([{ path: ['email'], message: 'E-mail inválido.' }]),
    };
    expect(apiErrorSchema.parse(body)).toEqual(body);
    expect(apiErrorSchema.parse({ message: 'Token inválido.' })).toEqual({ message: 'Token inválido.' });
  });
});
