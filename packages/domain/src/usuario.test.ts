import { describe, expect, it } from 'vitest';
import { FIELD_MESSAGES } from './field-messages';
import { SEM_ENDERECO } from './test-fixtures';
import {
  ROLE_LABELS,
  ROLES,
  STATUS_LABELS,
  usuarioCreateSchema,
  usuarioEditSchema,
  usuarioSchema,
} from './usuario';

const minimal = { nome: 'Maria Silva', email: 'Maria@Example.com', password: 'Cimento-Forte-42' };

function errors(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

describe('labels', () => {
  it('names every role and status in pt-BR', () => {
    expect(ROLES.map((role) => ROLE_LABELS[role])).toEqual([
      'Administrador',
      'Financeiro',
      'Lançamentos',
      'Diário de obra',
      'Somente leitura',
    ]);
    expect(STATUS_LABELS).toEqual({ 1: 'Ativo', 2: 'Inativo', 3: 'Cancelado' });
  });
});

describe('usuarioCreateSchema', () => {
  it('fills defaults and normalises', () => {
    expect(usuarioCreateSchema.parse(minimal)).toEqual({
      nome: 'Maria Silva',
      email: 'maria@example.com',
      password: 'Cimento-Forte-42',
      permissoes: ['leitura'],
      status: 1,
    });
  });

  it('takes every field of a full form, blanks as null', () => {
    const parsed = usuarioCreateSchema.parse({
      ...minimal,
      nome: '  Maria Silva  ',
      cpf: '529.982.247-25',
      telefone: '(11) 98765-4321',
      cep: '01310-100',
      logradouro: 'Av. Paulista',
      numero: '',
      complemento: '',
      bairro: 'Bela Vista',
      cidade: 'São Paulo',
      uf: 'sp',
      permissoes: ['admin', 'financeiro', 'admin'],
      status: 2,
    });
    expect(parsed).toEqual({
      nome: 'Maria Silva',
      email: 'maria@example.com',
      password: 'Cimento-Forte-42',
      cpf: '52998224725',
      telefone: '11987654321',
      cep: '01310100',
      logradouro: 'Av. Paulista',
      numero: null,
      complemento: null,
      bairro: 'Bela Vista',
      cidade: 'São Paulo',
      uf: 'SP',
      permissoes: ['admin', 'financeiro'],
      status: 2,
    });
  });

  it('explains every problem in pt-BR', () => {
    const result = usuarioCreateSchema.safeParse({
      nome: '',
      email: 'maria',
      password: 'curta',
      cpf: '111.111.111-11',
      telefone: '123',
      permissoes: [],
      status: 9,
    });
    expect(errors(result)).toEqual([
      ['nome', FIELD_MESSAGES.obrigatorio],
      ['email', FIELD_MESSAGES.emailInvalido],
      ['cpf', FIELD_MESSAGES.cpfInvalido],
      ['telefone', FIELD_MESSAGES.telefoneInvalido],
      ['password', FIELD_MESSAGES.senhaCurta],
      ['permissoes', FIELD_MESSAGES.permissoesVazias],
      ['status', FIELD_MESSAGES.situacaoInvalida],
    ]);
  });

  it('requires nome, email and password', () => {
    expect(errors(usuarioCreateSchema.safeParse({}))).toEqual([
      ['nome', FIELD_MESSAGES.obrigatorio],
      ['email', FIELD_MESSAGES.obrigatorio],
      ['password', FIELD_MESSAGES.senhaCurta],
    ]);
  });

  it('refuses an unknown role and an over-long nome', () => {
    expect(errors(usuarioCreateSchema.safeParse({ ...minimal, permissoes: ['root'] }))).toEqual([
      ['permissoes.0', FIELD_MESSAGES.permissaoInvalida],
    ]);
    expect(errors(usuarioCreateSchema.safeParse({ ...minimal, nome: 'x'.repeat(121) }))).toEqual([
      ['nome', 'Use no máximo 120 caracteres.'],
    ]);
  });
});

describe('usuarioEditSchema', () => {
  const asReturned = {
    id: 5,
    nome: 'Maria Silva',
    email: 'maria@example.com',
    cpf: null,
    telefone: null,
    ...SEM_ENDERECO,
    permissoes: ['financeiro'],
    status: 1,
    data_cadastro: '2026-03-01T12:00:00.000Z',
    data_alteracao: '2026-03-01T12:00:00.000Z',
  };

  it('accepts the object as the API returned it, dropping server-owned fields', () => {
    const parsed = usuarioEditSchema.parse(asReturned);
    expect(parsed).not.toHaveProperty('id');
    expect(parsed).not.toHaveProperty('data_cadastro');
    expect(parsed).not.toHaveProperty('data_alteracao');
    expect(parsed.password).toBeUndefined();
    expect(parsed.permissoes).toEqual(['financeiro']);
  });

  it('keeps password, permissoes and status when left out', () => {
    const parsed = usuarioEditSchema.parse({ nome: 'Maria', email: 'maria@example.com', password: '' });
    expect(parsed).toEqual({ nome: 'Maria', email: 'maria@example.com', password: undefined });
    expect(usuarioEditSchema.parse({ ...asReturned, password: null }).password).toBeUndefined();
  });

  it('still checks a new password', () => {
    expect(usuarioEditSchema.parse({ ...asReturned, password: 'nova-senha' }).password).toBe('nova-senha');
    expect(errors(usuarioEditSchema.safeParse({ ...asReturned, password: 'curta' }))).toEqual([
      ['password', FIELD_MESSAGES.senhaCurta],
    ]);
    expect(errors(usuarioEditSchema.safeParse({ ...asReturned, password: 'x'.repeat(129) }))).toEqual([
      ['password', FIELD_MESSAGES.senhaLonga],
    ]);
  });
});

describe('usuarioSchema', () => {
  const row = {
    id: 1,
    nome: 'Maria',
    email: 'maria@example.com',
    cpf: '52998224725',
    telefone: null,
    ...SEM_ENDERECO,
    uf: 'SP',
    permissoes: ['admin'],
    status: 1,
    versao: 3,
    data_cadastro: '2026-03-01T12:00:00.000Z',
    data_alteracao: '2026-03-01T09:00:00-03:00',
  };

  it('never carries a password or hash', () => {
    const parsed = usuarioSchema.parse({ ...row, password: 'x', senha_hash: 'y' });
    expect(parsed).toEqual(row);
  });

  it('wants ISO timestamps', () => {
    expect(usuarioSchema.safeParse({ ...row, data_cadastro: '01/03/2026' }).success).toBe(false);
  });
});
