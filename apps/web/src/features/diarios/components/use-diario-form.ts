import type { Diario } from '@gdo/domain/diario-response';
import { diaNoCanteiro } from '@gdo/domain/fuso';
import { useForm } from '@mantine/form';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useToast } from '@/components/ui/toast/toast-context';
import { useCreateDiario, useEditDiario } from '@/entities/diarios/api/save-diario';
import { ApiRequestError, isStaleVersion } from '@/lib/api-error';
import { withTimeout } from '@/lib/lazy-screen';
import { useSubmitLock } from '@/lib/use-submit-lock';
import { clearDraft, conteudo, type DiarioDraft, draftKey, readDraft, useDraftSync } from './diario-draft';
import { emptyValues, toPayload, valuesFromDiario } from './diario-form-values';

type UseDiarioForm = {
  obra: number;
  diario?: Diario;
  /** A new report was created: its page takes over. */
  onCreated: (diario: Diario) => void;
};

const FALHA = 'Não foi possível salvar o relatório.';
// The report's rules, with zod: asked for once the form is first changed, and waited for by a save
// at most RULES_WAIT_MS (decision 219). Without them the report goes as typed: the API checks the
// same rules, and its field errors land on the form as these would.
const RULES_WAIT_MS = 8_000;
const loadRules = () => import('./diario-validation');

// The report form's state (decision 075): filled from the local draft when one is left over, kept in
// it while typed, saved with the versao it started from (a 409 offers to reload, decision 042) and
// the API client's Idempotency-Key for a create (decision 054); the draft goes once the server has it.
export function useDiarioForm({ obra, diario, onCreated }: UseDiarioForm) {
  const key = draftKey(obra, diario?.id);
  const saved = useMemo(() => (diario ? valuesFromDiario(diario) : emptyValues(diaNoCanteiro())), [diario]);
  // Read once: what this browser kept of an earlier visit that the server never got.
  const [restored, setRestored] = useState<DiarioDraft | null>(() => {
    const draft = readDraft(key);
    return draft && conteudo(draft.values) !== conteudo(saved) ? draft : null;
  });
  const form = useForm({ initialValues: restored?.values ?? saved });
  const versao = useRef(restored?.versao ?? diario?.versao ?? null);
  // The report changed on the server (someone saved it) while nothing was typed here: show it.
  const previous = useRef(saved);
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the saved report only
  useEffect(() => {
    const untouched = conteudo(form.getValues()) === conteudo(previous.current);
    previous.current = saved;
    if (!untouched || !diario) return;
    versao.current = diario.versao;
    form.setValues(saved);
  }, [saved]);
  useDraftSync(key, form.values, saved, versao.current);

  const creating = useCreateDiario();
  const editing = useEditDiario();
  const toast = useToast();
  const { busy: saving, lock } = useSubmitLock();
  const [stale, setStale] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const dirty = conteudo(form.values) !== conteudo(saved);
  useEffect(() => {
    if (dirty) loadRules().catch(() => undefined);
  }, [dirty]);

  const fail = (error: unknown) => {
    if (isStaleVersion(error)) setStale(error.message);
    const message = error instanceof ApiRequestError ? error.message : FALHA;
    if (error instanceof ApiRequestError && error.errors.length > 0)
      form.setErrors(Object.fromEntries(error.errors.map(({ field, message: m }) => [field, m])));
    setFailure(message);
    toast.show({ type: 'danger', text: `${FALHA} ${message}` });
  };

  /** Saves what is typed; true when the server has it (nothing to save counts as saved). */
  const save = async (): Promise<Diario | null> => {
    setStale(null);
    setFailure(null);
    if (diario && !dirty) return diario;
    const rules = await withTimeout(loadRules(), RULES_WAIT_MS).catch(() => null);
    const errors = rules ? rules.validationErrors(form.values, obra) : {};
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) {
      toast.show({ type: 'danger', text: 'Corrija os campos destacados antes de salvar.' });
      return null;
    }
    const payload = toPayload(form.values, obra);
    try {
      if (!diario) {
        const criado = await creating.mutateAsync(payload);
        clearDraft(key);
        toast.show({ type: 'success', text: `Rascunho do relatório nº ${criado.numero} salvo.` });
        onCreated(criado);
        return criado;
      }
      const { obra: _obra, ...conteudoEditado } = payload;
      const alterado = await editing.mutateAsync({
        id: diario.id,
        data: { ...conteudoEditado, versao: versao.current ?? diario.versao },
      });
      versao.current = alterado.versao;
      form.setValues(valuesFromDiario(alterado));
      clearDraft(key);
      setRestored(null);
      toast.show({ type: 'success', text: 'Rascunho salvo.' });
      return alterado;
    } catch (error) {
      fail(error);
      return null;
    }
  };

  /** Drops the local draft and shows what the server has. */
  const discardDraft = () => {
    clearDraft(key);
    versao.current = diario?.versao ?? null;
    form.setValues(saved);
    form.clearErrors();
    setRestored(null);
  };

  return {
    form,
    dirty,
    saving,
    submit: lock(save),
    save,
    lock,
    stale,
    failure,
    restored,
    dismissRestored: () => setRestored(null),
    discardDraft,
    versao,
  };
}

export type DiarioFormState = ReturnType<typeof useDiarioForm>;
