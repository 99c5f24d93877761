import { formatBRL } from '@gdo/domain/money';
import { TIPO_DOCUMENTO_LABELS } from '@gdo/domain/tipo-documento';
import { Checkbox, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { MoneyHint } from '@/components/ui/money-hint';
import { FIXA, TabelaRolavel } from '@/components/ui/tabela-rolavel';
import { Acoes, type Conta, type ContasTabelaProps, descricao, situacao, vencimento } from './conta-acoes';
import classes from './contas.module.css';
import { ContasCartoes } from './contas-cartoes';

export type { Conta } from './conta-acoes';

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
  if (compacto) return <ContasCartoes {...props} marcar={marcar} />;
  return (
    // The table from 62 em up (cards below): up to about 1 100 px it scrolls sideways, each row's
    // actions kept at its right.
    <TabelaRolavel minWidth={760} rotulo="Contas a pagar">
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
            <Table.Th className={FIXA.fim}>
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
                  {/* Under a date, where it stands; "Sem vencimento" says it all alone. */}
                  {c.data_vencimento && (
                    <Text size="xs" c={s.tinta} fw={600} style={{ whiteSpace: 'nowrap' }}>
                      {s.texto}
                    </Text>
                  )}
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
                <Table.Td className={FIXA.fim}>
                  <Acoes conta={c} {...props} icone />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </TabelaRolavel>
  );
}
