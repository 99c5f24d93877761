import { FLUXO_COLUNAS, type FluxoDeCaixa, rotuloDoPeriodo } from '@gdo/domain/fluxo-de-caixa';
import { formatBRL } from '@gdo/domain/money';
import type { MoneyWord } from '@gdo/domain/money-words';
import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { MoneyHint } from '@/components/ui/money-hint';
import { FIXA, TabelaRolavel } from '@/components/ui/tabela-rolavel';

const Num = ({ children, strong = false }: { children: string; strong?: boolean }) => (
  <Table.Td ta="right" style={{ whiteSpace: 'nowrap', fontWeight: strong ? 600 : undefined }}>
    {formatBRL(children)}
  </Table.Td>
);
const Th = ({ children }: { children: ReactNode }) => <Table.Th ta="right">{children}</Table.Th>;

const DICAS: Partial<Record<string, MoneyWord>> = { pago: 'executado', em_aberto: 'emAberto' };

// The cash flow's table: one row per period, the totals row (sums of the rows, from the API). On a
// phone it scrolls sideways with the period kept at its left, so every figure keeps its month.
export function FluxoTabela({ fluxo }: { fluxo: FluxoDeCaixa }) {
  return (
    <TabelaRolavel minWidth={820} rotulo="Fluxo de caixa">
      <Table striped verticalSpacing="xs" aria-label="Fluxo de caixa por período">
        <Table.Thead>
          <Table.Tr>
            <Table.Th className={FIXA.inicio}>{fluxo.agrupamento === 'mes' ? 'Mês' : 'Semana'}</Table.Th>
            {FLUXO_COLUNAS.map(([campo, rotulo]) => (
              <Th key={campo}>
                {DICAS[campo] ? <MoneyHint word={DICAS[campo]}>{rotulo}</MoneyHint> : rotulo}
              </Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {fluxo.periodos.map((p) => (
            <Table.Tr key={p.inicio}>
              <Table.Th scope="row" className={FIXA.inicio} style={{ whiteSpace: 'nowrap', fontWeight: 400 }}>
                {rotuloDoPeriodo(p, fluxo.agrupamento)}
              </Table.Th>
              {FLUXO_COLUNAS.map(([campo]) => (
                <Num key={campo}>{p[campo]}</Num>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row" className={FIXA.inicio}>
              Total
            </Table.Th>
            <Num strong>{fluxo.total.pago}</Num>
            <Num strong>{fluxo.total.juros}</Num>
            <Num strong>{fluxo.total.desconto}</Num>
            <Num strong>{fluxo.total.em_aberto}</Num>
            <Table.Td colSpan={3} />
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </TabelaRolavel>
  );
}
