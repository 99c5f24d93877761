import { type Contrato, STATUS_LABELS } from '@gdo/domain/contrato';
import { formatDate } from '@gdo/domain/date';
import { MESSAGES } from '@gdo/domain/messages';
import { formatBRL } from '@gdo/domain/money';
import { MONEY_WORDS, type MoneyWord } from '@gdo/domain/money-words';
import { Text } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { statusColumn } from '@/components/data-table/status-column';
import { useListParams } from '@/components/data-table/use-list-params';
import { MoneyHintButton } from '@/components/ui/money-hint';
import { paths } from '@/config/paths';
import { CONTRATOS_DEFAULT_SORT, useContratos } from '@/features/contratos/api/list-contratos';
import { Disponivel } from './contrato-figuras';

const day = (value: string | null) => (value ? formatDate(value) : '…');

/** A money column titled with its word of money.md, which explains itself beside the title. */
function figura(
  key: string,
  word: MoneyWord,
  render: DataTableColumn<Contrato>['render'],
  sortKey?: string,
  wrap: DataTableColumn<Contrato>['wrap'] = 'nowrap',
): DataTableColumn<Contrato> {
  return {
    key,
    title: MONEY_WORDS[word].label,
    hint: <MoneyHintButton word={word} />,
    sortKey,
    wrap,
    render,
  };
}

function NumeroObjeto({ contrato }: { contrato: Contrato }) {
  return (
    <>
      {/* "CT-2025/014" whole on its line, not broken after the hyphen. */}
      <span style={{ whiteSpace: 'nowrap' }}>{contrato.numero ?? 's/ nº'}</span>
      <Text component="span" display="block" size="xs" c="dimmed" fw={400}>
        {contrato.objeto}
      </Text>
    </>
  );
}

// Two lines, each day whole ("06/01/2025" / "a 18/12/2026"), not three with the "a" alone.
function Vigencia({ contrato }: { contrato: Contrato }) {
  return (
    <>
      <span style={{ whiteSpace: 'nowrap' }}>{day(contrato.data_inicio)}</span>{' '}
      <span style={{ whiteSpace: 'nowrap' }}>a {day(contrato.data_fim)}</span>
    </>
  );
}

const COLUMNS: DataTableColumn<Contrato>[] = [
  // The number with the objeto under it: one column less, so the four figures fit a laptop.
  { key: 'numero', title: 'Contrato', sortKey: 'numero', render: (c) => <NumeroObjeto contrato={c} /> },
  { key: 'fornecedor', title: 'Fornecedor', sortKey: 'fornecedor_nome', render: (c) => c.fornecedor_nome },
  { key: 'obra', title: 'Obra', sortKey: 'obra_nome', render: (c) => c.obra_nome },
  figura('valor', 'valorContrato', (c) => formatBRL(c.valor), 'valor'),
  figura('pago', 'pagoContrato', (c) => formatBRL(c.valor_pago), 'valor_pago'),
  figura('em_aberto', 'emAberto', (c) => formatBRL(c.valor_comprometido), 'valor_comprometido'),
  // "Acima do contrato em R$ X" may break before the amount, not inside it.
  figura('disponivel', 'disponivel', (c) => <Disponivel contrato={c} />, undefined, 'normal'),
  {
    key: 'vigencia',
    title: 'Vigência',
    sortKey: 'data_inicio',
    render: (c) => (c.data_inicio || c.data_fim ? <Vigencia contrato={c} /> : '—'),
  },
  statusColumn(STATUS_LABELS),
];

// canCreate: the empty list offers the first contract's form, to who may create it.
export function ContratosTable({ canCreate }: { canCreate: boolean }) {
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
        description: canCreate
          ? 'Cadastre os contratos com fornecedores para acompanhar o pago, o em aberto e o disponível.'
          : 'Os contratos com fornecedores aparecem aqui quando o financeiro ou um administrador os cadastrar.',
        icon: IconFileText,
        create: canCreate && { label: 'Cadastrar o primeiro contrato', to: paths.contratoNovo },
      }}
    />
  );
}
