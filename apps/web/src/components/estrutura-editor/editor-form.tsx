import type { FieldError } from '@gdo/domain/api-error';
import { Alert, Stack } from '@mantine/core';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useRef, useState, useSyncExternalStore } from 'react';
import { useLeaveGuard } from '@/components/entity-form/use-leave-guard';
import readOnlyView from '@/components/ui/form/read-only-view.module.css';
import { ConfirmModal } from '@/components/ui/modal/confirm-modal';
import { StaleRecordAlert } from '@/components/ui/stale-record-alert';
import { useToast } from '@/components/ui/toast/toast-context';
import { failureText } from '@/components/ui/toast/use-failure-toast';
import { ApiRequestError, isStaleVersion } from '@/lib/api-error';
import { useSubmitLock } from '@/lib/use-submit-lock';
import { type Catalogo, CatalogoContext } from './catalogo-context';
import { type Checked, errorsByCell, firstErrorCell } from './editor-payload';
import type { EditorState } from './editor-state';
import { type EditorStore, EditorStoreContext } from './editor-store';
import { EstruturaGrid } from './estrutura-grid';
import { ReadOnlyContext } from './read-only-context';
import { TotalsBar } from './totals-bar';

const HEADER_ORDER = ['id_cliente', 'obra', 'modelo', 'nome', 'status', 'bdi'];

export type SavedContext = { submitted: EditorState; allowLeave: () => void };

type EditorFormProps<Body, Saved> = {
  store: EditorStore;
  catalogo: Catalogo;
  readOnly: boolean;
  // The fields above the grid (cliente, obra, nome, …), reading the same store.
  header: ReactNode;
  check: (state: EditorState) => Checked<Body>;
  send: (body: Body) => Promise<Saved>;
  // A question to answer before a valid body is sent (a budget's BDI above 100 %), or null.
  confirm?: (body: Body) => string | null;
  saving: boolean;
  messages: { saved: string; failed: string };
  onSaved: (saved: Saved, context: SavedContext) => void;
  onCancel: () => void;
  // Opens the editor again on the record as stored now (offered when someone else saved it meanwhile).
  onReload?: () => Promise<unknown>;
};

// The budget (or model) editor as a form: the header fields, the grid, the totals and the save.
// The body is checked with the API's own schema first; every error, the client's or the
// server's 400, lands on its cell and the first one is focused.
export function EditorForm<Body, Saved>(props: EditorFormProps<Body, Saved>) {
  const {
    store,
    catalogo,
    readOnly,
    header,
    check,
    send,
    confirm,
    saving,
    messages,
    onSaved,
    onCancel,
    onReload,
  } = props;
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const [other, setOther] = useState<string[]>([]);
  const [stale, setStale] = useState<string | null>(null);
  const dirty = useSyncExternalStore(store.subscribe, () => store.getState().dirty);
  const guard = useLeaveGuard(dirty && !readOnly);
  const { busy, lock } = useSubmitLock();
  const [question, setQuestion] = useState<{ text: string; submitted: EditorState; body: Body } | null>(null);

  const showErrors = (state: EditorState, errors: readonly FieldError[]) => {
    const { cells, other: rest } = errorsByCell(state, errors);
    store.setErrors(cells);
    setOther(rest);
    const headerField = HEADER_ORDER.find((field) => field in cells);
    if (headerField) {
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>(`[data-cell="${headerField}"]`)?.focus(),
      );
      return;
    }
    const cell = firstErrorCell(state, cells);
    if (cell) store.requestFocus(cell);
  };

  const deliver = async (submitted: EditorState, body: Body) => {
    setOther([]);
    setStale(null);
    try {
      const saved = await send(body);
      toast.show({ type: 'success', text: messages.saved });
      onSaved(saved, { submitted, allowLeave: guard.allow });
    } catch (error) {
      toast.show({ type: 'danger', text: failureText(messages.failed, error) });
      if (isStaleVersion(error)) setStale(error.message);
      if (error instanceof ApiRequestError) showErrors(submitted, error.errors);
    }
  };

  const save = lock(async () => {
    const submitted = store.getState();
    const checked = check(submitted);
    if (!checked.ok) {
      showErrors(submitted, checked.errors);
      return;
    }
    const text = confirm?.(checked.body) ?? null;
    if (text) {
      setQuestion({ text, submitted, body: checked.body });
      return;
    }
    await deliver(submitted, checked.body);
  });
  const confirmed = lock(async () => {
    if (question) await deliver(question.submitted, question.body);
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save();
  };

  return (
    <EditorStoreContext value={store}>
      <CatalogoContext value={catalogo}>
        <ReadOnlyContext value={readOnly}>
          <form ref={formRef} onSubmit={submit} noValidate>
            <Stack gap="md">
              {readOnly && (
                <Alert color="gray" variant="light" icon={<IconLock size={18} aria-hidden />}>
                  Seu perfil permite apenas consultar orçamentos e modelos.
                </Alert>
              )}
              <fieldset
                disabled={readOnly}
                className={readOnly ? readOnlyView.view : undefined}
                style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}
              >
                <Stack gap="md">
                  {header}
                  <EstruturaGrid />
                </Stack>
              </fieldset>
              {other.length > 0 && (
                <Alert
                  color="red"
                  variant="light"
                  role="alert"
                  icon={<IconAlertTriangle size={18} aria-hidden />}
                >
                  {other.join(' ')}
                </Alert>
              )}
              {stale && onReload && <StaleRecordAlert message={stale} onReload={onReload} />}
              <TotalsBar saving={busy || saving} readOnly={readOnly} onCancel={onCancel} />
            </Stack>
          </form>
          {guard.modal}
          <ConfirmModal
            opened={question !== null}
            onClose={() => setQuestion(null)}
            onConfirm={() => void confirmed()}
            title="Confirmar o BDI?"
            message={question?.text}
            confirmLabel="Salvar assim mesmo"
          />
        </ReadOnlyContext>
      </CatalogoContext>
    </EditorStoreContext>
  );
}
