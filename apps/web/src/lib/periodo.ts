import { isIsoDate } from '@gdo/domain/date';

// A list's period, two days 'aaaa-mm-dd' ('' or undefined for an open end).

/**
 * A day a list's address names ('aaaa-mm-dd'), or '' when it names none or no calendar day (a link
 * typed or cut by hand, ?de=abc): such a day is absent, neither counted as a filter nor asked for.
 */
export const diaDoEndereco = (value: string | null): string => (value && isIsoDate(value) ? value : '');

/** The same, undefined when there is none: a filter left out of what is asked for. */
export const diaOpcionalDoEndereco = (value: string | null): string | undefined =>
  diaDoEndereco(value) || undefined;

/** An end before the start: its field says so (FIELD_MESSAGES.periodoInvalido, the API's words). */
export const fimAntesDoInicio = (de: string | undefined, ate: string | undefined): boolean =>
  Boolean(de) && Boolean(ate) && (ate as string) < (de as string);

/**
 * The end a list asks for: none while it falls before the start, so the list shows the period from
 * its start, under the field's explanation, instead of the API's refusal (a "Dados inválidos" no
 * retry mends).
 */
export const fimPedido = (de: string | undefined, ate: string | undefined): string | undefined =>
  fimAntesDoInicio(de, ate) ? undefined : ate || undefined;
