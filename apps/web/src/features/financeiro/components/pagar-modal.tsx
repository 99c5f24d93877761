import { diaNoCanteiro } from '@gdo/domain/fuso';
import { formatBRL, parseBRL } from '@gdo/domain/money';
import type { FormaPagamento } from '@gdo/domain/pagamento';
import { Alert, FileInput, Group, Progress, SimpleGrid, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useState } from 'react';
import { DateField } from '@/components/entity-form/date-field';
import { TextoLongo } from '@/components/ui/form/texto-longo';
import { useToast } from '@/components/ui/toast/toast-context';
import { ApiRequestError } from '@/lib/api-error';
import { useSubmitLock } from '@/lib/use-submit-lock';
import { useCriarPagamento, useEnviarComprovante } from '../api/pagamentos';
import type { Conta } from './contas-tabela';
import { DinheiroInput, FormaSelect, PagamentoModalForm } from './pagamento-form';

const brl = (money: string) => money.replace('.', ',');

type Erros = Partial<Record<'data' | 'valor' | 'juros' | 'desconto' | 'forma' | 'arquivo' | 'geral', string>>;

// Pays one payable: the principal (at most what is em aberto, all of it by default), juros/multa and
// desconto apart, the forma and an optional comprovante, sent after the payment with its progress.
export function PagarModal({ conta, onClose }: { conta: Conta; onClose: () => void }) {
  const [data, setData] = useState(diaNoCanteiro());
  const [valor, setValor] = useState(brl(conta.em_aberto));
  const [juros, setJuros] = useState('');
  const [desconto, setDesconto] = useState('');
  const [forma, setForma] = useState<FormaPagamento | null>(null);
  const [observacao, setObservacao] = useState('');
  const [arquivo, setArquivo] = useState<File | null>(null);
  const [progresso, setProgresso] = useState<number | null>(null);
  const [erros, setErros] = useState<Erros>({});
  const criar = useCriarPagamento();
  const enviar = useEnviarComprovante();
  const toast = useToast();
  const { busy, lock } = useSubmitLock();

  const submit = lock(async () => {
    const valorMoney = parseBRL(valor);
    const local: Erros = {};
    if (!valorMoney) local.valor = 'Informe o valor pago.';
    if (juros && !parseBRL(juros)) local.juros = 'Valor inválido.';
    if (desconto && !parseBRL(desconto)) local.desconto = 'Valor inválido.';
    if (!forma) local.forma = 'Escolha a forma de pagamento.';
    if (!data) local.data = 'Informe a data do pagamento.';
    setErros(local);
    if (Object.keys(local).length > 0 || !valorMoney || !forma) return;
    try {
      const pagamento = await criar.mutateAsync({
        lancamento: conta.lancamento,
        data,
        valor: valorMoney,
        ...(juros ? { juros: parseBRL(juros)! } : {}),
        ...(desconto ? { desconto: parseBRL(desconto)! } : {}),
        forma,
        ...(observacao.trim() ? { observacao: observacao.trim() } : {}),
      });
      if (arquivo) {
        setProgresso(0);
        try {
          await enviar.mutateAsync({ id: pagamento.id, arquivo, onProgress: setProgresso });
        } catch (error) {
          toast.show({
            type: 'danger',
            text: `Pagamento registrado, mas o comprovante não foi enviado. ${error instanceof ApiRequestError ? error.message : ''} Anexe-o em "Pagamentos".`,
          });
          onClose();
          return;
        }
      }
      toast.show({ type: 'success', text: `Pagamento de ${formatBRL(valorMoney)} registrado.` });
      onClose();
    } catch (error) {
      if (!(error instanceof ApiRequestError)) throw error;
      const campos: Erros = {};
      for (const e of error.errors) campos[e.field as keyof Erros] = e.message;
      if (error.errors.length === 0) campos.geral = error.message;
      setErros(campos);
      setProgresso(null);
    }
  });

  return (
    <PagamentoModalForm
      title="Registrar pagamento"
      submitLabel="Registrar pagamento"
      busy={busy}
      onClose={onClose}
      onSubmit={() => void submit()}
    >
      <Text size="sm">
        {conta.descricao}
        {conta.parcela ? ` (parcela ${conta.parcela})` : ''} — {conta.fornecedor_nome}
        <br />
        Em aberto: <strong>{formatBRL(conta.em_aberto)}</strong>
      </Text>
      {erros.geral && (
        <Alert color="red" role="alert">
          {erros.geral}
        </Alert>
      )}
      {/* One per line on a phone: beside the value, the date field cut its day ("27/11/202"). */}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
        <DateField
          label="Data do pagamento"
          required
          value={data}
          error={erros.data}
          onChange={setData}
          onBlur={() => {}}
        />
        <DinheiroInput label="Valor pago" required value={valor} error={erros.valor} onChange={setValor} />
      </SimpleGrid>
      <Group grow align="flex-start">
        <DinheiroInput label="Juros/multa" value={juros} error={erros.juros} onChange={setJuros} />
        <DinheiroInput label="Desconto" value={desconto} error={erros.desconto} onChange={setDesconto} />
      </Group>
      <FormaSelect value={forma} error={erros.forma} onChange={setForma} />
      <TextoLongo
        label="Observação"
        minRows={1}
        maxLength={500}
        value={observacao}
        onChange={(e) => setObservacao(e.currentTarget.value)}
      />
      <FileInput
        label="Comprovante (PDF ou imagem, até 10 MB)"
        placeholder="Escolher arquivo"
        clearable
        accept="application/pdf,image/jpeg,image/png,image/webp"
        leftSection={<IconPaperclip size={16} aria-hidden />}
        value={arquivo}
        error={erros.arquivo}
        onChange={setArquivo}
      />
      {progresso !== null && (
        <Progress value={Math.round(progresso * 100)} aria-label="Envio do comprovante" animated />
      )}
    </PagamentoModalForm>
  );
}
