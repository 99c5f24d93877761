import { typedMoney } from '@gdo/domain/money';
import type { Orcamento } from '@gdo/domain/orcamento-response';
import { ActionIcon, Button, Group, NativeSelect, Paper, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { EMPTY_ITEM, type LancamentoFormValues } from './lancamento-form-values';

type ItemRowsProps = {
  form: UseFormReturnType<LancamentoFormValues>;
  orcamento: Orcamento;
  // An edit holds one entry: no rows are added, and its descrição is the header's field.
  single: boolean;
};

// The rows charged to the budget: etapas of the document's budget and, per row, only that etapa's subetapas.
export function ItemRows({ form, orcamento, single }: ItemRowsProps) {
  const etapas = orcamento.itens.map((item) => ({
    value: String(item.etapa),
    label: `${item.etapa_numero} ${item.etapa_nome}`,
  }));
  return (
    <Stack gap="sm">
      {form.values.itens.map((item, index) => {
        const subitens = orcamento.itens.find((i) => String(i.etapa) === item.etapa)?.subitens ?? [];
        const n = index + 1;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id until saved
          <Paper key={index} withBorder radius="md" p="sm">
            <Group gap="sm" align="flex-start" wrap="wrap">
              <NativeSelect
                label={`Etapa (item ${n})`}
                required
                data={[{ value: '', label: 'Selecione' }, ...etapas]}
                {...form.getInputProps(`itens.${index}.etapa`)}
                onChange={(event) => {
                  form.setFieldValue(`itens.${index}.etapa`, event.currentTarget.value);
                  form.setFieldValue(`itens.${index}.subetapa`, '');
                }}
                style={{ flex: '1 1 200px' }}
              />
              <NativeSelect
                label={`Subetapa (item ${n})`}
                required
                disabled={item.etapa === ''}
                data={[
                  { value: '', label: item.etapa === '' ? 'Escolha a etapa primeiro' : 'Selecione' },
                  ...subitens.map((s) => ({
                    value: String(s.subetapa),
                    label: `${s.subetapa_numero} ${s.subetapa_nome}`,
                  })),
                ]}
                {...form.getInputProps(`itens.${index}.subetapa`)}
                style={{ flex: '1 1 200px' }}
              />
              {!single && (
                <TextInput
                  label={`Descrição (item ${n})`}
                  placeholder="Se vazia, usa a descrição do lançamento"
                  {...form.getInputProps(`itens.${index}.descricao`)}
                  style={{ flex: '2 1 240px' }}
                />
              )}
              <TextInput
                label={`Valor (item ${n})`}
                required
                inputMode="decimal"
                placeholder="0,00"
                leftSection={<Text size="sm">R$</Text>}
                {...form.getInputProps(`itens.${index}.valor`)}
                onChange={(event) =>
                  form.setFieldValue(`itens.${index}.valor`, typedMoney(event.currentTarget.value))
                }
                style={{ flex: '1 1 140px' }}
              />
              {!single && form.values.itens.length > 1 && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  mt={28}
                  aria-label={`Remover item ${n}`}
                  onClick={() => form.removeListItem('itens', index)}
                >
                  <IconTrash size={17} aria-hidden />
                </ActionIcon>
              )}
            </Group>
          </Paper>
        );
      })}
      {!single && (
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => form.insertListItem('itens', { ...EMPTY_ITEM })}
          style={{ alignSelf: 'flex-start' }}
        >
          Adicionar item
        </Button>
      )}
    </Stack>
  );
}
