import { toFieldErrors } from '@gdo/domain/api-error';
import { type Contrato, contratoCreateSchema, STATUS_LABELS } from '@gdo/domain/contrato';
import { MESSAGES } from '@gdo/domain/messages';
import { formatBRL, parseBRL } from '@gdo/domain/money';
import { Button, Group, NativeSelect, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef, useState } from 'react';
import { DateField } from '@/components/entity-form/date-field';
import { StaleRecordAlert } from '@/components/ui/stale-record-alert';
import { useToast } from '@/components/ui/toast/toast-context';
import { failureText } from '@/components/ui/toast/use-failure-toast';
import { useFornecedoresOpcoes } from '@/entities/fornecedores/api/list-fornecedores-opcoes';
import { useObrasOpcoes } from '@/features/contratos/api/list-obras-opcoes';
import { useSaveContrato } from '@/features/contratos/api/save-contrato';
import { ApiRequestError, isStaleVersion } from '@/lib/api-error';
import { toErrorMap } from '@/lib/form-errors';
import { useSubmitLock } from '@/lib/use-submit-lock';
import { EtapaFields } from './etapa-fields';

type ContratoFormProps = {
  contrato?: Contrato;
  readOnly: boolean;
  onDone: () => void;
  // Opens the form again on the contract as stored now (offered when someone else saved it meanwhile).
  onReload?: () => Promise<unknown>;
};

function initial(contrato: Contrato | undefined) {
  return {
    obra: contrato ? String(contrato.obra) : '',
    fornecedor: contrato ? String(contrato.fornecedor) : '',
    numero: contrato?.numero ?? '',
    objeto: contrato?.objeto ?? '',
    valor: contrato ? formatBRL(contrato.valor).replace('R$ ', '') : '',
    data_inicio: contrato?.data_inicio ?? '',
    data_fim: contrato?.data_fim ?? '',
    status: String(contrato?.status ?? 1),
    orcamento: contrato?.orcamento ? String(contrato.orcamento) : '',
    etapa: contrato?.etapa ? String(contrato.etapa) : '',
    subetapa: contrato?.subetapa ? String(contrato.subetapa) : '',
  };
}

type Values = ReturnType<typeof initial>;

function toPayload(values: Values) {
  const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    obra: values.obra ? Number(values.obra) : (null as unknown as number),
    fornecedor: values.fornecedor ? Number(values.fornecedor) : (null as unknown as number),
    numero: orNull(values.numero),
    objeto: values.objeto.trim(),
    valor:
      values.valor.trim() === '' ? (null as unknown as string) : (parseBRL(values.valor) ?? values.valor),
    data_inicio: orNull(values.data_inicio),
    data_fim: orNull(values.data_fim),
    status: Number(values.status) as 1 | 2 | 3,
    orcamento: values.orcamento ? Number(values.orcamento) : null,
    etapa: values.etapa ? Number(values.etapa) : null,
    subetapa: values.subetapa ? Number(values.subetapa) : null,
  };
}

export function ContratoForm({ contrato, readOnly, onDone, onReload }: ContratoFormProps) {
  const form = useForm({ initialValues: initial(contrato) });
  // The version the form was filled from: an edit is refused (409) if someone saved meanwhile.
  const versao = useRef(contrato?.versao);
  const [stale, setStale] = useState<string | null>(null);
  const obras = useObrasOpcoes();
  const fornecedores = useFornecedoresOpcoes();
  const saving = useSaveContrato();
  const { busy, lock } = useSubmitLock();
  const toast = useToast();
  const failMessage = contrato ? MESSAGES.falhaEdicaoContrato : MESSAGES.falhaCriacaoContrato;

  const submit = lock(async (values: Values) => {
    const payload = toPayload(values);
    const parsed = contratoCreateSchema.safeParse(payload);
    if (!parsed.success) {
      form.setErrors(toErrorMap(toFieldErrors(parsed.error.issues)));
      return;
    }
    setStale(null);
    try {
      const data = contrato ? { ...payload, versao: versao.current } : payload;
      const saved = await saving.mutateAsync({ id: contrato?.id, data });
      versao.current = saved.versao;
      toast.show({ type: 'success', text: contrato ? 'Contrato alterado.' : 'Contrato cadastrado.' });
      onDone();
    } catch (error) {
      if (isStaleVersion(error)) setStale(error.message);
      if (error instanceof ApiRequestError) form.setErrors(toErrorMap(error.errors));
      toast.show({ type: 'danger', text: failureText(failMessage, error) });
    }
  });

  const date = (name: 'data_inicio' | 'data_fim', label: string) => (
    <div style={{ flex: '1 1 180px' }}>
      <DateField
        label={label}
        required={false}
        value={form.values[name]}
        error={form.errors[name] as string | undefined}
        onChange={(value) => form.setFieldValue(name, value)}
        onBlur={() => undefined}
      />
    </div>
  );

  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <Paper withBorder radius="md" p="md">
        <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0 }}>
          <Stack gap="sm">
            <Group gap="sm" align="flex-start" wrap="wrap">
              <NativeSelect
                label="Obra"
                required
                data={[
                  { value: '', label: 'Selecione' },
                  ...(obras.data?.rows ?? []).map((o) => ({ value: String(o.id), label: o.nome })),
                ]}
                {...form.getInputProps('obra')}
                onChange={(event) => {
                  form.setFieldValue('obra', event.currentTarget.value);
                  for (const name of ['orcamento', 'etapa', 'subetapa'] as const)
                    form.setFieldValue(name, '');
                }}
                style={{ flex: '1 1 240px' }}
              />
              <NativeSelect
                label="Fornecedor"
                required
                data={[
                  { value: '', label: 'Selecione' },
                  ...(fornecedores.data?.rows ?? []).map((f) => ({ value: String(f.id), label: f.nome })),
                ]}
                {...form.getInputProps('fornecedor')}
                style={{ flex: '1 1 240px' }}
              />
            </Group>
            <Group gap="sm" align="flex-start" wrap="wrap">
              <TextInput label="Número" {...form.getInputProps('numero')} style={{ flex: '1 1 140px' }} />
              <TextInput
                label="Valor"
                required
                inputMode="decimal"
                placeholder="0,00"
                leftSection={<Text size="sm">R$</Text>}
                {...form.getInputProps('valor')}
                style={{ flex: '1 1 160px' }}
              />
              <NativeSelect
                label="Situação"
                data={Object.entries(STATUS_LABELS).map(([value, label]) => ({ value, label }))}
                {...form.getInputProps('status')}
                style={{ flex: '1 1 140px' }}
              />
            </Group>
            <Textarea label="Objeto" required autosize minRows={2} {...form.getInputProps('objeto')} />
            <Group gap="sm" align="flex-start" wrap="wrap">
              {date('data_inicio', 'Início da vigência')}
              {date('data_fim', 'Fim da vigência')}
            </Group>
            <Group gap="sm" align="flex-start" wrap="wrap">
              <EtapaFields form={form} />
            </Group>
          </Stack>
        </fieldset>
      </Paper>
      {stale && onReload && (
        <Stack mt="md">
          <StaleRecordAlert message={stale} onReload={onReload} />
        </Stack>
      )}
      <Group justify="flex-end" gap="xs" mt="md">
        <Button variant="default" onClick={onDone}>
          {readOnly ? 'Voltar' : 'Cancelar'}
        </Button>
        {!readOnly && (
          <Button type="submit" loading={busy} disabled={busy}>
            Salvar
          </Button>
        )}
      </Group>
    </form>
  );
}
