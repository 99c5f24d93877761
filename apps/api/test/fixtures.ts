export const TEST_ADMIN = {
  empresaNome: 'Construtora Teste',
  nome: 'Administradora Teste',
  email: 'admin@teste.com.br',
  password: 'senha-do-admin-1',
} as const;
