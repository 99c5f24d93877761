import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { ZodType } from 'zod';

export type EntityFormType = 'cliente' | 'obra' | 'fornecedor' | 'orcamento' | 'contrato';
export type EntityFormMode = 'create' | 'edit';

// What a field holds while the user edits it: text as typed (masked), an option's value, or
// the values of a group of checkboxes.
export type FormValue = string | string[];
export type FormValues = Record<string, FormValue>;

export type FieldKind =
  | 'text'
  | 'email'
  | 'password'
  | 'cpfCnpj'
  | 'cpf'
  | 'telefone'
  | 'cep'
  | 'uf'
  | 'date'
  | 'decimal'
  | 'choice'
  | 'checkboxes'
  | 'reference';

// The control of a 'reference' field (the obra's cliente): it picks a related record by id.
export type ReferenceControlProps = {
  label: string;
  required: boolean;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
  // The record being edited, for the label of the current choice.
  record: Record<string, unknown> | undefined;
};

export type FieldDef = {
  name: string;
  label: string;
  kind: FieldKind;
  required?: boolean;
  // A field only one mode shows: the password on create, a new password on edit.
  only?: EntityFormMode;
  description?: string;
  placeholder?: string;
  autoComplete?: string;
  // 'choice' and 'checkboxes': value → label. Numeric values are sent as numbers.
  options?: Record<string, string>;
  defaultValue?: FormValue;
  Control?: ComponentType<ReferenceControlProps>;
};

export type FormSection = { title: string; description?: string; rows: FieldDef[][] };

// A domain (zod) schema: the very schema the API route validates with.
export type FormSchema<Out> = ZodType<Out>;

type Mutation<Variables, Result> = {
  mutateAsync: (variables: Variables) => Promise<Result>;
  isPending: boolean;
};

// A record the form edits: its id, and the versao an edit sends back (decision 042).
export type VersionedRecord = { id: number; versao: number };

// Everything that makes the generic form a cliente, obra or fornecedor form.
export type EntityFormDefinition<R extends VersionedRecord, C, E> = {
  sections: FormSection[];
  // Loads the record an edit starts from (GET …/get/{id}); idle without an id.
  useRecord: (id: number | undefined) => UseQueryResult<R>;
  schemas: { create: FormSchema<C>; edit: FormSchema<E> };
  useCreate: () => Mutation<C, R>;
  useEdit: () => Mutation<{ id: number; data: E }, R>;
  messages: { saved: string; createFailed: string; editFailed: string };
};
