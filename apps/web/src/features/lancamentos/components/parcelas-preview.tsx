import { formatDate } from '@gdo/domain/date';
import { planParcelas, vencimentosParcelas } from '@gdo/domain/lancamento';
import { formatBRL, sumMoney } from '@gdo/domain/money';
import { Table, Text } from '@mantine/core';

type ParcelasPreviewProps = {
  // Each item row that will be saved, with its valor (Money).
  itens: { label: string; valor: string }[];
  primeiroVencimento: string;
  parcelas: number;
};

// What the server will save: each row's value split by the domain's rule (remainder on the last).
export function ParcelasPreview({ itens, primeiroVencimento, parcelas }: ParcelasPreviewProps) {
  if (!primeiroVencimento || itens.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Informe os valores e o primeiro vencimento para ver as parcelas.
      </Text>
    );
  }
  const vencimentos = vencimentosParcelas(primeiroVencimento, parcelas);
  const linhas = itens.flatMap((item) =>
    planParcelas(item.valor, vencimentos).map((parcela) => ({ ...parcela, item: item.label })),
  );
  return (
    <Table.ScrollContainer minWidth={260} type="native">
      <Table aria-label="Prévia das parcelas" striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            {itens.length > 1 && <Table.Th>Item</Table.Th>}
            <Table.Th>Parcela</Table.Th>
            <Table.Th>Vencimento</Table.Th>
            <Table.Th ta="right">Valor</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {linhas.map((linha) => (
            <Table.Tr key={`${linha.item}-${linha.parcela}`}>
              {itens.length > 1 && <Table.Td>{linha.item}</Table.Td>}
              <Table.Td>{linha.parcela}</Table.Td>
              <Table.Td>{formatDate(linha.data_vencimento)}</Table.Td>
              <Table.Td ta="right">{formatBRL(linha.valor_comprometido)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th colSpan={itens.length > 1 ? 3 : 2}>Total</Table.Th>
            <Table.Th ta="right">
              {formatBRL(sumMoney(linhas.map((linha) => linha.valor_comprometido)))}
            </Table.Th>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
