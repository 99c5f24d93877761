import { formatDate } from '@gdo/domain/date';
import type { Obra } from '@gdo/domain/obra';
import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

const DIA_MS = 86_400_000;
const diasEntre = (de: string, ate: string) => Math.round((Date.parse(ate) - Date.parse(de)) / DIA_MS);
const dias = (n: number) => `${n} ${Math.abs(n) === 1 ? 'dia' : 'dias'}`;

/** Days since the start and until the expected delivery, on the report's date. */
export function prazoDoDia(obra: Pick<Obra, 'data_inicio' | 'previsao_entrega'>, data: string) {
  const decorridos = obra.data_inicio ? diasEntre(obra.data_inicio, data) : null;
  const restantes = obra.previsao_entrega ? diasEntre(data, obra.previsao_entrega) : null;
  return {
    decorridos: decorridos !== null && decorridos >= 0 ? dias(decorridos) : null,
    restantes:
      restantes === null ? null : restantes >= 0 ? dias(restantes) : `prazo vencido há ${dias(-restantes)}`,
  };
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500}>
        {children || '—'}
      </Text>
    </Stack>
  );
}

type DiarioCabecalhoProps = { obra: Obra; numero: number | null; data: string };

// The report's header, from the obra (shown, never typed): who the works are for, who answers for
// them, and where the day stands in the schedule.
export function DiarioCabecalho({ obra, numero, data }: DiarioCabecalhoProps) {
  const prazo = prazoDoDia(obra, data);
  const rt = [obra.responsavel_tecnico, obra.registro_profissional].filter(Boolean).join(' · ');
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Cabeçalho do relatório">
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm" verticalSpacing="xs">
        <Item label="Obra">{obra.nome}</Item>
        <Item label="Cliente">{obra.cliente_nome}</Item>
        <Item label="Responsável técnico">{rt}</Item>
        <Item label="ART">{obra.art}</Item>
        <Item label="Relatório">{numero === null ? 'Novo (número ao salvar)' : `nº ${numero}`}</Item>
        <Item label="Data">{formatDate(data)}</Item>
        {prazo.decorridos && <Item label="Dias decorridos">{prazo.decorridos}</Item>}
        {prazo.restantes && <Item label="Dias restantes">{prazo.restantes}</Item>}
      </SimpleGrid>
    </Paper>
  );
}
