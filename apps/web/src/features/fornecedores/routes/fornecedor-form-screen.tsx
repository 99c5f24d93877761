import EntityFormScreen from '@/components/entity-form/entity-form-screen';
import { usePermissions } from '@/entities/autenticacao/use-permissions';
import { fornecedorForm } from '@/features/fornecedores/components/fornecedor-form';

// /fornecedores/novo: the generic form, type fornecedor (spec §2).
export default function FornecedorFormScreen() {
  const { canWriteRegisters } = usePermissions();
  return <EntityFormScreen type="fornecedor" definition={fornecedorForm} readOnly={!canWriteRegisters} />;
}
