import { DIARIO_LABELS, DIARIO_MESSAGES, SITUACOES_ATIVIDADE } from '@gdo/domain/diario-constantes';
import type { EtapaDoDiario } from '@gdo/domain/diario-response';
import { Alert, NumberInput, Select, SimpleGrid } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { TextoLongo } from '@/components/ui/form/texto-longo';
import { type DiarioFormValues, novaLinha } from './diario-form-values';
import { LinhasSection } from './linhas-section';

const SITUACOES = SITUACOES_ATIVIDADE.map((value) => ({
  value,
  label: DIARIO_LABELS.situacaoAtividade[value],
}));

export const etapaOpcoes = (etapas: EtapaDoDiario[]) =>
  etapas.map((e) => ({ value: String(e.id), label: `${e.numero} ${e.nome}` }));

type AtividadesSectionProps = { form: UseFormReturnType<DiarioFormValues>; etapas: EtapaDoDiario[] };

// What was done, each tied to an etapa (and optionally a subetapa) of the obra's budget, with its
// situação and, optionally, how far that etapa is after the day.
export function AtividadesSection({ form, etapas }: AtividadesSectionProps) {
  const semOrcamento = etapas.length === 0;
  return (
    <LinhasSection
      titulo="Atividades"
      adicionar="Adicionar atividade"
      remover={(n) => `Remover a atividade ${n}`}
      vazio={
        semOrcamento
          ? DIARIO_MESSAGES.semOrcamento
          : 'Nenhuma atividade registrada. Adicione o que foi feito hoje, etapa por etapa.'
      }
      linhas={form.values.atividades}
      disabled={semOrcamento}
      onAdd={() => form.insertListItem('atividades', novaLinha.atividades())}
      onRemove={(index) => form.removeListItem('atividades', index)}
      rodape={
        semOrcamento &&
        form.values.atividades.length > 0 && (
          <Alert color="yellow" variant="light">
            {DIARIO_MESSAGES.semOrcamento}
          </Alert>
        )
      }
      renderLinha={(linha, index) => {
        const campo = (nome: string) => form.getInputProps(`atividades.${index}.${nome}`);
        const subetapas = etapas.find((e) => String(e.id) === linha.etapa)?.subetapas ?? [];
        return (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
              <Select
                label="Etapa"
                required
                searchable
                data={etapaOpcoes(etapas)}
                placeholder="Escolha a etapa"
                nothingFoundMessage="Nenhuma etapa encontrada"
                {...campo('etapa')}
                onChange={(etapa) => {
                  form.setFieldValue(`atividades.${index}.etapa`, etapa ?? '');
                  form.setFieldValue(`atividades.${index}.subetapa`, '');
                }}
              />
              <Select
                label="Subetapa (opcional)"
                searchable
                clearable
                disabled={subetapas.length === 0}
                data={subetapas.map((s) => ({ value: String(s.id), label: `${s.numero} ${s.nome}` }))}
                placeholder={subetapas.length === 0 ? 'Sem subetapas' : 'Escolha a subetapa'}
                {...campo('subetapa')}
                onChange={(value) => form.setFieldValue(`atividades.${index}.subetapa`, value ?? '')}
              />
            </SimpleGrid>
            <TextoLongo label="Descrição" required minRows={2} {...campo('descricao')} />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
              <Select
                label="Situação"
                required
                allowDeselect={false}
                data={SITUACOES}
                {...campo('situacao')}
              />
              <NumberInput
                label="Concluído (%)"
                description="Opcional"
                min={0}
                max={100}
                allowDecimal={false}
                allowNegative={false}
                inputMode="numeric"
                suffix="%"
                {...campo('percentual')}
              />
            </SimpleGrid>
          </>
        );
      }}
    />
  );
}
