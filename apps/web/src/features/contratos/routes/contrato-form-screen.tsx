import { API_ERRORS } from '@gdo/domain/messages';
import { Alert, Anchor } from '@mantine/core';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { PageLayout } from '@/components/layouts/page-layout';
import { Carregando } from '@/components/ui/carregando';
import { LoadFailure } from '@/components/ui/load-failure';
import { paths } from '@/config/paths';
import { usePermissions } from '@/entities/autenticacao/use-permissions';
import { useContrato } from '@/features/contratos/api/get-contrato';
import { ContratoForm } from '@/features/contratos/components/contrato-form';
import { ContratoItens } from '@/features/contratos/components/contrato-itens';
import { ContratoMedicoes } from '@/features/contratos/components/contrato-medicoes';
import { recordId } from '@/lib/record-id';
import { useReload } from '@/lib/use-reload';

// /contratos/novo and /contratos/edit/:id. An :id that names no record is the not-found page.
export default function ContratoFormScreen() {
  const { id: param } = useParams();
  const id = recordId(param);
  if (param !== undefined && id === undefined) return <Navigate to={paths.notFound} replace />;
  return <ContratoFormContent id={id} />;
}

function ContratoFormContent({ id }: { id: number | undefined }) {
  const contrato = useContrato(id);
  const { generation, reload } = useReload(contrato.refetch);
  const navigate = useNavigate();
  const { loaded, canWriteContratos } = usePermissions();
  const back = () => navigate(paths.contratos);

  let content = !loaded ? (
    <Carregando rotulo="Carregando contrato" />
  ) : canWriteContratos ? (
    <ContratoForm readOnly={false} onDone={back} />
  ) : (
    <Alert color="blue" variant="light">
      Seu perfil consulta os contratos, mas não os cria.{' '}
      <Anchor component={Link} to={paths.contratos}>
        Ver os contratos
      </Anchor>
    </Alert>
  );
  if (id !== undefined) {
    if (contrato.isError)
      content = (
        <LoadFailure
          error={contrato.error}
          notFound={API_ERRORS.contratoNaoEncontrado}
          description="Confira o endereço ou procure o contrato na lista."
          back={{ label: 'Contratos', to: paths.contratos }}
          onRetry={() => void contrato.refetch()}
        />
      );
    else if (!contrato.data) content = <Carregando rotulo="Carregando contrato" />;
    else
      content = (
        <>
          {/* A medição or aditivo raises the contract's versao: the form starts again from it. */}
          <ContratoForm
            key={`${generation}-${contrato.data.versao}`}
            contrato={contrato.data}
            readOnly={!canWriteContratos}
            onDone={back}
            onReload={reload}
          />
          <ContratoItens contrato={contrato.data} canWrite={canWriteContratos} />
          <ContratoMedicoes contrato={contrato.data} canWrite={canWriteContratos} />
        </>
      );
  }
  const title = id === undefined ? 'Novo contrato' : canWriteContratos ? 'Editar contrato' : 'Contrato';
  return (
    <PageLayout
      title={title}
      description="Fornecedor, objeto, valor, vigência, itens, aditivos e medições do contrato."
      breadcrumbs={[{ label: 'Contratos', to: paths.contratos }]}
    >
      {content}
    </PageLayout>
  );
}
