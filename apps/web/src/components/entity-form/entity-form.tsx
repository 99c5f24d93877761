import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconDeviceFloppy, IconLock } from '@tabler/icons-react';
import { useMemo, useRef, useState } from 'react';
import { FormRow, type FormRowColumns } from '@/components/ui/form/form-row';
import { StaleRecordAlert } from '@/components/ui/stale-record-alert';
import { useToast } from '@/components/ui/toast/toast-context';
import { ApiRequestError, isStaleVersion } from '@/lib/api-error';
import { schemaResolver, toErrorMap } from '@/lib/form-errors';
import { useSubmitLock } from '@/lib/use-submit-lock';
import { EntityField } from './entity-field';
import type { EntityFormDefinition, FormValue, FormValues, VersionedRecord } from './entity-form-types';
import { fieldsOf, initialValues, toPayload } from './field-codecs';
import { useCepFill } from './use-cep-fill';
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
  const create = definition.useCreate();
  const edit = definition.useEdit();
  const { busy, lock } = useSubmitLock();
  const saving = busy || create.isPending || edit.isPending;
  const toast = useToast();
  const guard = useLeaveGuard(form.isDirty() && !readOnly);
  const fillFromCep = useCepFill(form);
  const [failure, setFailure] = useState<string | null>(null);
  const [stale, setStale] = useState<string | null>(null);
  // The version this form was filled from; a refetch of the record in the background must not
  // change it, or the edit would overwrite what the user never saw.
  const versao = useRef(record?.versao);
  const formRef = useRef<HTMLFormElement>(null);

  const focusFirstError = () =>
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );

  const showFailure = (error: unknown) => {
    const failed = mode === 'create' ? definition.messages.createFailed : definition.messages.editFailed;
    if (!(error instanceof ApiRequestError)) {
      toast.show({ type: 'danger', text: failed });
      return;
    }
    const names = new Set(fields.map((field) => field.name));
    const fieldErrors = error.errors.filter((fieldError) => names.has(fieldError.field));
    form.setErrors(toErrorMap(fieldErrors));
    if (fieldErrors.length > 0) focusFirstError();
    else if (isStaleVersion(error) && onReload) setStale(error.message);
    else setFailure(error.message);
    toast.show({ type: 'danger', text: `${failed} ${error.message}` });
  };

  // The data the schema accepted, normalised as the API stores it, goes to the matching call.
  const send = (values: FormValues): Promise<R> | null => {
    const payload = toPayload(fields, values);
    if (record) {
      const parsed = definition.schemas.edit.safeParse({ ...payload, versao: versao.current });
      return parsed.success ? edit.mutateAsync({ id: record.id, data: parsed.data }) : null;
    }
    const parsed = definition.schemas.create.safeParse(payload);
    return parsed.success ? create.mutateAsync(parsed.data) : null;
  };

  const submit = lock(async (values: FormValues) => {
    const saving = send(values);
    if (!saving) return;
    setFailure(null);
    setStale(null);
    try {
      const saved = await saving;
      versao.current = saved.versao;
      toast.show({ type: 'success', text: definition.messages.saved });
      guard.allow();
      onSaved(saved);
    } catch (error) {
      showFailure(error);
    }
  });

  // One stable pair of handlers per field, reading the latest form through a ref: a keystroke
  // then re-renders only the field it changed (EntityField is memoised), not the whole form.
  const latest = useRef({ form, fillFromCep });
  latest.current = { form, fillFromCep };
  const handlers = useMemo(
    () =>
      Object.fromEntries(
        fields.map((field) => [
          field.name,
          {
            onChange: (value: FormValue) => {
              latest.current.form.setFieldValue(field.name, value);
              if (field.kind === 'cep' && typeof value === 'string') latest.current.fillFromCep(value);
            },
            onBlur: () => {
              const current = latest.current.form;
              if (current.isDirty(field.name)) current.validateField(field.name);
            },
          },
        ]),
      ),
    [fields],
  );

  return (
    <form ref={formRef} onSubmit={form.onSubmit(submit, focusFirstError)} noValidate>
      <Stack gap="lg">
        <fieldset disabled={readOnly} style={NO_FRAME}>
          <Stack gap="lg">
            {readOnly && (
              <Alert color="gray" variant="light" icon={<IconLock size={18} aria-hidden />}>
                Seu perfil permite apenas consultar este cadastro.
              </Alert>
            )}
            {definition.sections.map((section) => (
              <Paper
                key={section.title}
                withBorder
                radius="md"
                p={{ base: 'md', sm: 'lg' }}
                component="section"
              >
                <Title order={2} size="h4" mb={section.description ? 4 : 'md'}>
                  {section.title}
                </Title>
                {section.description && (
                  <Text size="sm" c="dimmed" mb="md">
                    {section.description}
                  </Text>
                )}
                <Stack gap="sm">
                  {section.rows.map((row) => {
                    const shown = row.filter((field) => !field.only || field.only === mode);
                    if (shown.length === 0) return null;
                    return (
                      <FormRow
                        key={shown.map((field) => field.name).join()}
                        columns={shown.length as FormRowColumns}
                      >
                        {shown.map((field) => (
                          <EntityField
                            key={field.name}
                            field={field}
                            value={form.getValues()[field.name] ?? ''}
                            error={form.errors[field.name] as string | undefined}
                            onChange={handlers[field.name]!.onChange}
                            onBlur={handlers[field.name]!.onBlur}
                            record={source}
                          />
                        ))}
                      </FormRow>
                    );
                  })}
                </Stack>
              </Paper>
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
          <Button variant="default" onClick={onCancel}>
            {readOnly ? 'Voltar' : 'Cancelar'}
          </Button>
          {!readOnly && (
            <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={16} aria-hidden />}>
              Salvar
            </Button>
          )}
        </Group>
      </Stack>
      {guard.modal}
    </form>
  );
}
