import type { Role } from './usuario';

// Who may do what, shared by the API (which enforces it) and the web app (which hides what a
// role cannot use). Reading is open to every signed-in role but money (MONEY_READ_ROLES); admin
// may do everything.

function holdsAny(permissoes: readonly Role[], roles: readonly Role[]): boolean {
  return permissoes.some((role) => roles.includes(role));
}

// Clientes, fornecedores, obras, etapas and subetapas.
export const REGISTER_WRITE_ROLES = ['admin', 'financeiro'] as const satisfies readonly Role[];

export function canWriteRegisters(permissoes: readonly Role[]): boolean {
  return holdsAny(permissoes, REGISTER_WRITE_ROLES);
}

// Budgets and their models: created, edited, duplicated and removed by the same roles.
export const ORCAMENTO_WRITE_ROLES = ['admin', 'financeiro'] as const satisfies readonly Role[];

export function canWriteOrcamentos(permissoes: readonly Role[]): boolean {
  return holdsAny(permissoes, ORCAMENTO_WRITE_ROLES);
}

// Contracts commit the firm's money: the finance role keeps them.
export const CONTRATO_WRITE_ROLES = ['admin', 'financeiro'] as const satisfies readonly Role[];

export function canWriteContratos(permissoes: readonly Role[]): boolean {
  return holdsAny(permissoes, CONTRATO_WRITE_ROLES);
}

// An obra's RDO and RDA documents (which budget they follow): the same roles.
export const DOCUMENTO_WRITE_ROLES = ['admin', 'financeiro'] as const satisfies readonly Role[];

export function canWriteDocumentos(permissoes: readonly Role[]): boolean {
  return holdsAny(permissoes, DOCUMENTO_WRITE_ROLES);
}

// Lançamentos are typed in by the clerk (role lancamentos) as well as by finance.
export const LANCAMENTO_WRITE_ROLES = [
  'admin',
  'financeiro',
  'lancamentos',
] as const satisfies readonly Role[];

export function canWriteLancamentos(permissoes: readonly Role[]): boolean {
  return holdsAny(permissoes, LANCAMENTO_WRITE_ROLES);
}

// Payments move the firm's money (issue 14, decision 110): finance pays and reverses; lancamentos and
// leitura read the payables and payments through MONEY_READ_ROLES.
export const PAGAMENTO_WRITE_ROLES = ['admin', 'financeiro'] as const satisfies readonly Role[];

export function canWritePagamentos(permissoes: readonly Role[]): boolean {
  return holdsAny(permissoes, PAGAMENTO_WRITE_ROLES);
}

// The diário de obra is written and signed on site (diario.md); every role reads it.
export const DIARIO_WRITE_ROLES = ['admin', 'diario'] as const satisfies readonly Role[];

export function canWriteDiarios(permissoes: readonly Role[]): boolean {
  return holdsAny(permissoes, DIARIO_WRITE_ROLES);
}

// Site staff (role diario) see no money: budgets, contracts, the RDO/RDA books and the dashboard's
// figures are read by every other role.
export const MONEY_READ_ROLES = [
  'admin',
  'financeiro',
  'lancamentos',
  'leitura',
] as const satisfies readonly Role[];

export function canReadMoney(permissoes: readonly Role[]): boolean {
  return holdsAny(permissoes, MONEY_READ_ROLES);
}
