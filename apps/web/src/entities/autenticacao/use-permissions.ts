import {
  canReadMoney,
  canWriteContratos,
  canWriteDiarios,
  canWriteDocumentos,
  canWriteLancamentos,
  canWriteOrcamentos,
  canWritePagamentos,
  canWriteRegisters,
} from '@gdo/domain/permissoes';
import { useCurrentUser } from '@/entities/usuarios/api/get-current-user';

// What the signed-in user may change or see, to hide the buttons and screens the server would
// refuse (403). Until the user has loaded, nothing is offered.
export function usePermissions() {
  const { data: user, isError } = useCurrentUser();
  const roles = user?.permissoes ?? [];
  return {
    // The roles are known once the user has loaded; if its call failed, the server alone decides.
    loaded: user !== undefined,
    failed: isError && user === undefined,
    // Budgets, models, contracts, the RDO/RDA books and the dashboard: every role but diario.
    canReadMoney: canReadMoney(roles),
    canWriteRegisters: canWriteRegisters(roles),
    // Budgets and their models (ORCAMENTO_WRITE_ROLES).
    canWriteOrcamentos: canWriteOrcamentos(roles),
    canWriteContratos: canWriteContratos(roles),
    // An obra's RDO and RDA, and the entries typed into them.
    canWriteDocumentos: canWriteDocumentos(roles),
    canWriteLancamentos: canWriteLancamentos(roles),
    // Payments and estornos of Contas a pagar (PAGAMENTO_WRITE_ROLES).
    canWritePagamentos: canWritePagamentos(roles),
    // The diário de obra's reports: written and signed by admin and diario; every role reads them.
    canWriteDiarios: canWriteDiarios(roles),
    // The users routes require 'admin' (apps/api/src/modules/usuarios/routes.ts).
    canManageUsers: roles.includes('admin'),
  };
}
