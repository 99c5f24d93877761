import { MAX_PARCELAS } from '@gdo/domain/lancamento';
import { Box, Group, NumberInput, Paper, Stack, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { DateField } from '@/components/entity-form/date-field';
import { Segmentos } from '@/components/ui/segmentos';
import { dateProps } from './date-props';
import { itemValor, type LancamentoFormValues, type Pagamento } from './lancamento-form-values';
import { ParcelasPreview } from './parcelas-preview';

type PagamentoFieldsProps = {
  form: UseFormReturnType<LancamentoFormValues>;
  // An edit holds one entry: one due date, no instalments.
  editMode: boolean;
};

// Paid on a day, or committed to due dates: the first one and how many instalments follow it.
export function PagamentoFields({ form, editMode }: PagamentoFieldsProps) {
  const values = form.values;
  const previewItens = values.itens.flatMap((item, index) => {
    const valor = itemValor(item);
    return valor && /^-?\d+\.\d{2}$/.test(valor) ? [{ label: `Item ${index + 1}`, valor }] : [];
  });

  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="sm">
        Condições de pagamento
      </Title>
      <Box mb="sm">
        <Segmentos<Pagamento>
          aria-label="Situação do pagamento"
          value={values.pagamento}
          onChange={(value) => form.setFieldValue('pagamento', value)}
          data={[
            { value: 'aberto', label: 'A pagar (comprometido)' },
            { value: 'pago', label: 'Pago' },
          ]}
        />
      </Box>
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
  );
}
