import { ListScreen } from '@/components/layouts/list-screen';
import { paths } from '@/config/paths';
import { usePermissions } from '@/entities/autenticacao/use-permissions';
import { ObrasTable } from '@/features/obras/components/obras-table';

export default function ObrasScreen() {
  const { canWriteRegisters } = usePermissions();
  return (
    <ListScreen
      title="Obras"
      description="As obras da empresa, seus clientes, alvarás e responsáveis."
      create={canWriteRegisters && { label: 'Nova obra', to: paths.obraNova }}
    >
      <ObrasTable canCreate={canWriteRegisters} />
    </ListScreen>
  );
}
