import { describe, expect, it } from 'vitest';
import { clienteCreateSchema, clienteEditSchema, clienteSchema } from './cliente';
import { FIELD_MESSAGES } from './field-messages';
import { SEM_ENDERECO } from './test-fixtures';

const minimal = {
  cpf_cnpj: '11.222.333/0001-81',
  nome: 'Construtora Horizonte',
  telefone: '(11) 3456-7890',
  email: 'Contato@Horizonte.com.br',
};

function errors(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

describe('clienteCreateSchema', () => {
  it('normalises the required fields and defaults the status to Ativo', () => {
    expect(clienteCreateSchema.parse(minimal)).toEqual({
      cpf_cnpj: '11222333000181',
      nome: 'Construtora Horizonte',
      telefone: '1134567890',
      email: 'contato@horizonte.com.br',
      status: 1,
    });
  });

  it('takes the optional contacts and address, blanks as null, and drops unknown keys', () => {
    const parsed = clienteCreateSchema.parse({
      ...minimal,
      id: 7,
      data_cadastro: '2026-01-01T00:00:00Z',
      razao_social: ' Horizonte Ltda ',
      inscricao_estadual: '',
      responsavel_financeiro: 'Bruno',
      telefone_financeiro: '11 98765 4321',
      email_financeiro: 'FIN@horizonte.com.br',
      cep: '01310100',
      uf: 'sp',
      status: 3,
    });
    expect(parsed).toEqual({
      cpf_cnpj: '11222333000181',
      nome: 'Construtora Horizonte',
      telefone: '1134567890',
      email: 'contato@horizonte.com.br',
      razao_social: 'Horizonte Ltda',
      inscricao_estadual: null,
      responsavel_financeiro: 'Bruno',
      telefone_financeiro: '11987654321',
      email_financeiro: 'fin@horizonte.com.br',
      cep: '01310100',
      uf: 'SP',
      status: 3,
    });
  });

  it('explains every problem in pt-BR', () => {
    const result = clienteCreateSchema.safeParse({
      cpf_cnpj: '123.456.789-00',
      nome: '',
      telefone: '123',
      email: 'contato',
      email_financeiro: 'x@',
      cep: '0131',
      uf: 'XX',
      status: 4,
    });
    expect(errors(result)).toEqual([
      ['cpf_cnpj', FIELD_MESSAGES.cpfCnpjInvalido],
      ['nome', FIELD_MESSAGES.obrigatorio],
      ['telefone', FIELD_MESSAGES.telefoneInvalido],
      ['email', FIELD_MESSAGES.emailInvalido],
      ['email_financeiro', FIELD_MESSAGES.emailInvalido],
      ['cep', FIELD_MESSAGES.cepInvalido],
      ['uf', FIELD_MESSAGES.ufInvalida],
      ['status', FIELD_MESSAGES.situacaoInvalida],
    ]);
  });
});

describe('clienteEditSchema', () => {
  it('keeps only what is sent, with no default status', () => {
    expect(clienteEditSchema.parse({ nome: 'Novo nome' })).toEqual({ nome: 'Novo nome' });
    expect(clienteEditSchema.parse({})).toEqual({});
  });

  it('refuses to empty a required field', () => {
    expect(errors(clienteEditSchema.safeParse({ nome: null, email: '' }))).toEqual([
      ['nome', FIELD_MESSAGES.obrigatorio],
      ['email', FIELD_MESSAGES.obrigatorio],
    ]);
  });
});

describe('clienteSchema', () => {
  it('strips what the API must not send', () => {
    const row = {
      id: 1,
      cpf_cnpj: '11222333000181',
      nome: 'Horizonte',
      razao_social: null,
      inscricao_municipal: null,
      inscricao_estadual: null,
      telefone: '1134567890',
      email: 'contato@horizonte.com.br',
      responsavel: null,
      responsavel_financeiro: null,
      telefone_financeiro: null,
      email_financeiro: null,
      ...SEM_ENDERECO,
      status: 1,
      versao: 1,
      data_cadastro: '2026-03-01T12:00:00.000Z',
      data_alteracao: '2026-03-01T12:00:00.000Z',
    };
    expect(clienteSchema.parse({ ...row, empresa_id: 9 })).toEqual(row);
  });
});
