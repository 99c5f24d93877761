import type { LoginInput } from '@gdo/domain/autenticacao';
import { MESSAGES } from '@gdo/domain/messages';
import { Button, Input, PasswordInput, Stack } from '@mantine/core';
import { IconAt, IconLock } from '@tabler/icons-react';
import { type ChangeEvent, useCallback, useEffect, useState } from 'react';
import { FormField } from '@/components/ui/form/form-field';
import type { schemaResolver } from '@/lib/form-errors';
import { whenIdle } from '@/lib/when-idle';

type Field = keyof LoginInput;
type Validate = ReturnType<typeof schemaResolver>;

// Until the rules have loaded nothing is refused, and nothing can be sent either.
const NOT_LOADED: Validate = () => ({});
const RULES_TIMEOUT_MS = 1_000;

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
  useEffect(() => whenIdle(load, RULES_TIMEOUT_MS), [load]);
  return { validate, load };
}

type LoginFormProps = { onSubmit: (values: LoginInput) => void };

// Spec §5: 'Entrar' stays disabled until both fields are valid; a field's error shows once the
// user has left it, and then follows what they type. Two fields kept by hand rather than by
// @mantine/form: the login is the first thing a phone downloads, and that library is 5 KB of it
// (decision 197).
export function LoginForm({ onSubmit }: LoginFormProps) {
  const { validate, load: loadRules } = useLoginRules();
  const [values, setValues] = useState<LoginInput>({ email: '', password: '' });
  const [visited, setVisited] = useState<ReadonlySet<Field>>(new Set());
  const errors = (validate ?? NOT_LOADED)(values);
  const valid = validate !== null && Object.keys(errors).length === 0;

  const fieldProps = (field: Field) => ({
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.currentTarget;
      setValues((current) => ({ ...current, [field]: value }));
    },
    onFocus: loadRules,
    onBlur: () => setVisited((current) => new Set(current).add(field)),
  });

  const error = (field: Field) =>
    visited.has(field) ? ((errors[field] as string | undefined) ?? null) : null;

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (valid) onSubmit(values);
      }}
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
        <Button type="submit" size="md" fullWidth mt="xs" disabled={!valid}>
          {MESSAGES.entrar}
        </Button>
      </Stack>
    </form>
  );
}
