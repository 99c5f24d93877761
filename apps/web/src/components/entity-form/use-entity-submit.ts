import type { UseFormReturnType } from '@mantine/form';
import { useRef, useState } from 'react';
import { useToast } from '@/components/ui/toast/toast-context';
import { ApiRequestError, isStaleVersion } from '@/lib/api-error';
import { toErrorMap } from '@/lib/form-errors';
import { useSubmitLock } from '@/lib/use-submit-lock';
import type { EntityFormDefinition, FieldDef, FormValues, VersionedRecord } from './entity-form-types';
import { toPayload } from './field-codecs';

type EntitySubmit<R extends VersionedRecord, C, E> = {
  definition: EntityFormDefinition<R, C, E>;
  record: R | undefined;
  form: UseFormReturnType<FormValues>;
  fields: FieldDef[];
  // Whether the form can be opened again on the record as stored now (after a stale edit).
  canReload: boolean;
  focusFirstError: () => void;
  onSaved: (record: R) => void;
};

// Saving the generic form: the data the schema accepted goes to the create or edit call, an edit
// with the versao the form was filled from. A refusal puts the server's field errors under their
// fields, or says that someone saved the record meanwhile (409), or shows the server's reason;
// what was typed stays.
export function useEntitySubmit<R extends VersionedRecord, C, E>(options: EntitySubmit<R, C, E>) {
  const { definition, record, form, fields, canReload, focusFirstError, onSaved } = options;
  const create = definition.useCreate();
  const edit = definition.useEdit();
  const { busy, lock } = useSubmitLock();
  const toast = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const [stale, setStale] = useState<string | null>(null);
  // The version this form was filled from; a refetch of the record in the background must not
  // change it, or the edit would overwrite what the user never saw.
  const versao = useRef(record?.versao);

  const showFailure = (error: unknown) => {
    const failed = record ? definition.messages.editFailed : definition.messages.createFailed;
    if (!(error instanceof ApiRequestError)) {
      toast.show({ type: 'danger', text: failed });
      return;
    }
    const names = new Set(fields.map((field) => field.name));
    const fieldErrors = error.errors.filter((fieldError) => names.has(fieldError.field));
    form.setErrors(toErrorMap(fieldErrors));
    if (fieldErrors.length > 0) focusFirstError();
    else if (isStaleVersion(error) && canReload) setStale(error.message);
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
      onSaved(saved);
    } catch (error) {
      showFailure(error);
    }
  });

  return { submit, saving: busy || create.isPending || edit.isPending, failure, stale };
}
