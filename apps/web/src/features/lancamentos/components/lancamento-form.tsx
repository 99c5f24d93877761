import { toIsoDate } from '@gdo/domain/date';
import { MAX_PARCELAS } from '@gdo/domain/lancamento';
import type { Lancamento } from '@gdo/domain/lancamento-response';
import { MESSAGES } from '@gdo/domain/messages';
import { formatBRL } from '@gdo/domain/money';
import type { Orcamento } from '@gdo/domain/orcamento-response';
import type { TipoDocumento } from '@gdo/domain/rdo-rda';
import {
  Alert,
  Button,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  SegmentedControl,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { DateField } from '@/components/entity-form/date-field';
import { StaleRecordAlert } from '@/components/ui/stale-record-alert';
import { useToast } from '@/components/ui/toast/toast-context';
import { failureText } from '@/components/ui/toast/use-failure-toast';
import { useCreateLancamento } from '@/features/lancamentos/api/create-lancamento';
import { useEditLancamento } from '@/features/lancamentos/api/edit-lancamento';
import { useContratos } from '@/features/lancamentos/api/list-contratos';
import { useFornecedoresOpcoes } from '@/features/lancamentos/api/list-fornecedores';
import { ApiRequestError, isStaleVersion } from '@/lib/api-error';
import { useSubmitLock } from '@/lib/use-submit-lock';
import { ItemRows } from './item-rows';
import { initialFormValues, itemValor, toCreatePayload, toEditPayload } from './lancamento-form-values';
import { formErrors, validationErrors } from './map-errors';
import { ParcelasPreview } from './parcelas-preview';

type LancamentoFormProps = {
  tipo: TipoDocumento;
  obra: number;
  orcamento: Orcamento;
  lancamento?: Lancamento;
  onDone: () => void;
  // Opens the form again on the entry as stored now (offered when someone else saved it meanwhile).
  onReload?: () => Promise<unknown>;
};

// A 409 that a confirmation can overcome, unlike a stale versao (someone else saved the entry).
const isExcedente = (error: unknown) =>
  error instanceof ApiRequestError && error.status === 409 && !isStaleVersion(error);

export function LancamentoForm({ tipo, obra, orcamento, lancamento, onDone, onReload }: LancamentoFormProps) {
  const form = useForm({ initialValues: initialFormValues(lancamento, toIsoDate(new Date())) });
  const values = form.values;
  const fornecedores = useFornecedoresOpcoes();
  const contratos = useContratos(obra, values.fornecedor ? Number(values.fornecedor) : null);
  const creating = useCreateLancamento();
  const editing = useEditLancamento();
  const toast = useToast();
  // Rows already saved (a row refused after others were saved is sent again alone).
  const [saved, setSaved] = useState<number[]>([]);
  const [excedente, setExcedente] = useState<string | null>(null);
  const { busy: saving, lock } = useSubmitLock();
  const [stale, setStale] = useState<string | null>(null);
  // The version the form was filled from: an edit is refused (409) if someone saved meanwhile.
  const versao = useRef(lancamento?.versao);
  const editMode = lancamento !== undefined;

  const validate = () => {
    const errors = validationErrors(values, obra, editMode);
    form.setErrors(errors);
    return Object.keys(errors).length === 0;
  };

  const fail = (error: unknown, index: number) => {
    if (isExcedente(error) && values.contrato) {
      setExcedente((error as ApiRequestError).message);
      return;
    }
    if (isStaleVersion(error)) setStale(error.message);
    if (error instanceof ApiRequestError) form.setErrors(formErrors(error.errors, index));
    toast.show({ type: 'danger', text: failureText(MESSAGES.falhaCriacaoDocumento, error) });
  };

  const submit = lock(async (confirmar = false) => {
    setExcedente(null);
    setStale(null);
    if (!validate()) return;
    const flag = confirmar ? { confirmar_excedente: true } : {};
    const done = [...saved];
    try {
      if (editMode) {
        const alterado = await editing.mutateAsync({
          tipo,
          id: lancamento.id,
          data: { ...toEditPayload(values, obra), ...flag, versao: versao.current },
        });
        versao.current = alterado.versao;
      } else {
        for (const index of values.itens.keys()) {
          if (done.includes(index)) continue;
          await creating.mutateAsync({ tipo, data: { ...toCreatePayload(values, obra, index), ...flag } });
          done.push(index);
        }
      }
      toast.show({ type: 'success', text: editMode ? 'Lançamento alterado.' : 'Lançamento salvo.' });
      onDone();
    } catch (error) {
      fail(
        error,
        values.itens.findIndex((_item, index) => !done.includes(index)),
      );
    } finally {
      setSaved(done);
    }
  });

  const previewItens = values.itens.flatMap((item, index) => {
    const valor = itemValor(item);
    return valor && /^-?\d+\.\d{2}$/.test(valor) ? [{ label: `Item ${index + 1}`, valor }] : [];
  });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="lg">
        <Paper withBorder radius="md" p="md">
          <Title order={2} size="h4" mb="sm">
            Nota / documento
          </Title>
          <Group gap="sm" align="flex-start" wrap="wrap">
            <NativeSelect
              label="Fornecedor"
              required
              data={[
                { value: '', label: fornecedores.isPending ? 'Carregando fornecedores…' : 'Selecione' },
                ...(fornecedores.data?.rows ?? []).map((f) => ({ value: String(f.id), label: f.nome })),
              ]}
              {...form.getInputProps('fornecedor')}
              onChange={(event) => {
                form.setFieldValue('fornecedor', event.currentTarget.value);
                form.setFieldValue('contrato', '');
              }}
              style={{ flex: '2 1 240px' }}
            />
            <NativeSelect
              label="Contrato"
              disabled={!values.fornecedor}
              data={[
                { value: '', label: 'Sem contrato' },
                ...(contratos.data?.rows ?? []).map((c) => ({
                  value: String(c.id),
                  label: `${c.numero ?? 's/ nº'} · ${c.objeto} (disponível ${formatBRL(c.valor_disponivel)})`,
                })),
              ]}
              error={contratos.isError ? MESSAGES.falhaListagemContratos : form.errors.contrato}
              value={values.contrato}
              onChange={(event) => form.setFieldValue('contrato', event.currentTarget.value)}
              style={{ flex: '2 1 240px' }}
            />
            <div style={{ flex: '1 1 160px' }}>
              <DateField label="Data do lançamento" required {...dateProps(form, 'data_lancamento')} />
            </div>
          </Group>
          <Group gap="sm" align="flex-start" wrap="wrap" mt="sm">
            <TextInput label="Nº NF" {...form.getInputProps('nf')} style={{ flex: '1 1 140px' }} />
            <div style={{ flex: '1 1 160px' }}>
              <DateField label="Data NF" required={false} {...dateProps(form, 'data_nf')} />
            </div>
            <TextInput
              label="Descrição"
              required={!editMode}
              {...form.getInputProps(editMode ? 'itens.0.descricao' : 'descricao')}
              style={{ flex: '3 1 280px' }}
            />
          </Group>
          <Textarea label="Observação" mt="sm" autosize minRows={2} {...form.getInputProps('observacao')} />
        </Paper>

        <Paper withBorder radius="md" p="md">
          <Title order={2} size="h4" mb="sm">
            Itens
          </Title>
          <ItemRows form={form} orcamento={orcamento} single={editMode} />
        </Paper>

        <Paper withBorder radius="md" p="md">
          <Title order={2} size="h4" mb="sm">
            Condições de pagamento
          </Title>
          <SegmentedControl
            aria-label="Situação do pagamento"
            value={values.pagamento}
            onChange={(value) => form.setFieldValue('pagamento', value as 'aberto' | 'pago')}
            data={[
              { value: 'aberto', label: 'A pagar (comprometido)' },
              { value: 'pago', label: 'Pago' },
            ]}
            mb="sm"
          />
          {values.pagamento === 'pago' ? (
            <Group gap="sm" align="flex-start">
              <div style={{ flex: '0 1 220px' }}>
                <DateField label="Data do pagamento" required {...dateProps(form, 'data_pagamento')} />
              </div>
            </Group>
          ) : (
            <Stack gap="sm">
              <Group gap="sm" align="flex-start" wrap="wrap">
                <div style={{ flex: '0 1 220px' }}>
                  <DateField
                    label={editMode ? 'Vencimento' : 'Primeiro vencimento'}
                    required={values.parcelas > 1}
                    {...dateProps(form, 'data_vencimento')}
                  />
                </div>
                {!editMode && (
                  <NumberInput
                    label="Parcelas"
                    min={1}
                    max={MAX_PARCELAS}
                    allowDecimal={false}
                    clampBehavior="strict"
                    value={values.parcelas}
                    onChange={(value) => form.setFieldValue('parcelas', Number(value) || 1)}
                    error={form.errors.parcelas}
                    style={{ flex: '0 1 140px' }}
                  />
                )}
              </Group>
              {!editMode && values.parcelas > 1 && (
                <ParcelasPreview
                  itens={previewItens}
                  primeiroVencimento={values.data_vencimento}
                  parcelas={values.parcelas}
                />
              )}
            </Stack>
          )}
        </Paper>

        {excedente && (
          <Alert
            color="orange"
            variant="light"
            role="alert"
            icon={<IconAlertTriangle size={20} aria-hidden />}
          >
            <Stack gap="xs" align="flex-start">
              {excedente}
              <Group gap="xs">
                <Button color="orange" onClick={() => void submit(true)} loading={saving}>
                  Lançar mesmo assim
                </Button>
                <Button variant="default" onClick={() => setExcedente(null)}>
                  Revisar
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}

        {stale && onReload && <StaleRecordAlert message={stale} onReload={onReload} />}

        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onDone} disabled={saving}>
            Cancelar
          </Button>
          <Button type="submit" loading={saving} disabled={saving}>
            Salvar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type DateName = 'data_lancamento' | 'data_nf' | 'data_vencimento' | 'data_pagamento';

function dateProps(form: ReturnType<typeof useForm<ReturnType<typeof initialFormValues>>>, name: DateName) {
  return {
    value: form.values[name],
    error: form.errors[name] as string | undefined,
    onChange: (value: string) => form.setFieldValue(name, value),
    onBlur: () => undefined,
  };
}
