import { formatDate } from '@gdo/domain/date';
import { estadoLancamento, estadoLancamentoTexto } from '@gdo/domain/lancamento-estado';
import type { Lancamento, LancamentoTotais } from '@gdo/domain/lancamento-response';
import { formatBRL } from '@gdo/domain/money';
import { MONEY_WORDS, type MoneyWord } from '@gdo/domain/money-words';
import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ColumnWrap } from '@/components/data-table/data-table';

export type LancamentoColumn = {
  key: string;
  title: string;
  sortKey?: string;
  // `hoje`: today on the sites' clock (diaNoCanteiro), read once by the list for all its rows.
  render: (row: Lancamento, hoje: string) => ReactNode;
  money?: boolean;
  // How the cells' text breaks, as in every list (dates and amounts: never).
  wrap?: ColumnWrap;
  // The money word the column shows (money.md): its title explains itself.
  word?: MoneyWord;
  // The figure of the totals row under this column.
  total?: keyof LancamentoTotais;
};

const day = (value: string | null) => (value ? formatDate(value) : '—');

/** Pago, Em aberto, or "Vencido há N dias" in a red that keeps AA contrast. */
export function EstadoLancamento({ row, hoje }: { row: Lancamento; hoje: string }) {
  const texto = estadoLancamentoTexto(row, hoje);
  if (estadoLancamento(row, hoje).estado !== 'vencido') return <>{texto}</>;
  return (
    <Text component="span" inherit c="red.9" fw={600}>
      {texto}
    </Text>
  );
}

function figura(
  key: string,
  word: MoneyWord,
  total: keyof LancamentoTotais,
  value: (row: Lancamento) => string,
  sortKey?: string,
): LancamentoColumn {
  const render = (row: Lancamento) => formatBRL(value(row));
  return { key, title: MONEY_WORDS[word].label, word, total, sortKey, money: true, wrap: 'nowrap', render };
}

// The columns of domain.md ("lançamento"), in its order, then the due date, what is em aberto and
// the state (money.md, issue 13).
export const LANCAMENTO_COLUMNS: LancamentoColumn[] = [
  {
    key: 'data',
    title: 'Data',
    sortKey: 'data_lancamento',
    wrap: 'nowrap',
    render: (row) => day(row.data_lancamento),
  },
  { key: 'nf', title: 'Nº NF', sortKey: 'nf', render: (row) => row.nf ?? '—' },
  { key: 'data_nf', title: 'Data NF', sortKey: 'data_nf', wrap: 'nowrap', render: (row) => day(row.data_nf) },
  {
    key: 'descricao',
    title: 'Descrição',
    sortKey: 'descricao',
    render: (row) => (row.parcela ? `${row.descricao} (parcela ${row.parcela})` : row.descricao),
  },
  {
    key: 'etapa',
    title: 'Etapa',
    sortKey: 'etapa',
    render: (row) => `${row.etapa_numero} ${row.etapa_nome}`,
  },
  {
    key: 'subetapa',
    title: 'Subetapa (serviço)',
    sortKey: 'subetapa',
    render: (row) => `${row.subetapa_numero} ${row.subetapa_nome}`,
  },
  figura(
    'comprometido',
    'valorComprometido',
    'comprometido',
    (row) => row.valor_comprometido,
    'valor_comprometido',
  ),
  {
    key: 'fornecedor',
    title: 'Fornecedor',
    sortKey: 'fornecedor_nome',
    render: (row) => row.fornecedor_nome,
  },
  {
    key: 'data_pagamento',
    title: 'Data pagamento',
    sortKey: 'data_pagamento',
    wrap: 'nowrap',
    render: (row) => day(row.data_pagamento),
  },
  figura('pago', 'valorPago', 'pago', (row) => row.valor_pagamento, 'valor_pagamento'),
  {
    key: 'vencimento',
    title: 'Vencimento',
    sortKey: 'data_vencimento',
    wrap: 'nowrap',
    render: (row) => day(row.data_vencimento),
  },
  figura('aberto', 'emAberto', 'aberto', (row) => row.valor_aberto),
  { key: 'estado', title: 'Estado', render: (row, hoje) => <EstadoLancamento row={row} hoje={hoje} /> },
];

export const LANCAMENTO_COLUMN_KEYS = LANCAMENTO_COLUMNS.map((column) => column.key);

// What fits a 1280 px laptop beside the menu; the chooser shows the others.
export const COLUNAS_PADRAO = [
  'data',
  'descricao',
  'comprometido',
  'fornecedor',
  'pago',
  'vencimento',
  'aberto',
  'estado',
];
