import type { Cliente } from '@gdo/domain/cliente';
import { SEM_ENDERECO } from '@gdo/domain/test-fixtures';
import type { Usuario } from '@gdo/domain/usuario';

export const USUARIO: Usuario = {
  id: 7,
  nome: 'Maria Engenheira',
  email: 'maria@construtora.com.br',
  cpf: null,
  telefone: null,
  ...SEM_ENDERECO,
  permissoes: ['admin'],
  status: 1,
  versao: 1,
  data_cadastro: '2026-01-05T12:00:00.000Z',
  data_alteracao: '2026-01-05T12:00:00.000Z',
};

export const CLIENTE: Cliente = {
  id: 12,
  cpf_cnpj: '52998224725',
  nome: 'Maria da Silva',
  razao_social: null,
  inscricao_municipal: null,
  inscricao_estadual: null,
  telefone: '11987654321',
  email: 'maria@exemplo.com.br',
  responsavel: 'João Silva',
  responsavel_financeiro: null,
  telefone_financeiro: null,
  email_financeiro: null,
  cep: '01310100',
  logradouro: 'Avenida Paulista',
  numero: '1000',
  complemento: null,
  bairro: 'Bela Vista',
  cidade: 'São Paulo',
  uf: 'SP',
  status: 1,
  versao: 1,
  data_cadastro: '2026-01-05T12:00:00.000Z',
  data_alteracao: '2026-01-05T12:00:00.000Z',
};
