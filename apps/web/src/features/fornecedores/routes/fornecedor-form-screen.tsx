import EntityFormScreen from '@/components/entity-form/entity-form-screen';
import { fornecedorForm } from '@/features/fornecedores/components/fornecedor-form';

// /fornecedores/novo: the generic form, type fornecedor (spec §2).
export default function FornecedorFormScreen() {
  return <EntityFormScreen type="fornecedor" definition={fornecedorForm} />;
}
