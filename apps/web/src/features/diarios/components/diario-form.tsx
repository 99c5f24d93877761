import { formatDate, formatDateTime } from '@gdo/domain/date';
import type { Diario, EtapaDoDiario } from '@gdo/domain/diario-response';
import { diaNoCanteiro } from '@gdo/domain/fuso';
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconHistory } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { DateField } from '@/components/entity-form/date-field';
import { StaleRecordAlert } from '@/components/ui/stale-record-alert';
import { useAosPoucos } from '@/lib/use-aos-poucos';
import { AtividadesSection } from './atividades-section';
import { ClimaSection } from './clima-section';
import { CopiarAnterior } from './copiar-anterior';
import { DiarioAcoes, DiarioAcoesSecundarias } from './diario-acoes';
import classes from './diario-form.module.css';
import { EfetivoSection } from './efetivo-section';
import { EquipamentosSection } from './equipamentos-section';
import { FotosSection } from './fotos-section';
import { ObservacoesSection, OcorrenciasSection } from './ocorrencias-section';
import { useDiarioForm } from './use-diario-form';

type DiarioFormProps = {
  obra: number;
  diario?: Diario;
  etapas: EtapaDoDiario[];
  onCreated: (diario: Diario) => void;
  onDeleted: () => void;
  onReload: () => Promise<unknown>;
  /** The obra's header for the date being typed. */
  cabecalho: (data: string) => ReactNode;
  /** Every section at once: the page of a report just created, drawn again under its new address. */
  inteiro?: boolean;
};

// A rascunho being written, in the order of the day: date, clima, efetivo, equipamentos,
// atividades, ocorrências, observações, fotos; then save, sign, delete (decision 075).
export function DiarioForm({
  obra,
  diario,
  etapas,
  onCreated,
  onDeleted,
  onReload,
  cabecalho,
  inteiro = false,
}: DiarioFormProps) {
  const state = useDiarioForm({ obra, diario, onCreated });
  const { form, restored, stale, failure, dirty } = state;
  // A phone's first screenful is the header, the date and the clima: the sections under it come one
  // by one right after, so the first paint is not one long task of the whole form (decision 242).
  // The page of a report just created is drawn again under its new address: whole, so it keeps its
  // height and the user's place on it.
  const secoes = [
    <EfetivoSection key="efetivo" form={form} obra={obra} />,
    <EquipamentosSection key="equipamentos" form={form} />,
    <AtividadesSection key="atividades" form={form} etapas={etapas} />,
    <OcorrenciasSection key="ocorrencias" form={form} />,
    <ObservacoesSection key="observacoes" form={form} />,
    <FotosSection key="fotos" diarioId={diario?.id} fotos={diario?.fotos ?? []} etapas={etapas} editable />,
  ];
  const mostradas = useAosPoucos(secoes.length, inteiro ? secoes.length : 0);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void state.submit();
      }}
    >
      <Stack gap="md">
        {cabecalho(form.values.data)}
        {restored && (
          <Alert color="blue" variant="light" icon={<IconHistory size={20} aria-hidden />} role="status">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">
                Recuperamos o que você digitou neste aparelho em {formatDateTime(restored.salvoEm)} e que
                ainda não foi salvo no servidor. Confira e toque em "Salvar rascunho".
              </Text>
              <Group gap="xs">
                <Button size="compact-md" variant="light" onClick={state.dismissRestored}>
                  Entendi
                </Button>
                <Button size="compact-md" variant="subtle" color="red" onClick={state.discardDraft}>
                  Descartar o que foi recuperado
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}
        <Paper withBorder radius="md" p="md">
          <Group align="flex-end" gap="sm">
            <div style={{ flex: '1 1 12rem' }}>
              <DateField
                label="Data do relatório"
                required
                value={form.values.data}
                error={form.errors.data as string | undefined}
                onChange={(value) => form.setFieldValue('data', value)}
                onBlur={() => undefined}
                description={`Até hoje, ${formatDate(diaNoCanteiro())}`}
              />
            </div>
            <CopiarAnterior form={form} obra={obra} />
          </Group>
        </Paper>
        <ClimaSection form={form} />
        {secoes.slice(0, mostradas)}
        {/* Room for the rest meanwhile: the save bar stays at the screen's foot instead of jumping. */}
        {mostradas < secoes.length && <div className={classes.aVir} />}
        {stale && (
          <StaleRecordAlert
            message={stale}
            onReload={async () => {
              state.discardDraft();
              await onReload();
            }}
          />
        )}
        {failure && !stale && (
          <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle size={20} aria-hidden />}>
            {failure} O que você digitou continua guardado neste aparelho.
          </Alert>
        )}
        <Paper withBorder radius="md" p="sm" pos="sticky" bottom={0} style={{ zIndex: 2 }}>
          <Stack gap={4}>
            {dirty && (
              <Text size="xs" c="dimmed" role="status">
                Alterações guardadas neste aparelho, ainda não salvas no servidor.
              </Text>
            )}
            <DiarioAcoes state={state} diario={diario} />
          </Stack>
        </Paper>
        {diario && <DiarioAcoesSecundarias state={state} diario={diario} onDeleted={onDeleted} />}
      </Stack>
    </form>
  );
}
