import { API_ERRORS } from '@gdo/domain/messages';
import { Alert, Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { PageLayout } from '@/components/layouts/page-layout';
import { Carregando } from '@/components/ui/carregando';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailure } from '@/components/ui/load-failure';
import { paths } from '@/config/paths';
import { recordId } from '@/lib/record-id';
import { useReload } from '@/lib/use-reload';
import { EntityForm } from './entity-form';
import type {
  EntityFormDefinition,
  EntityFormMode,
  EntityFormType,
  VersionedRecord,
} from './entity-form-types';

export type { EntityFormMode, EntityFormType } from './entity-form-types';

type EntityFormCopy = {
  create: string;
  edit: string;
  // The title of a record shown to a role that cannot change it.
  view: string;
  description: string;
  notFound: string;
  list: { label: string; to: string };
};

const COPY: Record<EntityFormType, EntityFormCopy> = {
  cliente: {
    create: 'Novo cliente',
    edit: 'Editar cliente',
    view: 'Cliente',
    description: 'Dados cadastrais, contatos e endereço do cliente.',
    notFound: API_ERRORS.clienteNaoEncontrado,
    list: { label: 'Clientes', to: paths.clientes },
  },
  obra: {
    create: 'Nova obra',
    edit: 'Editar obra',
    view: 'Obra',
    description: 'Cliente, endereço, alvará, CNO e prazos da obra.',
    notFound: API_ERRORS.obraNaoEncontrada,
    list: { label: 'Obras', to: paths.obras },
  },
  fornecedor: {
    create: 'Novo fornecedor',
    edit: 'Editar fornecedor',
    view: 'Fornecedor',
    description: 'Dados cadastrais, contatos e dados bancários do fornecedor.',
    notFound: API_ERRORS.fornecedorNaoEncontrado,
    list: { label: 'Fornecedores', to: paths.fornecedores },
  },
  orcamento: {
    create: 'Novo orçamento',
    edit: 'Editar orçamento',
    view: 'Orçamento',
    description: 'Itens, subitens, quantidades e valores do orçamento da obra.',
    notFound: API_ERRORS.registroNaoEncontrado,
    list: { label: 'Orçamentos', to: paths.orcamentos },
  },
  contrato: {
    create: 'Novo contrato',
    edit: 'Editar contrato',
    view: 'Contrato',
    description: 'Fornecedor, objeto, valor e vigência do contrato.',
    notFound: API_ERRORS.registroNaoEncontrado,
    list: { label: 'Contratos', to: paths.contratos },
  },
};

type EntityFormScreenProps<R extends VersionedRecord, C, E> = {
  type: EntityFormType;
  mode?: EntityFormMode;
  // The entity's fields, schemas and calls, supplied by its feature.
  definition?: EntityFormDefinition<R, C, E>;
  // The signed-in user may not change this entity: the form shows the record without saving.
  readOnly: boolean;
};

// The one create/edit screen of spec §2 ("Generic create form, type cliente", …). It creates
// at its route and edits with ?id= (/clientes/novo?id=12), so a reload or a shared link opens
// the same record.
export default function EntityFormScreen<R extends VersionedRecord, C, E>(
  props: EntityFormScreenProps<R, C, E>,
) {
  const { type, definition, readOnly } = props;
  const [searchParams] = useSearchParams();
  const id = recordId(searchParams.get('id'));
  const mode = props.mode ?? (id ? 'edit' : 'create');
  const copy = COPY[type];
  const location = useLocation();
  // Back to the list exactly as the user left it (search, order, page), when they came from it.
  const back = (location.state as { from?: string } | null)?.from ?? copy.list.to;
  // ?id= that names no record (?id=abc) is a wrong address, not a blank create form.
  if (searchParams.has('id') && id === undefined) return <Navigate to={paths.notFound} replace />;

  if (!definition) {
    return (
      <PageLayout title={copy[mode]} description={copy.description} breadcrumbs={[copy.list]}>
        <EmptyState />
      </PageLayout>
    );
  }
  return (
    <EntityFormContent
      copy={copy}
      mode={mode}
      id={id}
      definition={definition}
      back={back}
      readOnly={readOnly}
    />
  );
}

type EntityFormContentProps<R extends VersionedRecord, C, E> = {
  copy: EntityFormCopy;
  mode: EntityFormMode;
  id: number | undefined;
  definition: EntityFormDefinition<R, C, E>;
  back: string;
  readOnly: boolean;
};

function EntityFormContent<R extends VersionedRecord, C, E>(props: EntityFormContentProps<R, C, E>) {
  const { copy, mode, id, definition, back, readOnly } = props;
  const navigate = useNavigate();
  const record = definition.useRecord(id);
  const { generation, reload } = useReload(record.refetch);

  let content: ReactNode;
  if (mode === 'create' && readOnly) {
    content = (
      <Alert color="blue" variant="light">
        Seu perfil consulta este cadastro, mas não cria registros.{' '}
        <Anchor component={Link} to={back}>
          Voltar para {copy.list.label.toLowerCase()}
        </Anchor>
      </Alert>
    );
  } else if (id !== undefined && record.isPending) {
    content = <Carregando rotulo="Carregando cadastro" />;
  } else if (id !== undefined && record.isError) {
    content = (
      <LoadFailure
        error={record.error}
        notFound={copy.notFound}
        description="O cadastro pode ter sido removido ou o endereço está incorreto."
        back={copy.list}
        onRetry={() => void record.refetch()}
      />
    );
  } else {
    content = (
      <EntityForm
        key={`${id ?? 'novo'}-${generation}`}
        definition={definition}
        record={record.data ?? undefined}
        readOnly={readOnly}
        onSaved={() => navigate(back)}
        onCancel={() => navigate(back)}
        onReload={reload}
      />
    );
  }

  return (
    <PageLayout
      title={readOnly && mode === 'edit' ? copy.view : copy[mode]}
      description={copy.description}
      breadcrumbs={[{ ...copy.list, to: back }]}
    >
      {content}
    </PageLayout>
  );
}
