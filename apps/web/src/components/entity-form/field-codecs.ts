import { formatCep, formatCpfCnpj, formatTelefone } from '@gdo/domain/cpf-cnpj';
import { formatQuantity, parseDecimalBR, QUANTITY_SCALE } from '@gdo/domain/money';
import type { EntityFormMode, FieldDef, FormSection, FormValue, FormValues } from './entity-form-types';

// How each kind of field turns an API value into what the user edits, and back into what the
// domain schema validates. Masks are left in: the schema strips them, as the API's does.

function isNumericOptions(field: FieldDef): boolean {
  return Object.keys(field.options ?? {}).every((value) => /^\d+$/.test(value));
}

export function fromApi(field: FieldDef, value: unknown): FormValue {
  if (field.kind === 'checkboxes') return Array.isArray(value) ? value.map(String) : [];
  if (value === null || value === undefined) return '';
  const text = String(value);
  switch (field.kind) {
    case 'cpfCnpj':
    case 'cpf':
      return formatCpfCnpj(text);
    case 'telefone':
      return formatTelefone(text);
    case 'cep':
      return formatCep(text);
    case 'decimal':
      return formatQuantity(text);
    default:
      return text;
  }
}

export function toApi(field: FieldDef, value: FormValue): unknown {
  if (Array.isArray(value)) return value;
  switch (field.kind) {
    case 'decimal':
      // Text that is not a number goes as typed, for the schema to explain.
      return value.trim() === '' ? null : (parseDecimalBR(value, QUANTITY_SCALE) ?? value);
    case 'date':
      return value === '' ? null : value;
    case 'reference':
      return value === '' ? null : Number(value);
    case 'uf':
      return value === '' ? null : value;
    case 'choice':
      if (value === '') return null;
      return isNumericOptions(field) ? Number(value) : value;
    default:
      return value;
  }
}

export function fieldsOf(sections: FormSection[], mode: EntityFormMode): FieldDef[] {
  return sections
    .flatMap((section) => section.rows.flat())
    .filter((field) => !field.only || field.only === mode);
}

export function initialValues(fields: FieldDef[], record: Record<string, unknown> | undefined): FormValues {
  return Object.fromEntries(
    fields.map((field) => [
      field.name,
      record ? fromApi(field, record[field.name]) : (field.defaultValue ?? fromApi(field, undefined)),
    ]),
  );
}

export function toPayload(fields: FieldDef[], values: FormValues): Record<string, unknown> {
  return Object.fromEntries(fields.map((field) => [field.name, toApi(field, values[field.name] ?? '')]));
}
