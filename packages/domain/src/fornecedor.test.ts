import { describe, expect, it } from 'vitest';
import { FIELD_MESSAGES } from './field-messages';
import { fornecedorCreateSchema, fornecedorEditSchema, TIPO_CONTA_LABELS } from './fornecedor';

const minimal = {
  cpf_cnpj: '529.982.247-25',
  nome: 'José Pedreiro',
  telefone: '(31) 99876-5432',
  email: 'jose@exemplo.com.br',
};

describe('fornecedor', () => {
  it('names the account types in pt-BR', () => {
    expect(TIPO_CONTA_LABELS).toEqual({ 1: 'Corrente', 2: 'Poupança' });
  });

  it('adds bank details and a Pix key to the common fields', () => {
    expect(
      fornecedorCreateSchema.parse({
        ...minimal,
        banco: ' 104 - Caixa ',
        agencia: '0001',
        conta: '12345-6',
        tipo_conta: 1,
        pix: '52998224725',
      }),
    ).toEqual({
      cpf_cnpj: '52998224725',
      nome: 'José Pedreiro',
      telefone: '31998765432',
      email: 'jose@exemplo.com.br',
      banco: '104 - Caixa',
      agencia: '0001',
      conta: '12345-6',
      tipo_conta: 1,
      pix: '52998224725',
      status: 1,
    });
  });

  it('accepts no account type, and refuses one that is not 1 or 2', () => {
    expect(fornecedorCreateSchema.parse({ ...minimal, tipo_conta: null }).tipo_conta).toBeNull();
    for (const tipo_conta of [0, 3, '1', 'corrente']) {
      const result = fornecedorCreateSchema.safeParse({ ...minimal, tipo_conta });
      expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
        ['tipo_conta', FIELD_MESSAGES.tipoContaInvalido],
      ]);
    }
  });

  it('edits only what is sent', () => {
    expect(fornecedorEditSchema.parse({ pix: '', id: 3 })).toEqual({ pix: null });
  });
});
