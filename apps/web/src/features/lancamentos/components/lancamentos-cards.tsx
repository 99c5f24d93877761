import { diaNoCanteiro } from '@gdo/domain/fuso';
import type { Lancamento, LancamentoTotais } from '@gdo/domain/lancamento-response';
import { formatBRL } from '@gdo/domain/money';
import { MONEY_WORDS } from '@gdo/domain/money-words';
import { Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import cartoes from '@/components/ui/cartoes.module.css';
import { MoneyHintButton } from '@/components/ui/money-hint';
import { EstadoLancamento, LANCAMENTO_COLUMNS, type LancamentoColumn } from './lancamento-colunas';
import classes from './lancamentos-cards.module.css';

const DETALHES = ['data', 'fornecedor', 'vencimento', 'comprometido', 'pago', 'aberto'];
const columns = DETALHES.map((key) => LANCAMENTO_COLUMNS.find((column) => column.key === key)!);
const descricao = LANCAMENTO_COLUMNS.find((column) => column.key === 'descricao')!;

function Campo({
  column,
  children,
}: {
  column: Pick<LancamentoColumn, 'title' | 'word'>;
  children: ReactNode;
}) {
  return (
    <div className={classes.campo}>
      <div className={classes.rotulo}>
        {column.title}
        {column.word && <MoneyHintButton word={column.word} />}
      </div>
      <div className={classes.valor}>{children}</div>
    </div>
  );
}

type LancamentosCardsProps = {
  label: string;
  rows: Lancamento[];
  totais: LancamentoTotais;
  rowActions?: (row: Lancamento) => ReactNode;
};

// On a phone each entry is a card (as the other lists): the description and its state on top,
// then what a clerk checks, the actions at hand, and the totals of the filter last.
export function LancamentosCards({ label, rows, totais, rowActions }: LancamentosCardsProps) {
  const hoje = diaNoCanteiro();
  return (
    <Stack gap="xs" p="xs">
      <ul className={cartoes.lista} aria-label={label}>
        {rows.map((row) => (
          <li key={row.id} className={cartoes.cartao}>
            <div className={`${cartoes.topo} ${classes.topo}`}>
              <p className={classes.titulo}>{descricao.render(row, hoje)}</p>
              <span className={classes.estado}>
                <EstadoLancamento row={row} hoje={hoje} />
              </span>
            </div>
            <div className={classes.campos}>
              {columns.map((column) => (
                <Campo key={column.key} column={column}>
                  {column.render(row, hoje)}
                </Campo>
              ))}
            </div>
            {rowActions && <div className={cartoes.acoes}>{rowActions(row)}</div>}
          </li>
        ))}
      </ul>
      <Paper withBorder radius="md" p="sm" bg="gray.0" data-testid="lancamentos-totais">
        <Text fw={700} size="sm">
          Total do filtro
        </Text>
        <div className={classes.campos}>
          <Campo column={{ title: MONEY_WORDS.valorComprometido.label, word: 'valorComprometido' }}>
            {formatBRL(totais.comprometido)}
          </Campo>
          <Campo column={{ title: MONEY_WORDS.valorPago.label, word: 'valorPago' }}>
            {formatBRL(totais.pago)}
          </Campo>
          <Campo column={{ title: MONEY_WORDS.emAberto.label, word: 'emAberto' }}>
            {formatBRL(totais.aberto)}
          </Campo>
        </div>
      </Paper>
    </Stack>
  );
}
