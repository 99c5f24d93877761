import { type LoginInput, loginSchema } from '@gdo/domain/autenticacao';
import { MESSAGES } from '@gdo/domain/messages';
import { Button, Input, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAt, IconLock } from '@tabler/icons-react';
import { type ChangeEvent, useState } from 'react';
import { FormField } from '@/components/ui/form/form-field';
import { schemaResolver } from '@/lib/form-errors';

type Field = keyof LoginInput;

const validate = schemaResolver(loginSchema);

type LoginFormProps = { onSubmit: (values: LoginInput) => void };

// Spec §5: 'Entrar' stays disabled until both fields are valid; a field's error shows once the
// user has left it, and then follows what they type.
export function LoginForm({ onSubmit }: LoginFormProps) {
  const form = useForm<LoginInput>({
    initialValues: { email: '', password: '' },
    validate,
    validateInputOnBlur: true,
  });
  const [visited, setVisited] = useState<ReadonlySet<Field>>(new Set());

  const fieldProps = (field: Field) => {
    const props = form.getInputProps(field);
    return {
      value: props.value as string,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        props.onChange(event);
        if (visited.has(field)) form.validateField(field);
      },
      onBlur: () => {
        props.onBlur?.();
        setVisited((current) => new Set(current).add(field));
      },
    };
  };

  const error = (field: Field) => (form.errors[field] as string | undefined) ?? null;

  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate>
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
        <Button type="submit" size="md" fullWidth mt="xs" disabled={!form.isValid()}>
          {MESSAGES.entrar}
        </Button>
      </Stack>
    </form>
  );
}
