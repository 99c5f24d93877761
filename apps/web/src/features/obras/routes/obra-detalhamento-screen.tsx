import {
  TIPO_DOCUMENTO_LABELS,
  TIPO_DOCUMENTO_POR_EXTENSO,
  TIPOS_DOCUMENTO,
} from '@gdo/domain/tipo-documento';
import { Button, Stack } from '@mantine/core';
import { IconNotebook, IconPencil, IconReceipt } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { PageLayout } from '@/components/layouts/page-layout';
import { Carregando } from '@/components/ui/carregando';
import { paths } from '@/config/paths';
import { usePermissions } from '@/entities/autenticacao/use-permissions';
import { useObra } from '@/entities/obras/api/get-obra';
import { ObraLoadFailure } from '@/entities/obras/components/obra-load-failure';
import { DiarioDaObra } from '@/features/obras/components/diario-da-obra';
import { ObraHeader } from '@/features/obras/components/obra-header';
import { ResumoFinanceiro } from '@/features/obras/components/resumo-financeiro';
import { recordId } from '@/lib/record-id';

// Works from a direct URL: everything comes from GET /api/obras/get/{id}.
export default function ObraDetalhamentoScreen() {
  const { id: param } = useParams();
  const id = recordId(param);
  const obra = useObra(id);
  const { canWriteRegisters, canReadMoney } = usePermissions();
  const found = obra.data !== undefined;

  let content = null;
  if (id === undefined || obra.isLoadingError) content = <ObraLoadFailure query={obra} />;
  else if (obra.isPending) content = <Carregando rotulo="Carregando obra" />;
  else
    content = (
      <Stack gap="lg">
        <ObraHeader obra={obra.data} />
        {canReadMoney && <ResumoFinanceiro obraId={obra.data.id} />}
        <DiarioDaObra obra={obra.data.id} />
      </Stack>
    );

  return (
    <PageLayout
      title="Detalhamento da obra"
      description={
        canReadMoney
          ? `Orçado, executado, comprometido e saldo da obra, no total e por etapa. Lançamentos: ${TIPO_DOCUMENTO_POR_EXTENSO.rdo}; ${TIPO_DOCUMENTO_POR_EXTENSO.rda}.`
          : 'Cliente, endereço, prazos e responsáveis da obra.'
      }
      breadcrumbs={[{ label: 'Obras', to: paths.obras }]}
      actions={
        found && (
          <>
            {canWriteRegisters && (
              <Button
                component={Link}
                to={`${paths.obraNova}?id=${id}`}
                variant="default"
                leftSection={<IconPencil size={16} aria-hidden />}
              >
                Editar
              </Button>
            )}
            <Button
              component={Link}
              to={paths.diario(id ?? 0)}
              variant="light"
              leftSection={<IconNotebook size={16} aria-hidden />}
            >
              Diário de obra
            </Button>
            {canReadMoney &&
              TIPOS_DOCUMENTO.map((tipo) => (
                <Button
                  key={tipo}
                  component={Link}
                  to={paths.lancamentos(tipo, id ?? 0)}
                  variant="light"
                  leftSection={<IconReceipt size={16} aria-hidden />}
                >
                  {`Lançamentos do ${TIPO_DOCUMENTO_LABELS[tipo]}`}
                </Button>
              ))}
          </>
        )
      }
    >
      {content}
    </PageLayout>
  );
}
