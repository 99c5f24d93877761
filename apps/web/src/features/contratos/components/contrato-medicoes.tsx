import type { Contrato } from '@gdo/domain/contrato';
import { formatDate } from '@gdo/domain/date';
import { MEDICAO_STATUS_LABELS, type Medicao } from '@gdo/domain/medicao';
import { formatBRL } from '@gdo/domain/money';
import { Badge, Button, Group, Loader, Paper, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconFileTypePdf, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmModal } from '@/components/ui/modal/confirm-modal';
import { RetryAlert } from '@/components/ui/retry-alert';
import { useToast } from '@/components/ui/toast/toast-context';
import { failureText } from '@/components/ui/toast/use-failure-toast';
import { useAprovarMedicao, useBoletimPdf, useItensDoContrato, useMedicoes } from '../api/medicoes';
import { NovaMedicaoModal } from './nova-medicao-modal';

type Props = { contrato: Contrato; canWrite: boolean };

/** The contract's medições: each with its period, amounts and, once approved, its boletim. */
export function ContratoMedicoes({ contrato, canWrite }: Props) {
  const medicoes = useMedicoes(contrato.id);
  const itens = useItensDoContrato(contrato.id);
  const [nova, setNova] = useState(false);
  const [aprovando, setAprovando] = useState<Medicao | null>(null);
  const aprovar = useAprovarMedicao();
  const pdf = useBoletimPdf();
  const toast = useToast();

  const confirmarAprovacao = async (medicao: Medicao) => {
    try {
      await aprovar.mutateAsync(medicao.id);
      toast.show({
        type: 'success',
        text: `Medição nº ${medicao.numero} aprovada: a conta a pagar está no RDO.`,
      });
    } catch (error) {
      toast.show({ type: 'danger', text: failureText('Falha ao aprovar a medição.', error) });
    }
  };

  return (
    <Paper withBorder radius="md" p="md" mt="md" component="section" aria-labelledby="medicoes-titulo">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="medicoes-titulo">
          Medições
        </Title>
        {canWrite && (
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setNova(true)}
            disabled={!itens.data}
          >
            Nova medição
          </Button>
        )}
      </Group>
      {medicoes.isError ? (
        <RetryAlert onRetry={() => void medicoes.refetch()}>
          Não foi possível carregar as medições.
        </RetryAlert>
      ) : !medicoes.data ? (
        <Loader size="sm" aria-label="Carregando medições" />
      ) : medicoes.data.length === 0 ? (
        <Text c="dimmed" size="sm">
          Nenhuma medição ainda.{' '}
          {canWrite ? 'Use "Nova medição" para medir o serviço executado no período.' : ''}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table striped verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Nº</Table.Th>
                <Table.Th>Período</Table.Th>
                <Table.Th>Situação</Table.Th>
                <Table.Th ta="right">Bruto</Table.Th>
                <Table.Th ta="right">Retenção</Table.Th>
                <Table.Th ta="right">Amortização</Table.Th>
                <Table.Th ta="right">Líquido</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Ações</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {medicoes.data.map((m) => (
                <Table.Tr key={m.id}>
                  <Table.Td>{m.numero}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {formatDate(m.periodo_de)} a {formatDate(m.periodo_ate)}
                  </Table.Td>
                  <Table.Td>
                    <Badge color={m.status === 'aprovada' ? 'green' : 'gray'} variant="light">
                      {MEDICAO_STATUS_LABELS[m.status]}
                    </Badge>
                  </Table.Td>
                  {(
                    [
                      ['bruto', m.valor_bruto],
                      ['retencao', m.retencao],
                      ['amortizacao', m.amortizacao],
                      ['liquido', m.valor_liquido],
                    ] as const
                  ).map(([nome, v]) => (
                    <Table.Td
                      key={nome}
                      ta="right"
                      style={{ whiteSpace: 'nowrap' }}
                      fw={nome === 'liquido' ? 600 : undefined}
                    >
                      {formatBRL(v)}
                    </Table.Td>
                  ))}
                  <Table.Td>
                    <Group gap={4} wrap="nowrap" justify="flex-end">
                      {canWrite && m.status === 'rascunho' && (
                        <Button size="compact-sm" onClick={() => setAprovando(m)}>
                          Aprovar
                        </Button>
                      )}
                      <Button
                        size="compact-sm"
                        variant="default"
                        leftSection={<IconFileTypePdf size={14} aria-hidden />}
                        aria-label={`Boletim da medição nº ${m.numero} em PDF`}
                        onClick={() =>
                          pdf.mutate(m, {
                            onError: (e) =>
                              toast.show({
                                type: 'danger',
                                text: failureText('Falha ao gerar o boletim.', e),
                              }),
                          })
                        }
                      >
                        Boletim
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {itens.data && (
        <NovaMedicaoModal
          contrato={contrato}
          itens={itens.data}
          opened={nova}
          onClose={() => setNova(false)}
        />
      )}
      <ConfirmModal
        opened={aprovando !== null}
        onClose={() => setAprovando(null)}
        onConfirm={() => aprovando && void confirmarAprovacao(aprovando)}
        title="Aprovar medição"
        confirmLabel="Aprovar"
        message={
          aprovando &&
          `Aprovar a medição nº ${aprovando.numero}? Ela fica fechada e o líquido de ${formatBRL(aprovando.valor_liquido)} é lançado como conta a pagar no RDO da obra.`
        }
      />
    </Paper>
  );
}
