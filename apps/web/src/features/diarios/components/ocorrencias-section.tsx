import { DIARIO_LABELS, TIPOS_OCORRENCIA } from '@gdo/domain/diario-constantes';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { TextoLongo } from '@/components/ui/form/texto-longo';
import { type DiarioFormValues, novaLinha } from './diario-form-values';
import { LinhasSection } from './linhas-section';
import { Secao } from './secao';

const TIPOS = TIPOS_OCORRENCIA.map((value) => ({ value, label: DIARIO_LABELS.tipoOcorrencia[value] }));

type FormProps = { form: UseFormReturnType<DiarioFormValues> };

// Typed events of the day (acidente, paralisação, visita técnica…), with an optional time.
export function OcorrenciasSection({ form }: FormProps) {
  return (
    <LinhasSection
      titulo="Ocorrências"
      adicionar="Adicionar ocorrência"
      remover={(n) => `Remover a ocorrência ${n}`}
      vazio="Nenhuma ocorrência. Registre acidentes, paralisações, visitas técnicas, entregas de material…"
      linhas={form.values.ocorrencias}
      onAdd={() => form.insertListItem('ocorrencias', novaLinha.ocorrencias())}
      onRemove={(index) => form.removeListItem('ocorrencias', index)}
      renderLinha={(_linha, index) => {
        const campo = (nome: string) => form.getInputProps(`ocorrencias.${index}.${nome}`);
        return (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
              <Select label="Tipo" required allowDeselect={false} data={TIPOS} {...campo('tipo')} />
              <TextInput label="Hora (opcional)" type="time" {...campo('hora')} />
            </SimpleGrid>
            <TextoLongo label="Descrição" required minRows={2} {...campo('descricao')} />
          </>
        );
      }}
    />
  );
}

// The responsável técnico's notes of the day.
export function ObservacoesSection({ form }: FormProps) {
  return (
    <Secao titulo="Observações">
      <TextoLongo
        label="Observações do responsável técnico"
        minRows={3}
        {...form.getInputProps('observacoes')}
      />
    </Secao>
  );
}
