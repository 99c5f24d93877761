import { formatDate, formatDateTime } from '@gdo/domain/date';
import { compareMoney, formatBRL } from '@gdo/domain/money';
import { FORMA_NAO_INFORMADA, FORMA_PAGAMENTO_LABELS, type Pagamento } from '@gdo/domain/pagamento';
import { Anchor, Badge, Button, Card, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useState } from 'react';
import { IndicadorCarregando } from '@/components/ui/carregando';
import { ConfirmModal } from '@/components/ui/modal/confirm-modal';
import { Modal } from '@/components/ui/modal/modal';
import { RetryAlert } from '@/components/ui/retry-alert';
import { useToast } from '@/components/ui/toast/toast-context';
import { failureText } from '@/components/ui/toast/use-failure-toast';
import { useEnviarComprovante, useEstornar, usePagamentos } from '../api/pagamentos';
import type { Conta } from './contas-tabela';

const forma = (p: Pagamento) => (p.forma ? FORMA_PAGAMENTO_LABELS[p.forma] : FORMA_NAO_INFORMADA);

/** A comprovante sent later, for a payment registered without one, with its progress. */
function AnexarComprovante({ p }: { p: Pagamento }) {
  const enviar = useEnviarComprovante();
  const toast = useToast();
  const [progresso, setProgresso] = useState<number | null>(null);
  const anexar = (arquivo: File | null) => {
    if (!arquivo) return;
    setProgresso(0);
    enviar
      .mutateAsync({ id: p.id, arquivo, onProgress: setProgresso })
      .then(
        () => toast.show({ type: 'success', text: 'Comprovante anexado.' }),
        (error) => toast.show({ type: 'danger', text: failureText('Falha no envio do comprovante.', error) }),
      )
      .finally(() => setProgresso(null));
  };
  return (
    <Stack gap={4}>
      <FileButton onChange={anexar} accept="application/pdf,image/jpeg,image/png,image/webp">
        {(props) => (
          <Button
            {...props}
            size="xs"
            variant="default"
            leftSection={<IconPaperclip size={14} aria-hidden />}
            loading={progresso !== null}
          >
            Anexar comprovante
          </Button>
        )}
      </FileButton>
      {progresso !== null && (
        <Progress value={Math.round(progresso * 100)} aria-label="Envio do comprovante" size="sm" />
      )}
    </Stack>
  );
}

function PagamentoItem({
  p,
  podeEscrever,
  onEstornar,
}: {
  p: Pagamento;
  podeEscrever: boolean;
  onEstornar: (p: Pagamento) => void;
}) {
  const estornado = p.estornado_em !== null;
  return (
    <Card withBorder padding="sm" data-testid="pagamento" data-estornado={estornado || undefined}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Stack gap={0}>
          <Text fw={700} td={estornado ? 'line-through' : undefined}>
            {formatBRL(p.valor)} em {formatDate(p.data)}
          </Text>
          <Text size="xs" c="dimmed">
            {forma(p)} · por {p.usuario_nome}
            {compareMoney(p.juros, '0') > 0 ? ` · juros/multa ${formatBRL(p.juros)}` : ''}
            {compareMoney(p.desconto, '0') > 0 ? ` · desconto ${formatBRL(p.desconto)}` : ''}
          </Text>
          {p.observacao && <Text size="xs">{p.observacao}</Text>}
          {p.comprovante && (
            <Anchor href={p.comprovante.url} target="_blank" rel="noopener" size="xs">
              <IconPaperclip size={12} aria-hidden /> {p.comprovante.nome}
            </Anchor>
          )}
        </Stack>
        {estornado ? (
          <Badge color="gray" variant="light">
            Estornado em {formatDateTime(p.estornado_em)}
            {p.estornado_por_nome ? ` por ${p.estornado_por_nome}` : ''}
          </Badge>
        ) : (
          podeEscrever && (
            <Group gap="xs" align="flex-start">
              {!p.comprovante && <AnexarComprovante p={p} />}
              <Button size="xs" color="red" variant="light" onClick={() => onEstornar(p)}>
                Estornar
              </Button>
            </Group>
          )
        )}
      </Group>
    </Card>
  );
}

// The payments of one entry, reversed ones included (struck through); an estorno asks first.
export function PagamentosModal({
  conta,
  podeEscrever,
  onClose,
}: {
  conta: Conta;
  podeEscrever: boolean;
  onClose: () => void;
}) {
  const pagamentos = usePagamentos(conta.lancamento);
  const estornar = useEstornar();
  const toast = useToast();
  const [confirmar, setConfirmar] = useState<Pagamento | null>(null);
  let corpo: React.ReactNode;
  if (pagamentos.isPending) corpo = <IndicadorCarregando rotulo="Carregando pagamentos" size="sm" />;
  else if (pagamentos.isError)
    corpo = (
      <RetryAlert onRetry={() => void pagamentos.refetch()}>Falha ao carregar os pagamentos.</RetryAlert>
    );
  else if (pagamentos.data.length === 0)
    // Only a role that pays is sent to "Pagar" (a reader is not offered it).
    corpo = (
      <Text size="sm">
        {podeEscrever
          ? 'Nenhum pagamento ainda. Use "Pagar" na lista para registrar o primeiro.'
          : 'Nenhum pagamento ainda.'}
      </Text>
    );
  else
    corpo = pagamentos.data.map((p) => (
      <PagamentoItem key={p.id} p={p} podeEscrever={podeEscrever} onEstornar={setConfirmar} />
    ));
  return (
    <Modal opened onClose={onClose} title="Pagamentos" size="md">
      <Stack gap="xs">
        <Text size="sm">
          {conta.descricao}
          {conta.parcela ? ` (parcela ${conta.parcela})` : ''} — {conta.fornecedor_nome}
        </Text>
        {corpo}
      </Stack>
      <ConfirmModal
        opened={confirmar !== null}
        onClose={() => setConfirmar(null)}
        title="Estornar pagamento"
        message={
          confirmar &&
          `Estornar o pagamento de ${formatBRL(confirmar.valor)} de ${formatDate(confirmar.data)}? Ele continua na lista, marcado como estornado, e o valor volta a ficar em aberto.`
        }
        confirmLabel="Estornar"
        danger
        // The confirmation closes this modal too: a promise, not mutate's callbacks, which an unmounted
        // component never receives, says how the estorno went.
        onConfirm={() => {
          if (!confirmar) return;
          estornar.mutateAsync(confirmar.id).then(
            () => toast.show({ type: 'success', text: 'Pagamento estornado.' }),
            (error) => toast.show({ type: 'danger', text: failureText('Falha no estorno.', error) }),
          );
        }}
      />
    </Modal>
  );
}
