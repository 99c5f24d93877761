import { formatDate } from '@gdo/domain/date';
import { type DiaDaFaixa, type DiarioResumo, diaDaSemana } from '@gdo/domain/diario-resumo';
import { isFeriadoNacional } from '@gdo/domain/feriados';
import { Group, Text } from '@mantine/core';
import { IconCheck, IconCloudRain, IconMinus, IconX, type TablerIcon } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import classes from './faixa-dias.module.css';

type Estado = 'relatorio' | 'impraticavel' | 'sem' | 'neutro';

const ICONES: Record<Estado, TablerIcon> = {
  relatorio: IconCheck,
  impraticavel: IconCloudRain,
  sem: IconX,
  neutro: IconMinus,
};

const LEGENDA: { estado: Estado; texto: string }[] = [
  { estado: 'relatorio', texto: 'Com relatório' },
  { estado: 'impraticavel', texto: 'Impraticável' },
  { estado: 'sem', texto: 'Dia útil sem relatório' },
  { estado: 'neutro', texto: 'Domingo, feriado, hoje ou fora do prazo da obra' },
];

/** What a day of the strip is, and the words a screen reader (and a hover) gives it. */
export function estadoDoDia(dia: DiaDaFaixa, resumo: Pick<DiarioResumo, 'periodo' | 'hoje'>) {
  const quando = `${diaDaSemana(dia.data)}, ${formatDate(dia.data)}`;
  if (dia.relatorio) {
    const relatorio = `relatório nº ${dia.relatorio.numero}`;
    return dia.impraticavel
      ? { estado: 'impraticavel' as const, texto: `${quando}: ${relatorio}, impraticável` }
      : { estado: 'relatorio' as const, texto: `${quando}: ${relatorio}` };
  }
  const { periodo } = resumo;
  const esperado = dia.util && periodo !== null && dia.data >= periodo.de && dia.data <= periodo.ate;
  if (esperado) return { estado: 'sem' as const, texto: `${quando}: sem relatório` };
  const porque =
    dia.data === resumo.hoje
      ? 'hoje, ainda sem relatório'
      : dia.util
        ? 'fora do prazo da obra'
        : isFeriadoNacional(dia.data)
          ? 'feriado nacional, sem relatório'
          : 'sem relatório';
  return { estado: 'neutro' as const, texto: `${quando}: ${porque}` };
}

/**
 * The last 30 days of the obra: which have a report, which were impraticável and which working days
 * have none. Colour is never alone: each day has an icon and its words (read aloud, and on hover).
 */
export function FaixaDias({ resumo }: { resumo: DiarioResumo }) {
  return (
    <div>
      <ol className={classes.faixa} aria-label="Últimos 30 dias">
        {resumo.dias.map((dia) => {
          const { estado, texto } = estadoDoDia(dia, resumo);
          const Icon = ICONES[estado];
          const conteudo = (
            <>
              <span aria-hidden>{dia.data.slice(8, 10)}</span>
              <Icon size={14} aria-hidden />
            </>
          );
          return (
            <li key={dia.data}>
              {dia.relatorio ? (
                <Link
                  className={`${classes.dia} ${classes[estado]}`}
                  to={paths.diarioRelatorio(resumo.obra, dia.relatorio.id)}
                  aria-label={texto}
                  title={texto}
                >
                  {conteudo}
                </Link>
              ) : (
                <span
                  className={`${classes.dia} ${classes[estado]}`}
                  role="img"
                  aria-label={texto}
                  title={texto}
                >
                  {conteudo}
                </span>
              )}
            </li>
          );
        })}
      </ol>
      <Group gap="md" mt="xs" aria-hidden>
        {LEGENDA.map(({ estado, texto }) => {
          const Icon = ICONES[estado];
          return (
            <Group key={estado} gap={4} wrap="nowrap">
              <span className={`${classes.dia} ${classes[estado]}`} style={{ minHeight: 20, width: 20 }}>
                <Icon size={12} />
              </span>
              <Text size="xs" c="dimmed">
                {texto}
              </Text>
            </Group>
          );
        })}
      </Group>
    </div>
  );
}
