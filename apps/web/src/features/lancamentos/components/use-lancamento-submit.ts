import type { Lancamento } from '@gdo/domain/lancamento-response';
import { MESSAGES } from '@gdo/domain/messages';
import type { TipoDocumento } from '@gdo/domain/tipo-documento';
import type { UseFormReturnType } from '@mantine/form';
import { useRef, useState } from 'react';
import { useToast } from '@/components/ui/toast/toast-context';
import { failureText } from '@/components/ui/toast/use-failure-toast';
import { useCreateLancamento } from '@/features/lancamentos/api/create-lancamento';
import { useEditLancamento } from '@/features/lancamentos/api/edit-lancamento';
import { ApiRequestError, isStaleVersion } from '@/lib/api-error';
import { useSubmitLock } from '@/lib/use-submit-lock';
import { type LancamentoFormValues, toCreatePayload, toEditPayload } from './lancamento-form-values';
import { formErrors, validationErrors } from './map-errors';

type LancamentoSubmit = {
  form: UseFormReturnType<LancamentoFormValues>;
  tipo: TipoDocumento;
  obra: number;
  lancamento?: Lancamento;
  onDone: () => void;
};

// A 409 that a confirmation can overcome, unlike a stale versao (someone else saved the entry).
const isExcedente = (error: unknown) =>
  error instanceof ApiRequestError && error.status === 409 && !isStaleVersion(error);

// Saving the form: an edit sends the versao it was filled from; a new entry sends one request per
// item row, and after a refusal sends again only the rows not yet saved. A refusal for going past
// the contract's value waits for the user's confirmation (`submit(true)`); one for a stale versao
// offers to reload; any other shows the server's field errors under the fields.
export function useLancamentoSubmit({ form, tipo, obra, lancamento, onDone }: LancamentoSubmit) {
  const creating = useCreateLancamento();
  const editing = useEditLancamento();
  const toast = useToast();
  // Rows already saved (a row refused after others were saved is sent again alone).
  const [saved, setSaved] = useState<number[]>([]);
  const [excedente, setExcedente] = useState<string | null>(null);
  const { busy: saving, lock } = useSubmitLock();
  const [stale, setStale] = useState<string | null>(null);
  // The version the form was filled from: an edit is refused (409) if someone saved meanwhile.
  const versao = useRef(lancamento?.versao);
  const values = form.values;

  const validate = () => {
    const errors = validationErrors(values, obra, lancamento !== undefined);
    form.setErrors(errors);
    return Object.keys(errors).length === 0;
  };

  const fail = (error: unknown, index: number) => {
    if (isExcedente(error) && values.contrato) {
      setExcedente((error as ApiRequestError).message);
      return;
    }
    if (isStaleVersion(error)) setStale(error.message);
    if (error instanceof ApiRequestError) form.setErrors(formErrors(error.errors, index));
    toast.show({ type: 'danger', text: failureText(MESSAGES.falhaCriacaoDocumento, error) });
  };

  const submit = lock(async (confirmar = false) => {
    setExcedente(null);
    setStale(null);
    if (!validate()) return;
    const flag = confirmar ? { confirmar_excedente: true } : {};
    const done = [...saved];
    try {
      if (lancamento) {
        const alterado = await editing.mutateAsync({
          tipo,
          id: lancamento.id,
          data: { ...toEditPayload(values, obra), ...flag, versao: versao.current },
        });
        versao.current = alterado.versao;
      } else {
        for (const index of values.itens.keys()) {
          if (done.includes(index)) continue;
          await creating.mutateAsync({ tipo, data: { ...toCreatePayload(values, obra, index), ...flag } });
          done.push(index);
        }
      }
      toast.show({ type: 'success', text: lancamento ? 'Lançamento alterado.' : 'Lançamento salvo.' });
      onDone();
    } catch (error) {
      fail(
        error,
        values.itens.findIndex((_item, index) => !done.includes(index)),
      );
    } finally {
      setSaved(done);
    }
  });

  return { submit, saving, excedente, reviewExcedente: () => setExcedente(null), stale };
}
