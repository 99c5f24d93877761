import { ListScreen } from '@/components/layouts/list-screen';
import { paths } from '@/config/paths';
import { usePermissions } from '@/entities/autenticacao/use-permissions';
import { ContratosTable } from '@/features/contratos/components/contratos-table';

export default function ContratosScreen() {
  const { canWriteContratos } = usePermissions();
  return (
    <ListScreen
      title="Contratos"
      description="Contratos com fornecedores e empreiteiros: valor, pago, em aberto e disponível."
      create={canWriteContratos && { label: 'Novo contrato', to: paths.contratoNovo }}
    >
      <ContratosTable canCreate={canWriteContratos} />
    </ListScreen>
  );
}
