import { STATUS_LABELS } from '@gdo/domain/contrato';
import { typedMoney } from '@gdo/domain/money';
import { Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { DateField } from '@/components/entity-form/date-field';
import { TextoLongo } from '@/components/ui/form/texto-longo';
import { FornecedorCombobox } from '@/entities/fornecedores/components/fornecedor-combobox';
import { ObraCombobox } from '@/entities/obras/components/obra-combobox';
import type { ContratoFormValues } from './contrato-form-values';
import { EtapaFields } from './etapa-fields';

// `comItens`: the value is the sum of the contract's itens (and aditivos), not typed.
type ContratoFieldsProps = { form: UseFormReturnType<ContratoFormValues>; comItens?: boolean };

// Who the contract binds (an obra and a fornecedor), for what and how much, when, and the part
// of the budget it covers; another obra clears that part.
export function ContratoFields({ form, comItens = false }: ContratoFieldsProps) {
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

  const termo = (
    name: 'retencao_percentual' | 'adiantamento' | 'amortizacao_percentual',
    label: string,
    unit: string,
  ) => (
    <TextInput
      label={label}
      inputMode="decimal"
      placeholder="0,00"
      {...(unit === 'R$'
        ? { leftSection: <Text size="sm">R$</Text> }
        : { rightSection: <Text size="sm">%</Text> })}
      {...form.getInputProps(name)}
      onChange={(event) => form.setFieldValue(name, typedMoney(event.currentTarget.value))}
      style={{ flex: '1 1 140px' }}
    />
  );

  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-start" wrap="wrap">
        <ObraCombobox
          label="Obra"
          placeholder="Nome da obra ou do cliente"
          required
          clearable={false}
          value={form.values.obra === '' ? undefined : Number(form.values.obra)}
          error={form.errors.obra}
          onChange={(obra) => {
            form.setFieldValue('obra', obra === undefined ? '' : String(obra));
            for (const name of ['orcamento', 'etapa', 'subetapa'] as const) form.setFieldValue(name, '');
          }}
          style={{ flex: '1 1 240px' }}
        />
        <FornecedorCombobox
          label="Fornecedor"
          placeholder="Busque pelo nome ou CPF/CNPJ"
          required
          clearable={false}
          value={form.values.fornecedor === '' ? undefined : Number(form.values.fornecedor)}
          error={form.errors.fornecedor}
          onChange={(fornecedor) =>
            form.setFieldValue('fornecedor', fornecedor === undefined ? '' : String(fornecedor))
          }
          style={{ flex: '1 1 240px' }}
        />
      </Group>
      <Group gap="sm" align="flex-start" wrap="wrap">
        <TextInput label="Número" {...form.getInputProps('numero')} style={{ flex: '1 1 140px' }} />
        <TextInput
          label="Valor"
          required
          disabled={comItens}
          description={comItens ? 'Soma dos itens, com os aditivos' : undefined}
          inputMode="decimal"
          placeholder="0,00"
          leftSection={<Text size="sm">R$</Text>}
          {...form.getInputProps('valor')}
          onChange={(event) => form.setFieldValue('valor', typedMoney(event.currentTarget.value))}
          style={{ flex: '1 1 160px' }}
        />
        <NativeSelect
          label="Situação"
          data={Object.entries(STATUS_LABELS).map(([value, label]) => ({ value, label }))}
          {...form.getInputProps('status')}
          style={{ flex: '1 1 140px' }}
        />
      </Group>
      <TextoLongo label="Objeto" required minRows={2} {...form.getInputProps('objeto')} />
      <Group gap="sm" align="flex-start" wrap="wrap">
        {date('data_inicio', 'Início da vigência')}
        {date('data_fim', 'Fim da vigência')}
      </Group>
      <Group gap="sm" align="flex-start" wrap="wrap">
        <EtapaFields form={form} />
      </Group>
      {/* Inputs aligned by their bottom edge: a label that wraps on a phone ("Amortização por
          medição") or the prazo's description would otherwise push one input below the others. */}
      <Group gap="sm" align="flex-end" wrap="wrap">
        {termo('retencao_percentual', 'Retenção por medição', '%')}
        {termo('adiantamento', 'Adiantamento', 'R$')}
        {termo('amortizacao_percentual', 'Amortização por medição', '%')}
        <TextInput
          label="Prazo de pagamento"
          description="Dias após a aprovação"
          inputMode="numeric"
          {...form.getInputProps('prazo_pagamento_dias')}
          onChange={(e) =>
            form.setFieldValue('prazo_pagamento_dias', e.currentTarget.value.replace(/\D/g, ''))
          }
          style={{ flex: '1 1 140px' }}
        />
      </Group>
    </Stack>
  );
}
