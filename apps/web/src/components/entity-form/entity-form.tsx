import { Alert, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import { useMemo, useRef } from 'react';
import { FormActions } from '@/components/ui/form/form-actions';
import readOnlyView from '@/components/ui/form/read-only-view.module.css';
import { StaleRecordAlert } from '@/components/ui/stale-record-alert';
import { schemaResolver } from '@/lib/form-errors';
import { EntityFormSection } from './entity-form-section';
import type { EntityFormDefinition, FormValues, VersionedRecord } from './entity-form-types';
import { fieldsOf, initialValues, toPayload } from './field-codecs';
import { useCepFill } from './use-cep-fill';
import { useEntitySubmit } from './use-entity-submit';
import { useFieldHandlers } from './use-field-handlers';
import { useLeaveGuard } from './use-leave-guard';

type EntityFormProps<R extends VersionedRecord, C, E> = {
  definition: EntityFormDefinition<R, C, E>;
  // The record to edit; without it the form creates one.
  record?: R;
  // Shown but not editable: the user's role cannot change this register.
  readOnly?: boolean;
  onSaved: (record: R) => void;
  onCancel: () => void;
  // Opens the form again on the record as stored now (offered when someone else saved it meanwhile).
  onReload?: () => Promise<unknown>;
};

const NO_FRAME = { border: 0, padding: 0, margin: 0, minWidth: 0 };

// The generic create/edit form: fields drawn from the definition, validated with the domain
// schema the API uses, one error per field, the server's field errors mapped back, and nothing
// typed lost when saving fails. An edit sends the versao it loaded: if someone saved the record
// meanwhile, the server refuses it (409) and the form says so, keeping what was typed.
export function EntityForm<R extends VersionedRecord, C, E>(props: EntityFormProps<R, C, E>) {
  const { definition, record, readOnly = false, onSaved, onCancel, onReload } = props;
  const mode = record ? 'edit' : 'create';
  const source = record as Record<string, unknown> | undefined;
  const fields = useMemo(() => fieldsOf(definition.sections, mode), [definition, mode]);
  const schema = mode === 'create' ? definition.schemas.create : definition.schemas.edit;
  const validate = useMemo(() => schemaResolver(schema), [schema]);

  const form = useForm<FormValues>({
    initialValues: initialValues(fields, source),
    validate: (values) => validate(toPayload(fields, values)),
    validateInputOnBlur: true,
  });
  const guard = useLeaveGuard(form.isDirty() && !readOnly);
  const fillFromCep = useCepFill(form);
  const handlers = useFieldHandlers(form, fields, fillFromCep);
  const formRef = useRef<HTMLFormElement>(null);

  const focusFirstError = () =>
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );

  const { submit, saving, failure, stale } = useEntitySubmit({
    definition,
    record,
    form,
    fields,
    canReload: onReload !== undefined,
    focusFirstError,
    onSaved: (saved) => {
      guard.allow();
      onSaved(saved);
    },
  });

  return (
    <form ref={formRef} onSubmit={form.onSubmit(submit, focusFirstError)} noValidate>
      <Stack gap="lg">
        <fieldset disabled={readOnly} className={readOnly ? readOnlyView.view : undefined} style={NO_FRAME}>
          <Stack gap="lg">
            {readOnly && (
              <Alert color="gray" variant="light" icon={<IconLock size={18} aria-hidden />}>
                Seu perfil permite apenas consultar este cadastro.
              </Alert>
            )}
            {definition.sections.map((section) => (
              <EntityFormSection
                key={section.title}
                section={section}
                mode={mode}
                form={form}
                handlers={handlers}
                record={source}
              />
            ))}
          </Stack>
        </fieldset>
        {failure && (
          <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle size={18} aria-hidden />}>
            {failure}
          </Alert>
        )}
        {stale && onReload && <StaleRecordAlert message={stale} onReload={onReload} />}
        <Group justify="flex-end" gap="sm">
          <FormActions saving={saving} readOnly={readOnly} onCancel={onCancel} />
        </Group>
      </Stack>
      {guard.modal}
    </form>
  );
}
