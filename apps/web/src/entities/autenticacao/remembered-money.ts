import { canReadMoney } from '@gdo/domain/permissoes';
import { rememberedRoles } from '@/lib/storage';

/**
 * Whether the roles the user's call answered last time for `userId` see money: what the money
 * screens' gate and their early answers go by until that call answers again (decision 215). A
 * hint for what to draw first; the server decides every call.
 */
export function rememberedCanReadMoney(userId: number | null): boolean {
  const roles = userId === null ? null : rememberedRoles(userId);
  return roles !== null && canReadMoney(roles);
}
