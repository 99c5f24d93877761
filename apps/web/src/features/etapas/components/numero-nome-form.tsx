import { Button, Group, TextInput } from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import { useEffect, useRef } from 'react';
import { useToast } from '@/components/ui/toast/toast-context';
import { ApiRequestError } from '@/lib/api-error';
import { toErrorMap } from '@/lib/form-errors';
import { useSubmitLock } from '@/lib/use-submit-lock';

export type NumeroNome = { numero: string; nome: string };

type NumeroNomeFormProps = {
  // Names the form for screen readers: 'Nova etapa', 'Editar etapa 01'.
  label: string;
  initial: NumeroNome;
  submitLabel: string;
  numeroPlaceholder: string;
  validate: (values: NumeroNome) => FormErrors;
  save: (values: NumeroNome) => Promise<unknown>;
  messages: { saved: string; failed: string };
  pending: boolean;
  // The field that takes the focus when the form opens.
  focus?: keyof NumeroNome;
  onSaved: () => void;
  onCancel?: () => void;
};

// The inline form of the catalogue tree: a number and a name, validated with the domain schema
// of the call it makes; a refused save keeps what was typed and explains under each field.
export function NumeroNomeForm(props: NumeroNomeFormProps) {
  const { label, initial, submitLabel, numeroPlaceholder, validate, save, messages, pending, focus } = props;
  const { onSaved, onCancel } = props;
  const toast = useToast();
  const form = useForm<NumeroNome>({ initialValues: initial, validate });
  const numeroRef = useRef<HTMLInputElement>(null);
  const nomeRef = useRef<HTMLInputElement>(null);
  const { busy, lock } = useSubmitLock();

  useEffect(() => {
    const input = focus === 'numero' ? numeroRef.current : focus === 'nome' ? nomeRef.current : null;
    input?.focus();
    input?.setSelectionRange(input.value.length, input.value.length);
  }, [focus]);

  const submit = lock(async (values: NumeroNome) => {
    try {
      await save(values);
      toast.show({ type: 'success', text: messages.saved });
      onSaved();
    } catch (error) {
      const reason = error instanceof ApiRequestError ? error : null;
      if (reason) form.setErrors(toErrorMap(reason.errors));
      toast.show({ type: 'danger', text: reason ? `${messages.failed} ${reason.message}` : messages.failed });
    }
  });

  return (
    <form
      aria-label={label}
      noValidate
      onSubmit={form.onSubmit(submit)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && onCancel) onCancel();
      }}
    >
      <Group gap="sm" align="flex-start" wrap="wrap">
        <TextInput
          label="Número"
          size="sm"
          w={120}
          placeholder={numeroPlaceholder}
          inputMode="decimal"
          required
          ref={numeroRef}
          {...form.getInputProps('numero')}
        />
        <TextInput
          label="Nome"
          size="sm"
          required
          style={{ flex: '1 1 200px' }}
          ref={nomeRef}
          {...form.getInputProps('nome')}
        />
        <Group gap="xs" mt={{ base: 0, xs: 25 }}>
          <Button type="submit" size="sm" loading={busy || pending}>
            {submitLabel}
          </Button>
          {onCancel && (
            <Button variant="default" size="sm" onClick={onCancel}>
              Cancelar
            </Button>
          )}
        </Group>
      </Group>
    </form>
  );
}
