import { type Contrato, STATUS_LABELS } from '@gdo/domain/contrato';
import { formatDate } from '@gdo/domain/date';
import { MESSAGES } from '@gdo/domain/messages';
import { formatBRL } from '@gdo/domain/money';
import { IconFileText } from '@tabler/icons-react';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { statusColumn } from '@/components/data-table/status-column';
import { useListParams } from '@/components/data-table/use-list-params';
import { paths } from '@/config/paths';
import { CONTRATOS_DEFAULT_SORT, useContratos } from '@/features/contratos/api/list-contratos';

const day = (value: string | null) => (value ? formatDate(value) : '…');

const COLUMNS: DataTableColumn<Contrato>[] = [
  { key: 'numero', title: 'Número', sortKey: 'numero', render: (c) => c.numero ?? 's/ nº' },
  { key: 'fornecedor', title: 'Fornecedor', sortKey: 'fornecedor_nome', render: (c) => c.fornecedor_nome },
  { key: 'obra', title: 'Obra', sortKey: 'obra_nome', render: (c) => c.obra_nome },
  { key: 'objeto', title: 'Objeto', sortKey: 'objeto', render: (c) => c.objeto },
  { key: 'valor', title: 'Valor', sortKey: 'valor', nowrap: true, render: (c) => formatBRL(c.valor) },
  { key: 'pago', title: 'Pago', sortKey: 'valor_pago', nowrap: true, render: (c) => formatBRL(c.valor_pago) },
  {
    key: 'comprometido',
    title: 'Comprometido',
    nowrap: true,
    render: (c) => formatBRL(c.valor_comprometido),
  },
  { key: 'saldo', title: 'Saldo', sortKey: 'saldo', nowrap: true, render: (c) => formatBRL(c.saldo) },
  {
    key: 'vigencia',
    title: 'Vigência',
    sortKey: 'data_inicio',
    nowrap: true,
    render: (c) => (c.data_inicio || c.data_fim ? `${day(c.data_inicio)} a ${day(c.data_fim)}` : '—'),
  },
  statusColumn(STATUS_LABELS),
];

export function ContratosTable() {
  const list = useListParams(CONTRATOS_DEFAULT_SORT);
  const query = useContratos(list.params);
  return (
    <DataTable
      label="Contratos"
      columns={COLUMNS}
      list={list}
      query={query}
      rowHref={(contrato) => paths.contratoEdit(contrato.id)}
      search={{ label: 'Buscar contratos', placeholder: 'Número, objeto, fornecedor ou obra' }}
      statusLabels={STATUS_LABELS}
      errorMessage={MESSAGES.falhaListagemContratos}
      empty={{
        title: 'Nenhum contrato cadastrado',
        description: 'Cadastre os contratos com fornecedores para acompanhar o comprometido e o saldo.',
        icon: IconFileText,
      }}
    />
  );
}
