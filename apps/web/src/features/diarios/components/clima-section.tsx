import type { Clima, Turno } from '@gdo/domain/diario';
import { DIARIO_LABELS } from '@gdo/domain/diario-constantes';
import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { DiarioFormValues } from './diario-form-values';
import { Escolha } from './escolha';
import { Secao } from './secao';

const TURNOS = [
  { key: 'manha', titulo: 'Manhã', de: 'da manhã' },
  { key: 'tarde', titulo: 'Tarde', de: 'da tarde' },
  { key: 'noite', titulo: 'Noite (opcional)', de: 'da noite' },
] as const;

type ClimaSectionProps = { form: UseFormReturnType<DiarioFormValues> };

// The weather of each shift: tempo and condição, one tap each. A shift starts empty; its first tap
// fills the other half with the usual case (claro, praticável), shown at once and changed by a tap:
// the domain keeps a shift whole or not at all.
export function ClimaSection({ form }: ClimaSectionProps) {
  const clima = form.values.clima;
  const set = (turno: keyof Clima, value: Turno | null) => form.setFieldValue(`clima.${turno}`, value);
  return (
    <Secao titulo="Clima">
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        {TURNOS.map(({ key, titulo, de }) => {
          const turno = clima[key];
          return (
            <Stack key={key} gap="xs">
              <Group justify="space-between" gap="xs" mih={28}>
                <Text fw={600}>{titulo}</Text>
                {key === 'noite' && turno && (
                  <Button size="compact-sm" variant="subtle" onClick={() => set('noite', null)}>
                    Sem turno da noite
                  </Button>
                )}
              </Group>
              <Escolha
                label={`Tempo ${de}`}
                value={turno?.tempo ?? null}
                labels={DIARIO_LABELS.tempo}
                onChange={(tempo) => set(key, { condicao: 'praticavel', ...turno, tempo })}
                error={form.errors[`clima.${key}.tempo`] as string | undefined}
              />
              <Escolha
                label={`Condição ${de}`}
                value={turno?.condicao ?? null}
                labels={DIARIO_LABELS.condicao}
                onChange={(condicao) => set(key, { tempo: 'claro', ...turno, condicao })}
                error={form.errors[`clima.${key}.condicao`] as string | undefined}
              />
            </Stack>
          );
        })}
      </SimpleGrid>
    </Secao>
  );
}
