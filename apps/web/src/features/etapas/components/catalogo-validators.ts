import { type Etapa, etapaCreateSchema, etapaUpdateSchema } from '@gdo/domain/etapa';
import {
  normalizeNumeroSubetapa,
  numeroPertenceAEtapa,
  subetapaCreateSchema,
  subetapaForaDaEtapaMessage,
  subetapaUpdateSchema,
} from '@gdo/domain/subetapa';
import type { FormErrors } from '@mantine/form';
import { schemaResolver } from '@/lib/form-errors';
import type { NumeroNome } from './numero-nome-form';

// Each inline form validates with the schema of the call it makes, and a subetapa's number
// must start with its etapa's, as the API checks (packages/domain/src/subetapa.ts).

export const validateNovaEtapa = (values: NumeroNome) => schemaResolver(etapaCreateSchema)(values);

export const etapaEditValidator = (id: number) => (values: NumeroNome) =>
  schemaResolver(etapaUpdateSchema)({ id, ...values });

function withinEtapa(etapa: Etapa, values: NumeroNome, errors: FormErrors): FormErrors {
  if (errors.numero || numeroPertenceAEtapa(normalizeNumeroSubetapa(values.numero.trim()), etapa.numero)) {
    return errors;
  }
  return { ...errors, numero: subetapaForaDaEtapaMessage(etapa.numero) };
}

export const novaSubetapaValidator = (etapa: Etapa) => (values: NumeroNome) =>
  withinEtapa(etapa, values, schemaResolver(subetapaCreateSchema)({ etapa: etapa.id, ...values }));

export const subetapaEditValidator = (etapa: Etapa, id: number) => (values: NumeroNome) =>
  withinEtapa(etapa, values, schemaResolver(subetapaUpdateSchema)({ id, ...values }));

// The number after the highest one in use: '03' after '01' and '02'.
export function nextNumeroEtapa(etapas: readonly Etapa[]): string {
  const highest = etapas.reduce((max, etapa) => Math.max(max, Number(etapa.numero) || 0), 0);
  return highest >= 999 ? '' : String(highest + 1).padStart(2, '0');
}
