import { addDays } from './date';

// Brazil's national holidays (feriados nacionais), the days no report is expected on any site
// (decision 173). Fixed by law: Lei 662/1949 and Lei 6.802/1980 (Nossa Senhora Aparecida),
// Lei 10.607/2002, Lei 14.759/2023 (Consciência Negra, from 2024); Good Friday (Sexta-feira da
// Paixão) by Lei 9.093/1995, two days before Easter. Carnaval and Corpus Christi are pontos
// facultativos, not holidays: a site may work them, so they stay working days. State and municipal
// holidays vary per obra and are not known here.

const FIXOS: readonly (readonly [mes: number, dia: number, desde?: number])[] = [
  [1, 1], // Confraternização Universal
  [4, 21], // Tiradentes
  [5, 1], // Dia do Trabalho
  [9, 7], // Independência
  [10, 12], // Nossa Senhora Aparecida
  [11, 2], // Finados
  [11, 15], // Proclamação da República
  [11, 20, 2024], // Dia Nacional de Zumbi e da Consciência Negra
  [12, 25], // Natal
];

const pad = (value: number) => String(value).padStart(2, '0');

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm, integers only). */
export function pascoa(ano: number): string {
  const a = ano % 19;
  const b = Math.floor(ano / 100);
  const c = ano % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const mes = Math.floor((h + l - 7 * m + 114) / 31);
  const dia = ((h + l - 7 * m + 114) % 31) + 1;
  return `${String(ano).padStart(4, '0')}-${pad(mes)}-${pad(dia)}`;
}

const porAno = new Map<number, readonly string[]>();

/** The national holidays of a year, as ISO days, in calendar order. */
export function feriadosNacionais(ano: number): readonly string[] {
  let feriados = porAno.get(ano);
  if (!feriados) {
    const y = String(ano).padStart(4, '0');
    // A set: Good Friday falls on Tiradentes in some years (2000, 2011), one day off, not two.
    feriados = [
      ...new Set([
        ...FIXOS.filter(([, , desde]) => desde === undefined || ano >= desde).map(
          ([mes, dia]) => `${y}-${pad(mes)}-${pad(dia)}`,
        ),
        addDays(pascoa(ano), -2),
      ]),
    ].sort();
    porAno.set(ano, feriados);
  }
  return feriados;
}

/** Whether an ISO day is a national holiday. */
export function isFeriadoNacional(dia: string): boolean {
  return feriadosNacionais(Number(dia.slice(0, 4))).includes(dia);
}

/** The national holidays from `de` to `ate`, both included, in calendar order. */
export function feriadosNacionaisEntre(de: string, ate: string): string[] {
  const dias: string[] = [];
  for (let ano = Number(de.slice(0, 4)); ano <= Number(ate.slice(0, 4)); ano++) {
    for (const dia of feriadosNacionais(ano)) if (dia >= de && dia <= ate) dias.push(dia);
  }
  return dias;
}
