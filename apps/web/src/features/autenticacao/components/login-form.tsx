import type { LoginInput } from '@gdo/domain/autenticacao';
import { MESSAGES } from '@gdo/domain/messages';
import { Button, Input, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAt, IconLock } from '@tabler/icons-react';
import { type ChangeEvent, useCallback, useEffect, useState } from 'react';
import { FormField } from '@/components/ui/form/form-field';
import type { schemaResolver } from '@/lib/form-errors';

type Field = keyof LoginInput;
type Validate = ReturnType<typeof schemaResolver>;

const FIELDS: readonly Field[] = ['email', 'password'];
// Until the rules have loaded nothing is refused, and nothing can be sent either.
const NOT_LOADED: Validate = () => ({});

// The domain's login schema (and zod with it) loads once the screen has painted, or as soon as a
// field takes the focus, rather than with the screen (decision 151).
function useLoginRules() {
  const [validate, setValidate] = useState<Validate | null>(null);
  const load = useCallback(() => {
    import('./login-validation').then(
      (module) => setValidate(() => module.validateLogin),
      // A failed load is tried again at the next focus.
      () => undefined,
    );
  }, []);
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(load, 0);
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(load, { timeout: 1_000 });
    return () => cancelIdleCallback(idle);
  }, [load]);
  return { validate, load };
}

type LoginFormProps = { onSubmit: (values: LoginInput) => void };

// Spec §5: 'Entrar' stays disabled until both fields are valid; a field's error shows once the
// user has left it, and then follows what they type.
export function LoginForm({ onSubmit }: LoginFormProps) {
  const { validate, load: loadRules } = useLoginRules();
  const form = useForm<LoginInput>({
    initialValues: { email: '', password: '' },
    validate: validate ?? NOT_LOADED,
    validateInputOnBlur: true,
  });
  const [visited, setVisited] = useState<ReadonlySet<Field>>(new Set());
  const { validateField } = form;

  // Fields left before the rules arrived are checked when they do.
  useEffect(() => {
    if (validate) for (const field of FIELDS) if (visited.has(field)) validateField(field);
  }, [validate, visited, validateField]);

  const fieldProps = (field: Field) => {
    const props = form.getInputProps(field);
    return {
      value: props.value as string,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        props.onChange(event);
        if (visited.has(field)) form.validateField(field);
      },
      onFocus: loadRules,
      onBlur: () => {
        props.onBlur?.();
        setVisited((current) => new Set(current).add(field));
      },
    };
  };

  const error = (field: Field) => (form.errors[field] as string | undefined) ?? null;

  return (
    <form
      onSubmit={form.onSubmit((values) => {
        if (validate) onSubmit(values);
      })}
      noValidate
    >
      <Stack gap="md">
        <FormField label="E-mail" error={error('email')} required>
          {(control) => (
            <Input
              {...control}
              {...fieldProps('email')}
              type="email"
              name="email"
              autoComplete="username"
              inputMode="email"
              placeholder="seu.nome@empresa.com.br"
              leftSection={<IconAt size={16} aria-hidden />}
              size="md"
            />
          )}
        </FormField>
        <FormField label="Senha" error={error('password')} required>
          {(control) => (
            <PasswordInput
              {...control}
              {...fieldProps('password')}
              name="password"
              autoComplete="current-password"
              placeholder="Sua senha"
              leftSection={<IconLock size={16} aria-hidden />}
              visibilityToggleButtonProps={{ 'aria-label': 'Mostrar ou ocultar os caracteres' }}
              size="md"
            />
          )}
        </FormField>
        <Button type="submit" size="md" fullWidth mt="xs" disabled={!validate || !form.isValid()}>
          {MESSAGES.entrar}
        </Button>
      </Stack>
    </form>
  );
}
