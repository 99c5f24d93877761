import type { ContratoItem } from '@gdo/domain/contrato-itens';
import type { ItensMedidos } from '@gdo/domain/medicao-calculo';
import { formatBRL, formatQuantity } from '@gdo/domain/money';
import { Group, Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { COMPACT_QUERY } from '@/components/data-table/data-table';

type Props = {
  itens: ContratoItem[];
  medicao: ItensMedidos;
  quantidades: Record<number, string>;
  erros: Record<number, string | undefined>;
  onChange: (item: number, value: string) => void;
};

/**
 * The quantity measured now per item, beside what was contracted, what the approved medições took
 * and what remains: a table on a wide screen, one card per item on a phone (the input in reach).
 */
export function MedicaoItensCampos({ itens, medicao, quantidades, erros, onChange }: Props) {
  const compact = useMediaQuery(COMPACT_QUERY, false, { getInitialValueInEffect: false });

  const campo = (item: ContratoItem, index: number) => (
    <TextInput
      aria-label={`Quantidade medida: ${item.descricao}`}
      inputMode="decimal"
      placeholder="0"
      data-autofocus={index === 0 || undefined}
      value={quantidades[item.id] ?? ''}
      error={erros[item.id]}
      onChange={(e) => onChange(item.id, e.currentTarget.value)}
    />
  );
  const valor = (item: ContratoItem) => {
    const linha = medicao.linhas.find((l) => l.item === item.id);
    return linha ? formatBRL(linha.valor) : '—';
  };

  if (compact) {
    return (
      <Stack gap="xs" role="list" aria-label="Quantidades medidas por item">
        {itens.map((item, index) => (
          <Paper key={item.id} withBorder p="sm" radius="md" role="listitem">
            <Text fw={600} size="sm">
              {item.descricao}{' '}
              <Text span size="xs" c="dimmed">
                ({item.unidade})
              </Text>
            </Text>
            <Text size="xs" c="dimmed" mb={6}>
              Contratada {formatQuantity(item.quantidade)} · Acumulada {formatQuantity(item.medido)} ·
              Restante {formatQuantity(item.a_medir)}
            </Text>
            <Group gap="sm" align="flex-start" wrap="nowrap">
              <div style={{ flex: 1 }}>{campo(item, index)}</div>
              <Text size="sm" pt={6} style={{ whiteSpace: 'nowrap' }}>
                {valor(item)}
              </Text>
            </Group>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <Table striped verticalSpacing="xs" aria-label="Quantidades medidas por item">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Item</Table.Th>
          <Table.Th ta="right">Contratada</Table.Th>
          <Table.Th ta="right">Acumulada</Table.Th>
          <Table.Th ta="right">Restante</Table.Th>
          <Table.Th w={150}>Nesta medição</Table.Th>
          <Table.Th ta="right">Valor</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {itens.map((item, index) => (
          <Table.Tr key={item.id}>
            <Table.Td>
              {item.descricao}{' '}
              <Text span size="xs" c="dimmed">
                ({item.unidade})
              </Text>
            </Table.Td>
            <Table.Td ta="right">{formatQuantity(item.quantidade)}</Table.Td>
            <Table.Td ta="right">{formatQuantity(item.medido)}</Table.Td>
            <Table.Td ta="right">{formatQuantity(item.a_medir)}</Table.Td>
            <Table.Td>{campo(item, index)}</Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {valor(item)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
