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
import { useMemo } from 'react';
import { useSession } from '@/entities/autenticacao/session-context';
import { useCurrentUser } from '@/entities/usuarios/api/get-current-user';
import { rememberedRoles } from '@/lib/storage';

// What the signed-in user may change or see, to hide the buttons and screens the server would
// refuse (403). Until the user's call answers, the roles it answered last time for this user
// (decisions 215 and 230): a screen's buttons are drawn with the screen, not a moment later above
// its content, pushing it down. Without them, nothing is offered. The server decides every call.
export function usePermissions() {
  const { data: user, isError } = useCurrentUser();
  const { userId } = useSession();
  // Read from the storage once per user, not at every render of every screen's buttons.
  const remembered = useMemo(() => (userId === null ? null : rememberedRoles(userId)), [userId]);
  const roles = user?.permissoes ?? remembered ?? [];
  return {
    // The roles are known once the user has loaded; if its call failed, the server alone decides.
    // A screen that refuses or redirects by role waits for this (the remembered roles may be old).
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
