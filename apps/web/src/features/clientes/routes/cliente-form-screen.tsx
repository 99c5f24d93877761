import EntityFormScreen from '@/components/entity-form/entity-form-screen';
import { usePermissions } from '@/entities/autenticacao/use-permissions';
import { clienteForm } from '@/features/clientes/components/cliente-form';

// /clientes/novo: the generic form, type cliente (spec §2).
export default function ClienteFormScreen() {
  const { canWriteRegisters } = usePermissions();
  return <EntityFormScreen type="cliente" definition={clienteForm} readOnly={!canWriteRegisters} />;
}
