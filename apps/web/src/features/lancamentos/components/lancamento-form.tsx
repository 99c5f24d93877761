import { diaNoCanteiro } from '@gdo/domain/fuso';
import type { Lancamento } from '@gdo/domain/lancamento-response';
import type { Orcamento } from '@gdo/domain/orcamento-response';
import type { TipoDocumento } from '@gdo/domain/tipo-documento';
import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { StaleRecordAlert } from '@/components/ui/stale-record-alert';
import { ExcedenteAlert } from './excedente-alert';
import { ItemRows } from './item-rows';
import { initialFormValues } from './lancamento-form-values';
import { NotaFields } from './nota-fields';
import { PagamentoFields } from './pagamento-fields';
import { useLancamentoSubmit } from './use-lancamento-submit';

type LancamentoFormProps = {
  tipo: TipoDocumento;
  obra: number;
  orcamento: Orcamento;
  lancamento?: Lancamento;
  onDone: () => void;
  // Opens the form again on the entry as stored now (offered when someone else saved it meanwhile).
  onReload?: () => Promise<unknown>;
};

export function LancamentoForm({ tipo, obra, orcamento, lancamento, onDone, onReload }: LancamentoFormProps) {
  const form = useForm({ initialValues: initialFormValues(lancamento, diaNoCanteiro()) });
  const { submit, saving, excedente, reviewExcedente, stale } = useLancamentoSubmit({
    form,
    tipo,
    obra,
    lancamento,
    onDone,
  });
  const editMode = lancamento !== undefined;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="lg">
        <NotaFields form={form} obra={obra} orcamento={orcamento} editMode={editMode} />

        <Paper withBorder radius="md" p="md">
          <Title order={2} size="h4" mb="sm">
            Itens
          </Title>
          <ItemRows form={form} orcamento={orcamento} single={editMode} />
        </Paper>

        <PagamentoFields form={form} editMode={editMode} />

        {excedente && (
          <ExcedenteAlert
            message={excedente}
            saving={saving}
            onConfirm={() => void submit(true)}
            onReview={reviewExcedente}
          />
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
