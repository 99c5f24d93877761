import type { FluxoDeCaixa } from '@gdo/domain/fluxo-de-caixa';
import { formatBRL } from '@gdo/domain/money';
import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { MoneyHint } from '@/components/ui/money-hint';
import { rotuloDoPeriodo } from './fluxo-rotulo';

const Num = ({ children, strong = false }: { children: string; strong?: boolean }) => (
  <Table.Td ta="right" style={{ whiteSpace: 'nowrap', fontWeight: strong ? 600 : undefined }}>
    {formatBRL(children)}
  </Table.Td>
);
const Th = ({ children }: { children: ReactNode }) => (
  <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>
    {children}
  </Table.Th>
);

// The cash flow's table: one row per period, the totals row (sums of the rows, from the API).
export function FluxoTabela({ fluxo }: { fluxo: FluxoDeCaixa }) {
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table striped verticalSpacing="xs" aria-label="Fluxo de caixa por período">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{fluxo.agrupamento === 'mes' ? 'Mês' : 'Semana'}</Table.Th>
            <Th>
              <MoneyHint word="executado" />
            </Th>
            <Th>Juros/multa</Th>
            <Th>Desconto</Th>
            <Th>
              <MoneyHint word="emAberto" />
            </Th>
            <Th>Executado acumulado</Th>
            <Th>Em aberto acumulado</Th>
            <Th>Acumulado</Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {fluxo.periodos.map((p) => (
            <Table.Tr key={p.inicio}>
              <Table.Th scope="row" style={{ whiteSpace: 'nowrap', fontWeight: 400 }}>
                {rotuloDoPeriodo(p, fluxo.agrupamento)}
              </Table.Th>
              <Num>{p.pago}</Num>
              <Num>{p.juros}</Num>
              <Num>{p.desconto}</Num>
              <Num>{p.em_aberto}</Num>
              <Num>{p.acumulado_pago}</Num>
              <Num>{p.acumulado_em_aberto}</Num>
              <Num>{p.acumulado}</Num>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row">Total</Table.Th>
            <Num strong>{fluxo.total.pago}</Num>
            <Num strong>{fluxo.total.juros}</Num>
            <Num strong>{fluxo.total.desconto}</Num>
            <Num strong>{fluxo.total.em_aberto}</Num>
            <Table.Td colSpan={3} />
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
