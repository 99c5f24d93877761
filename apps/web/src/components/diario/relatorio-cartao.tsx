import { formatDate, formatDateTime } from '@gdo/domain/date';
import type { Clima } from '@gdo/domain/diario';
import { DIARIO_LABELS } from '@gdo/domain/diario-constantes';
import type { Diario } from '@gdo/domain/diario-response';
import { diaDaSemana } from '@gdo/domain/diario-resumo';
import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { DiarioStatus } from './diario-status';

const MINIATURAS = 4;
const LADO = 64;
const TURNOS = [
  ['manha', 'Manhã'],
  ['tarde', 'Tarde'],
  ['noite', 'Noite'],
] as const;

/** "Manhã: claro, praticável · Tarde: chuvoso, impraticável"; the turnos not filled in are left out. */
export function resumoDoClima(clima: Clima): string {
  const partes = TURNOS.flatMap(([turno, nome]) => {
    const t = clima[turno];
    if (!t) return [];
    return `${nome}: ${DIARIO_LABELS.tempo[t.tempo].toLowerCase()}, ${DIARIO_LABELS.condicao[t.condicao].toLowerCase()}`;
  });
  return partes.length > 0 ? partes.join(' · ') : 'Clima não informado';
}

/** "8 pessoas (6 próprias, 2 terceirizadas)". */
export function resumoDoEfetivo(efetivo: Diario['efetivo']): string {
  const soma = (origem?: string) =>
    efetivo.filter((l) => !origem || l.origem === origem).reduce((n, l) => n + l.quantidade, 0);
  const total = soma();
  if (total === 0) return 'Efetivo não informado';
  const partes = [
    [soma('propria'), 'própria', 'próprias'],
    [soma('terceirizada'), 'terceirizada', 'terceirizadas'],
  ] as const;
  const pessoas = `${total} ${total === 1 ? 'pessoa' : 'pessoas'}`;
  const porOrigem = partes.filter(([n]) => n > 0);
  const [unica] = porOrigem;
  if (porOrigem.length === 1 && unica) return `${pessoas}, ${total === 1 ? unica[1] : unica[2]}`;
  return `${pessoas} (${porOrigem.map(([n, um, varios]) => `${n} ${n === 1 ? um : varios}`).join(', ')})`;
}

/**
 * One report in a list: its number and day, status, the late mark, the day's clima and workforce,
 * and the first photos' thumbnails (lazy, with their size set, so the page does not jump).
 */
export function RelatorioCartao({ diario }: { diario: Diario }) {
  const titulo = `Relatório nº ${diario.numero} · ${diaDaSemana(diario.data)}, ${formatDate(diario.data)}`;
  const mais = diario.fotos.length - MINIATURAS;
  return (
    <Card withBorder padding="sm" component="article" aria-label={titulo}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Anchor component={Link} to={paths.diarioRelatorio(diario.obra, diario.id)} fw={600}>
            {titulo}
          </Anchor>
          <Group gap={6}>
            {diario.registrado_com_atraso && (
              <Badge
                color="orange"
                variant="light"
                // orange-7 on its light tint is 2.7:1; the brand's darkest orange is 6,8:1 (decision 141),
                // as every orange warning's words (Contas a pagar, the dashboard's diário line).
                c="obra.8"
                title={`Registrado em ${formatDateTime(diario.data_cadastro)}`}
              >
                Registrado com atraso
              </Badge>
            )}
            <DiarioStatus status={diario.status} />
          </Group>
        </Group>
        <Text size="sm">{resumoDoClima(diario.clima)}</Text>
        <Text size="sm" c="dimmed">
          Efetivo: {resumoDoEfetivo(diario.efetivo)}
          {diario.atividades.length > 0 &&
            ` · ${diario.atividades.length} ${diario.atividades.length === 1 ? 'atividade' : 'atividades'}`}
        </Text>
        {diario.fotos.length > 0 && (
          <Group
            gap={6}
            aria-label={`${diario.fotos.length} ${diario.fotos.length === 1 ? 'foto' : 'fotos'}`}
          >
            {diario.fotos.slice(0, MINIATURAS).map((foto) => (
              <img
                key={foto.id}
                src={foto.miniatura_url}
                alt={foto.legenda}
                loading="lazy"
                decoding="async"
                width={LADO}
                height={LADO}
                style={{ objectFit: 'cover', borderRadius: 4, background: 'var(--mantine-color-gray-1)' }}
              />
            ))}
            {mais > 0 && (
              <Text size="sm" c="dimmed">
                +{mais}
              </Text>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
