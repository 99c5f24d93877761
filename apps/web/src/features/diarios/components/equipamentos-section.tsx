import { DIARIO_LABELS, SITUACOES_EQUIPAMENTO } from '@gdo/domain/diario-constantes';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { type DiarioFormValues, novaLinha } from './diario-form-values';
import { LinhasSection } from './linhas-section';
import { QuantidadeInput } from './secao';

const SITUACOES = SITUACOES_EQUIPAMENTO.map((value) => ({
  value,
  label: DIARIO_LABELS.situacaoEquipamento[value],
}));

// The machines on site: descrição, quantidade and whether they worked.
export function EquipamentosSection({ form }: { form: UseFormReturnType<DiarioFormValues> }) {
  return (
    <LinhasSection
      titulo="Equipamentos"
      adicionar="Adicionar equipamento"
      remover={(n) => `Remover o equipamento ${n}`}
      vazio="Nenhum equipamento registrado. Adicione betoneiras, andaimes, caminhões… que estiveram na obra."
      linhas={form.values.equipamentos}
      onAdd={() => form.insertListItem('equipamentos', novaLinha.equipamentos())}
      onRemove={(index) => form.removeListItem('equipamentos', index)}
      renderLinha={(_linha, index) => {
        const campo = (nome: string) => form.getInputProps(`equipamentos.${index}.${nome}`);
        return (
          <>
            <TextInput label="Descrição" required placeholder="Betoneira 400 L" {...campo('descricao')} />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
              <QuantidadeInput {...campo('quantidade')} />
              <Select
                label="Situação"
                required
                allowDeselect={false}
                data={SITUACOES}
                {...campo('situacao')}
              />
            </SimpleGrid>
          </>
        );
      }}
    />
  );
}
