import { describe, expect, it } from 'vitest';
import { FIELD_MESSAGES } from './field-messages';
import { alterarSenhaFormSchema, alterarSenhaSchema, isCommonPassword, passwordSchema } from './senha';

function messages(value: unknown) {
  const result = passwordSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('passwordSchema', () => {
  it('refuses the weak passwords of issue 10 in pt-BR', () => {
    expect(messages('        ')).toEqual([FIELD_MESSAGES.senhaCurta]);
    expect(messages('12345678')).toEqual([FIELD_MESSAGES.senhaCurta]);
    expect(messages('123456789')).toEqual([FIELD_MESSAGES.senhaCurta]);
    expect(messages(' '.repeat(12))).toEqual([FIELD_MESSAGES.senhaSoEspacos]);
    expect(messages('\t \n'.repeat(4))).toEqual([FIELD_MESSAGES.senhaSoEspacos]);
    expect(messages('x'.repeat(129))).toEqual([FIELD_MESSAGES.senhaLonga]);
    expect(messages(undefined)).toEqual([FIELD_MESSAGES.senhaCurta]);
  });

  it('refuses the most common passwords whatever their case or surrounding spaces', () => {
    for (const common of [
      '1234567890',
      'qwertyuiop',
      'Password123',
      ' senha12345 ',
      'ADMIN12345',
      'Corinthians',
    ])
      expect(messages(common), common).toEqual([FIELD_MESSAGES.senhaComum]);
  });

  it('takes a password of 10 characters or more that is not common, spaces included', () => {
    for (const good of ['Cimento-Forte-42', 'laje de concreto', '  rebocoAzul9', 'é-ação-çãõ'])
      expect(passwordSchema.parse(good)).toBe(good);
  });
});

describe('isCommonPassword', () => {
  it('ships a list of common passwords that all pass the length rule', () => {
    expect(isCommonPassword('1q2w3e4r5t')).toBe(true);
    expect(isCommonPassword('mudar12345')).toBe(true);
    expect(isCommonPassword('Cimento-Forte-42')).toBe(false);
    expect(isCommonPassword('')).toBe(false);
  });
});

describe('alterarSenhaSchema', () => {
  it('does not hold the current password to the policy, only the new one', () => {
    expect(alterarSenhaSchema.parse({ senha_atual: '123', nova_senha: 'Cimento-Forte-42' })).toEqual({
      senha_atual: '123',
      nova_senha: 'Cimento-Forte-42',
    });
    const result = alterarSenhaSchema.safeParse({ senha_atual: '', nova_senha: '1234567890' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['senha_atual', FIELD_MESSAGES.senhaAtualObrigatoria],
      ['nova_senha', FIELD_MESSAGES.senhaComum],
    ]);
  });

  it('asks the form to repeat the new password', () => {
    const result = alterarSenhaFormSchema.safeParse({
      senha_atual: 'antiga',
      nova_senha: 'Cimento-Forte-42',
      confirmacao: 'Cimento-Forte-43',
    });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['confirmacao', FIELD_MESSAGES.confirmacaoSenhaDiferente],
    ]);
  });
});
