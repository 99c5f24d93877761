import EntityFormScreen from '@/components/entity-form/entity-form-screen';
import { usePermissions } from '@/entities/autenticacao/use-permissions';
import { obraForm } from '@/features/obras/components/obra-form';

// /obras/novo: the generic form, type obra (spec §2).
export default function ObraFormScreen() {
  const { canWriteRegisters } = usePermissions();
  return <EntityFormScreen type="obra" definition={obraForm} readOnly={!canWriteRegisters} />;
}
