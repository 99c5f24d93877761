import { ListScreen } from '@/components/layouts/list-screen';
import { paths } from '@/config/paths';
import { usePermissions } from '@/entities/autenticacao/use-permissions';
import { ModelosTable } from '@/features/orcamento-modelos/components/modelos-table';

export default function ModelosScreen() {
  const { canWriteOrcamentos } = usePermissions();
  return (
    <ListScreen
      title="Modelos de orçamento"
      description="Estruturas de itens e subitens reutilizáveis para iniciar novos orçamentos."
      breadcrumbs={[{ label: 'Orçamentos', to: paths.orcamentos }]}
      create={canWriteOrcamentos && { label: 'Novo modelo', to: paths.modeloNovo }}
    >
      <ModelosTable canWrite={canWriteOrcamentos} />
    </ListScreen>
  );
}
