import { DIARIO_LABELS } from '@gdo/domain/diario-constantes';
import { Autocomplete, Group, NumberInput, SimpleGrid, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { FUNCOES_USUAIS, useFuncoesSugeridas } from '@/entities/diarios/api/funcoes-diario';
import { FornecedorCombobox } from '@/entities/fornecedores/components/fornecedor-combobox';
import { type DiarioFormValues, novaLinha, totaisEfetivo } from './diario-form-values';
import { Escolha } from './escolha';
import { LinhasSection } from './linhas-section';
import { QuantidadeInput } from './secao';

type EfetivoSectionProps = {
  form: UseFormReturnType<DiarioFormValues>;
  obra: number;
};

const pessoas = (n: number) => `${n} ${n === 1 ? 'pessoa' : 'pessoas'}`;

// Who worked on site: função, origem (própria, or terceirizada with its fornecedor), quantidade and
// optional hours; the totals per origem under the lines.
export function EfetivoSection({ form, obra }: EfetivoSectionProps) {
  const linhas = form.values.efetivo;
  // Funções written in this obra's earlier reports, then the usual ones: asked for once there is a
  // line; the usual ones alone until they come, or when they cannot (no signal on site).
  const funcoes = useFuncoesSugeridas(obra, linhas.length > 0).data ?? FUNCOES_USUAIS;
  const totais = totaisEfetivo(linhas);
  return (
    <LinhasSection
      titulo="Efetivo"
      adicionar="Adicionar função ao efetivo"
      remover={(n) => `Remover a linha ${n} do efetivo`}
      vazio="Nenhuma pessoa registrada. Adicione cada função que trabalhou hoje, ou copie o efetivo do dia anterior."
      linhas={linhas}
      onAdd={() => form.insertListItem('efetivo', novaLinha.efetivo())}
      onRemove={(index) => form.removeListItem('efetivo', index)}
      rodape={
        linhas.length > 0 && (
          <Group gap="lg" aria-live="polite">
            <Text size="sm">Própria: {pessoas(totais.propria)}</Text>
            <Text size="sm">Terceirizada: {pessoas(totais.terceirizada)}</Text>
            <Text size="sm" fw={700}>
              Total: {pessoas(totais.total)}
            </Text>
          </Group>
        )
      }
      renderLinha={(linha, index) => {
        const campo = (nome: string) => form.getInputProps(`efetivo.${index}.${nome}`);
        return (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
              <Autocomplete
                label="Função"
                required
                data={funcoes}
                limit={8}
                placeholder="Pedreiro, servente…"
                {...campo('funcao')}
              />
              <Escolha
                label="Origem"
                value={linha.origem}
                labels={DIARIO_LABELS.origem}
                onChange={(origem) => {
                  form.setFieldValue(`efetivo.${index}.origem`, origem);
                  if (origem === 'propria') form.setFieldValue(`efetivo.${index}.fornecedor`, '');
                }}
              />
            </SimpleGrid>
            {linha.origem === 'terceirizada' && (
              <FornecedorCombobox
                label="Fornecedor"
                required
                clearable={false}
                placeholder="Busque o fornecedor"
                value={linha.fornecedor === '' ? undefined : Number(linha.fornecedor)}
                error={campo('fornecedor').error}
                onBlur={campo('fornecedor').onBlur}
                onChange={(fornecedor) =>
                  form.setFieldValue(
                    `efetivo.${index}.fornecedor`,
                    fornecedor === undefined ? '' : String(fornecedor),
                  )
                }
              />
            )}
            <SimpleGrid cols={2} spacing="xs">
              <QuantidadeInput {...campo('quantidade')} />
              <NumberInput
                label="Horas (opcional)"
                min={0}
                max={24}
                step={0.5}
                decimalScale={1}
                decimalSeparator=","
                allowNegative={false}
                inputMode="decimal"
                {...campo('horas')}
              />
            </SimpleGrid>
          </>
        );
      }}
    />
  );
}
