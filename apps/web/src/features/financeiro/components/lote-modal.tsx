import { diaNoCanteiro } from '@gdo/domain/fuso';
import { formatBRL, sumMoney } from '@gdo/domain/money';
import type { FormaPagamento } from '@gdo/domain/pagamento';
import { Alert, List, SimpleGrid, Text } from '@mantine/core';
import { useState } from 'react';
import { DateField } from '@/components/entity-form/date-field';
import { useToast } from '@/components/ui/toast/toast-context';
import { ApiRequestError } from '@/lib/api-error';
import { useSubmitLock } from '@/lib/use-submit-lock';
import { usePagarLote } from '../api/pagamentos';
import type { Conta } from './contas-tabela';
import { FormaSelect, PagamentoModalForm } from './pagamento-form';

// Pays what is em aberto on every selected payable with one date and forma: all or nothing.
export function LoteModal({
  contas,
  onClose,
  onPago,
}: {
  contas: Conta[];
  onClose: () => void;
  onPago: () => void;
}) {
  const [data, setData] = useState(diaNoCanteiro());
  const [forma, setForma] = useState<FormaPagamento | null>(null);
  const [erro, setErro] = useState<string | undefined>();
  const [erroForma, setErroForma] = useState<string | undefined>();
  const lote = usePagarLote();
  const toast = useToast();
  const { busy, lock } = useSubmitLock();
  const total = sumMoney(contas.map((c) => c.em_aberto));

  const submit = lock(async () => {
    setErroForma(forma ? undefined : 'Escolha a forma de pagamento.');
    if (!forma || !data) return;
    try {
      await lote.mutateAsync({ lancamentos: contas.map((c) => c.lancamento), data, forma });
      toast.show({
        type: 'success',
        text: `${contas.length} pagamentos registrados, ${formatBRL(total)} no total.`,
      });
      onPago();
      onClose();
    } catch (error) {
      if (!(error instanceof ApiRequestError)) throw error;
      setErro([error.message, ...error.errors.map((e) => e.message)].join(' '));
    }
  });

  return (
    <PagamentoModalForm
      title="Pagar selecionadas"
      submitLabel={`Pagar ${formatBRL(total)}`}
      busy={busy}
      onClose={onClose}
      onSubmit={() => void submit()}
    >
      <Text size="sm">
        Paga o em aberto de cada conta selecionada, com a mesma data e forma. Se uma delas não puder ser paga,
        nenhuma é.
      </Text>
      <List size="sm" spacing={2}>
        {contas.map((c) => (
          <List.Item key={c.id}>
            {c.descricao}
            {c.parcela ? ` (parcela ${c.parcela})` : ''}: {formatBRL(c.em_aberto)}
          </List.Item>
        ))}
      </List>
      <Text fw={700}>
        Total: {formatBRL(total)} em {contas.length === 1 ? '1 conta' : `${contas.length} contas`}
      </Text>
      {erro && (
        <Alert color="red" role="alert">
          {erro}
        </Alert>
      )}
      {/* One per line on a phone: beside the forma, the date field cut its day. */}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
        <DateField
          label="Data do pagamento"
          required
          value={data}
          error={undefined}
          onChange={setData}
          onBlur={() => {}}
        />
        <FormaSelect value={forma} error={erroForma} onChange={setForma} />
      </SimpleGrid>
    </PagamentoModalForm>
  );
}
