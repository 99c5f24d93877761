import { Alert, Center, Loader } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { PageLayout } from '@/components/layouts/page-layout';
import { paths } from '@/config/paths';
import { usePermissions } from '@/entities/autenticacao/use-permissions';
import { useContrato } from '@/features/contratos/api/get-contrato';
import { ContratoForm } from '@/features/contratos/components/contrato-form';
import { useReload } from '@/lib/use-reload';

// /contratos/novo and /contratos/edit/:id.
export default function ContratoFormScreen() {
  const { id: param } = useParams();
  const id = param && Number.isInteger(Number(param)) ? Number(param) : undefined;
  const contrato = useContrato(id);
  const { generation, reload } = useReload(contrato.refetch);
  const navigate = useNavigate();
  const { canWriteContratos } = usePermissions();
  const back = () => navigate(paths.contratos);

  let content = <ContratoForm readOnly={!canWriteContratos} onDone={back} />;
  if (id !== undefined) {
    if (contrato.isError)
      content = (
        <Alert color="red" role="alert">
          {contrato.error.message}
        </Alert>
      );
    else if (!contrato.data)
      content = (
        <Center py={64}>
          <Loader aria-label="Carregando contrato" />
        </Center>
      );
    else
      content = (
        <ContratoForm
          key={generation}
          contrato={contrato.data}
          readOnly={!canWriteContratos}
          onDone={back}
          onReload={reload}
        />
      );
  }
  return (
    <PageLayout
      title={id === undefined ? 'Novo contrato' : 'Editar contrato'}
      description="Fornecedor, objeto, valor e vigência do contrato."
      breadcrumbs={[{ label: 'Contratos', to: paths.contratos }]}
    >
      {content}
    </PageLayout>
  );
}
