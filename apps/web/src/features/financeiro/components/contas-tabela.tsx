import { formatDate } from '@gdo/domain/date';
import { formatBRL } from '@gdo/domain/money';
import { type ContaAPagar, GRUPO_VENCIMENTO_LABELS } from '@gdo/domain/pagamento';
import { TIPO_DOCUMENTO_LABELS } from '@gdo/domain/rdo-rda';
import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconListDetails } from '@tabler/icons-react';
import { LazyTooltip } from '@/components/ui/lazy-tooltip';
import { MoneyHint } from '@/components/ui/money-hint';
import classes from './contas.module.css';

export type Conta = ContaAPagar & { id: number };

type ContasTabelaProps = {
  rows: Conta[];
  selecionadas: ReadonlySet<number>;
  onSelecionar: (ids: number[], marcar: boolean) => void;
  podePagar: boolean;
  onPagar: (conta: Conta) => void;
  onPagamentos: (conta: Conta) => void;
};

export function situacao(c: ContaAPagar): { texto: string; cor: string } {
  if (c.grupo === 'vencido') {
    const dias = c.dias_em_atraso ?? 0;
    return { texto: `Vencido há ${dias} ${dias === 1 ? 'dia' : 'dias'}`, cor: 'red' };
  }
  return { texto: GRUPO_VENCIMENTO_LABELS[c.grupo], cor: c.grupo === 'hoje' ? 'orange' : 'gray' };
}

const descricao = (c: ContaAPagar) => (c.parcela ? `${c.descricao} (parcela ${c.parcela})` : c.descricao);
const vencimento = (c: ContaAPagar) => (c.data_vencimento ? formatDate(c.data_vencimento) : 'Sem vencimento');

function Acoes({
  conta,
  podePagar,
  onPagar,
  onPagamentos,
  icone = false,
}: { conta: Conta; icone?: boolean } & Omit<ContasTabelaProps, 'rows' | 'selecionadas' | 'onSelecionar'>) {
  const rotulo = `Pagamentos de ${descricao(conta)}`;
  return (
    <Group gap={4} wrap="nowrap">
      {podePagar && (
        <Button size="xs" onClick={() => onPagar(conta)} aria-label={`Pagar ${descricao(conta)}`}>
          Pagar
        </Button>
      )}
      {icone ? (
        // In the table a row keeps to 1280 px: the payments open from an icon that says its name.
        <LazyTooltip label="Pagamentos" withArrow>
          <ActionIcon variant="default" size={30} onClick={() => onPagamentos(conta)} aria-label={rotulo}>
            <IconListDetails size={16} aria-hidden />
          </ActionIcon>
        </LazyTooltip>
      ) : (
        <Button size="xs" variant="default" onClick={() => onPagamentos(conta)} aria-label={rotulo}>
          Pagamentos
        </Button>
      )}
    </Group>
  );
}

// The payables of the page: a table on a wide screen, cards on a phone; each with a checkbox when
// the user may pay (a batch), and its actions.
export function ContasTabela(props: ContasTabelaProps) {
  const { rows, selecionadas, onSelecionar, podePagar } = props;
  const compacto = useMediaQuery('(max-width: 62em)', false, { getInitialValueInEffect: false });
  const todas = rows.length > 0 && rows.every((r) => selecionadas.has(r.id));
  const algumas = rows.some((r) => selecionadas.has(r.id));
  const marcar = (c: Conta) => (
    <Checkbox
      aria-label={`Selecionar ${descricao(c)}`}
      checked={selecionadas.has(c.id)}
      onChange={(event) => onSelecionar([c.id], event.currentTarget.checked)}
    />
  );
  if (compacto) {
    return (
      <Stack gap="xs">
        {rows.map((c) => {
          const s = situacao(c);
          return (
            <Card key={c.id} withBorder padding="sm" data-testid="conta-cartao">
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <Group gap="xs" align="flex-start" wrap="nowrap">
                  {podePagar && marcar(c)}
                  <Stack gap={0}>
                    <Text fw={600} size="sm">
                      {descricao(c)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {c.fornecedor_nome} · {c.obra_nome} · {TIPO_DOCUMENTO_LABELS[c.documento]}
                    </Text>
                  </Stack>
                </Group>
                <Badge color={s.cor} variant="light" style={{ flexShrink: 0 }}>
                  {s.texto}
                </Badge>
              </Group>
              <Group justify="space-between" mt="xs" wrap="wrap" gap="xs">
                <Text size="sm">Vence {vencimento(c)}</Text>
                <Text size="sm" fw={700} className={classes.valor}>
                  Em aberto {formatBRL(c.em_aberto)}
                </Text>
              </Group>
              <Group mt="xs" justify="flex-end">
                <Acoes conta={c} {...props} />
              </Group>
            </Card>
          );
        })}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label="Contas a pagar">
        <Table.Thead>
          <Table.Tr>
            {podePagar && (
              <Table.Th w={36}>
                <Checkbox
                  aria-label="Selecionar todas desta página"
                  checked={todas}
                  indeterminate={!todas && algumas}
                  onChange={(event) =>
                    onSelecionar(
                      rows.map((r) => r.id),
                      event.currentTarget.checked,
                    )
                  }
                />
              </Table.Th>
            )}
            <Table.Th>Vencimento</Table.Th>
            <Table.Th>Descrição</Table.Th>
            <Table.Th className={classes.money}>
              <MoneyHint word="valorComprometido" />
            </Table.Th>
            <Table.Th className={classes.money}>
              <MoneyHint word="valorPago" />
            </Table.Th>
            <Table.Th className={classes.money}>
              <MoneyHint word="emAberto" />
            </Table.Th>
            <Table.Th>
              <VisuallyHidden>Ações</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((c) => {
            const s = situacao(c);
            return (
              <Table.Tr key={c.id} data-testid="conta-linha">
                {podePagar && <Table.Td>{marcar(c)}</Table.Td>}
                <Table.Td>
                  <Text size="sm" className={classes.valor}>
                    {vencimento(c)}
                  </Text>
                  <Text
                    size="xs"
                    c={s.cor === 'gray' ? 'dimmed' : `${s.cor}.8`}
                    fw={600}
                    style={{ whiteSpace: 'nowrap' }}
                  >
                    {s.texto}
                  </Text>
                </Table.Td>
                <Table.Td miw={200}>
                  <Text size="sm" fw={600}>
                    {descricao(c)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {c.fornecedor_nome} · {c.obra_nome} · {TIPO_DOCUMENTO_LABELS[c.documento]}
                  </Text>
                </Table.Td>
                <Table.Td className={classes.money}>{formatBRL(c.valor_comprometido)}</Table.Td>
                <Table.Td className={classes.money}>{formatBRL(c.valor_pago)}</Table.Td>
                <Table.Td className={classes.money} fw={700}>
                  {formatBRL(c.em_aberto)}
                </Table.Td>
                <Table.Td>
                  <Acoes conta={c} {...props} icone />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
