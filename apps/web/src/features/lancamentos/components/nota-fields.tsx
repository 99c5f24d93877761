import { MESSAGES } from '@gdo/domain/messages';
import { formatBRL } from '@gdo/domain/money';
import type { Orcamento } from '@gdo/domain/orcamento-response';
import { Group, NativeSelect, Paper, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { DateField } from '@/components/entity-form/date-field';
import { TextoLongo } from '@/components/ui/form/texto-longo';
import { FornecedorCombobox } from '@/entities/fornecedores/components/fornecedor-combobox';
import { useContratos } from '@/features/lancamentos/api/list-contratos';
import { valuesFromContrato } from './contrato-fill';
import { dateProps } from './date-props';
import type { LancamentoFormValues } from './lancamento-form-values';

type NotaFieldsProps = {
  form: UseFormReturnType<LancamentoFormValues>;
  obra: number;
  // The document's budget: a chosen contract's etapa and subetapa are looked up in it.
  orcamento: Orcamento;
  // An edit holds one entry: its descrição is the item's own.
  editMode: boolean;
};

// The invoice's header: whose it is, under which of their contracts with the obra, and when.
export function NotaFields({ form, obra, orcamento, editMode }: NotaFieldsProps) {
  const values = form.values;
  const fornecedor = values.fornecedor ? Number(values.fornecedor) : null;
  const contratos = useContratos(obra, fornecedor);
  const rows = contratos.data?.rows ?? [];
  const chooseContrato = (id: string) => {
    const contrato = rows.find((row) => String(row.id) === id);
    if (contrato) form.setValues(valuesFromContrato(form.getValues(), contrato, orcamento));
    else form.setFieldValue('contrato', '');
  };

  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="sm">
        Nota / documento
      </Title>
      <Group gap="sm" align="flex-start" wrap="wrap">
        <FornecedorCombobox
          label="Fornecedor"
          placeholder="Busque pelo nome ou CPF/CNPJ"
          required
          clearable={false}
          value={fornecedor ?? undefined}
          error={form.errors.fornecedor}
          onChange={(escolhido) => {
            form.setFieldValue('fornecedor', escolhido === undefined ? '' : String(escolhido));
            form.setFieldValue('contrato', '');
          }}
          style={{ flex: '2 1 240px' }}
        />
        <NativeSelect
          label="Contrato"
          description={
            fornecedor === null ? 'Escolher um contrato preenche o fornecedor e a etapa.' : undefined
          }
          data={[
            { value: '', label: 'Sem contrato' },
            ...rows.map((c) => ({
              value: String(c.id),
              label: `${c.numero ?? 's/ nº'} · ${fornecedor === null ? `${c.fornecedor_nome} · ` : ''}${c.objeto} (disponível ${formatBRL(c.valor_disponivel)})`,
            })),
          ]}
          error={contratos.isError ? MESSAGES.falhaListagemContratos : form.errors.contrato}
          value={values.contrato}
          onChange={(event) => chooseContrato(event.currentTarget.value)}
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
      <TextoLongo label="Observação" mt="sm" minRows={2} {...form.getInputProps('observacao')} />
    </Paper>
  );
}
