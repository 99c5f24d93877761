import type { Contrato } from '@gdo/domain/contrato';
import { Button, Group, Paper, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import readOnlyView from '@/components/ui/form/read-only-view.module.css';
import { StaleRecordAlert } from '@/components/ui/stale-record-alert';
import { ContratoFields } from './contrato-fields';
import { ContratoFiguras } from './contrato-figuras';
import { initialContratoValues } from './contrato-form-values';
import { useContratoSubmit } from './use-contrato-submit';

type ContratoFormProps = {
  contrato?: Contrato;
  readOnly: boolean;
  onDone: () => void;
  // Opens the form again on the contract as stored now (offered when someone else saved it meanwhile).
  onReload?: () => Promise<unknown>;
};

export function ContratoForm({ contrato, readOnly, onDone, onReload }: ContratoFormProps) {
  const form = useForm({ initialValues: initialContratoValues(contrato) });
  const { submit, busy, stale } = useContratoSubmit({ form, contrato, onDone });

  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      {contrato && <ContratoFiguras contrato={contrato} />}
      <Paper withBorder radius="md" p="md">
        <fieldset
          disabled={readOnly}
          className={readOnly ? readOnlyView.view : undefined}
          style={{ border: 0, padding: 0, margin: 0 }}
        >
          <ContratoFields form={form} comItens={(contrato?.itens_quantidade ?? 0) > 0} />
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
