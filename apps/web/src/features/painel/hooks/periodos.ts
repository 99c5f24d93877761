import { addDays, addMonths, formatDate } from '@gdo/domain/date';
import { diaNoCanteiro } from '@gdo/domain/fuso';

export type Periodo = { de?: string; ate?: string };

// The periods the dashboard offers for executado, each a pair of days computed from today; the
// address keeps the days themselves, so a link shows the same period on another day.
const PERIODOS: { value: string; label: string; dias: (hoje: string) => Required<Periodo> }[] = [
  { value: 'mes', label: 'Este mês', dias: (hoje) => ({ de: `${hoje.slice(0, 8)}01`, ate: hoje }) },
  {
    value: 'mes-passado',
    label: 'Mês passado',
    dias: (hoje) => {
      const inicio = addMonths(`${hoje.slice(0, 8)}01`, -1);
      return { de: inicio, ate: addDays(`${hoje.slice(0, 8)}01`, -1) };
    },
  },
  { value: '30-dias', label: 'Últimos 30 dias', dias: (hoje) => ({ de: addDays(hoje, -29), ate: hoje }) },
  { value: 'ano', label: 'Este ano', dias: (hoje) => ({ de: `${hoje.slice(0, 4)}-01-01`, ate: hoje }) },
];

export const SEM_PERIODO = 'todo';
const PERSONALIZADO = 'personalizado';

/** The choices of the period box, with the period in the address when it is none of them. */
export function opcoesDePeriodo(periodo: Periodo, hoje = diaNoCanteiro()) {
  const opcoes = [
    { value: SEM_PERIODO, label: 'Todo o período' },
    ...PERIODOS.map(({ value, label }) => ({ value, label })),
  ];
  const atual = periodoEscolhido(periodo, hoje);
  if (atual === PERSONALIZADO) opcoes.push({ value: PERSONALIZADO, label: descreverPeriodo(periodo) });
  return { opcoes, atual };
}

function periodoEscolhido({ de, ate }: Periodo, hoje: string): string {
  if (!de && !ate) return SEM_PERIODO;
  const igual = PERIODOS.find((p) => {
    const dias = p.dias(hoje);
    return dias.de === de && dias.ate === ate;
  });
  return igual?.value ?? PERSONALIZADO;
}

export function diasDoPeriodo(value: string, hoje = diaNoCanteiro()): Periodo {
  return PERIODOS.find((p) => p.value === value)?.dias(hoje) ?? {};
}

export function descreverPeriodo({ de, ate }: Periodo): string {
  if (de && ate) return de === ate ? `Em ${formatDate(de)}` : `De ${formatDate(de)} a ${formatDate(ate)}`;
  if (de) return `Desde ${formatDate(de)}`;
  return ate ? `Até ${formatDate(ate)}` : 'Todo o período';
}
