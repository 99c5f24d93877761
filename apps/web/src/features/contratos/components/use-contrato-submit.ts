import { type Contrato, contratoCreateSchema } from '@gdo/domain/contrato';
import { MESSAGES } from '@gdo/domain/messages';
import type { UseFormReturnType } from '@mantine/form';
import { useRef, useState } from 'react';
import { useToast } from '@/components/ui/toast/toast-context';
import { failureText } from '@/components/ui/toast/use-failure-toast';
import { useSaveContrato } from '@/features/contratos/api/save-contrato';
import { ApiRequestError, isStaleVersion } from '@/lib/api-error';
import { schemaResolver, toErrorMap } from '@/lib/form-errors';
import { useSubmitLock } from '@/lib/use-submit-lock';
import { type ContratoFormValues, toContratoPayload } from './contrato-form-values';

const validate = schemaResolver(contratoCreateSchema);

type ContratoSubmit = {
  form: UseFormReturnType<ContratoFormValues>;
  contrato: Contrato | undefined;
  onDone: () => void;
};

// Saving the form: checked with the domain schema, then created, or edited with the versao the
// form was filled from. A refusal keeps what was typed, with the server's field errors under the
// fields, and a stale versao (409) offers to reload the contract.
export function useContratoSubmit({ form, contrato, onDone }: ContratoSubmit) {
  // The version the form was filled from: an edit is refused (409) if someone saved meanwhile.
  const versao = useRef(contrato?.versao);
  const [stale, setStale] = useState<string | null>(null);
  const saving = useSaveContrato();
  const { busy, lock } = useSubmitLock();
  const toast = useToast();
  const failMessage = contrato ? MESSAGES.falhaEdicaoContrato : MESSAGES.falhaCriacaoContrato;

  const submit = lock(async (values: ContratoFormValues) => {
    const payload = toContratoPayload(values);
    const errors = validate(payload);
    if (Object.keys(errors).length > 0) {
      form.setErrors(errors);
      return;
    }
    setStale(null);
    try {
      const data = contrato ? { ...payload, versao: versao.current } : payload;
      const saved = await saving.mutateAsync({ id: contrato?.id, data });
      versao.current = saved.versao;
      toast.show({ type: 'success', text: contrato ? 'Contrato alterado.' : 'Contrato cadastrado.' });
      onDone();
    } catch (error) {
      if (isStaleVersion(error)) setStale(error.message);
      if (error instanceof ApiRequestError) form.setErrors(toErrorMap(error.errors));
      toast.show({ type: 'danger', text: failureText(failMessage, error) });
    }
  });

  return { submit, busy, stale };
}
