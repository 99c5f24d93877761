import { type AlterarSenhaForm, alterarSenhaFormSchema, PASSWORD_MIN_LENGTH } from '@gdo/domain/senha';
import { Alert, Button, Group, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconKey } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useToast } from '@/components/ui/toast/toast-context';
import { useAlterarSenha } from '@/features/perfil/api/alterar-senha';
import { ApiRequestError } from '@/lib/api-error';
import { schemaResolver, toErrorMap } from '@/lib/form-errors';

const FAILED = 'Falha na troca de senha.';
const EMPTY: AlterarSenhaForm = { senha_atual: '', nova_senha: '', confirmacao: '' };
const validate = schemaResolver(alterarSenhaFormSchema);
const TOGGLE = { 'aria-label': 'Mostrar ou ocultar a senha' };

// The new password is checked with the domain's policy before it leaves the browser; the server
// checks the current one and, once changed, ends the user's other sessions.
export function SenhaForm({ email }: { email: string }) {
  const form = useForm<AlterarSenhaForm>({ initialValues: EMPTY, validate, validateInputOnBlur: true });
  const alterar = useAlterarSenha();
  const toast = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // Once the errors are on screen (after the render they cause), the first field in error gets the focus.
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);
  const focusFirstError = () => setFocusRequest((n) => n + 1);

  // Mantine's PasswordInput marks an error only with data-invalid: screen readers need aria-invalid.
  const fieldProps = (field: keyof AlterarSenhaForm) => ({
    ...form.getInputProps(field),
    'aria-invalid': Boolean(form.errors[field]),
  });

  const submit = async ({ senha_atual, nova_senha }: AlterarSenhaForm) => {
    setFailure(null);
    try {
      const { message } = await alterar.mutateAsync({ senha_atual, nova_senha });
      form.setValues(EMPTY);
      form.resetDirty(EMPTY);
      toast.show({ type: 'success', text: message });
    } catch (error) {
      const message = error instanceof Error ? error.message : FAILED;
      const fieldErrors = error instanceof ApiRequestError ? error.errors : [];
      form.setErrors(toErrorMap(fieldErrors));
      if (fieldErrors.length > 0) focusFirstError();
      else setFailure(message);
      toast.show({ type: 'danger', text: `${FAILED} ${message}` });
    }
  };

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="titulo-senha"
    >
      <Title order={2} size="h4" mb={4} id="titulo-senha">
        Senha
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Ao trocar a senha, as suas sessões em outros aparelhos são encerradas.
      </Text>
      <form ref={formRef} onSubmit={form.onSubmit(submit, focusFirstError)} noValidate>
        <Stack gap="sm" maw={420}>
          {/* Whose password this is, for the browser's password manager. */}
          <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
          <PasswordInput
            {...fieldProps('senha_atual')}
            label="Senha atual"
            required
            autoComplete="current-password"
            visibilityToggleButtonProps={TOGGLE}
          />
          <PasswordInput
            {...fieldProps('nova_senha')}
            label="Nova senha"
            required
            description={`Pelo menos ${PASSWORD_MIN_LENGTH} caracteres, e não uma das senhas mais usadas.`}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            autoComplete="new-password"
            visibilityToggleButtonProps={TOGGLE}
          />
          <PasswordInput
            {...fieldProps('confirmacao')}
            label="Confirme a nova senha"
            required
            autoComplete="new-password"
            visibilityToggleButtonProps={TOGGLE}
          />
          {failure && (
            <Alert
              color="red"
              variant="light"
              role="alert"
              icon={<IconAlertTriangle size={18} aria-hidden />}
            >
              {failure}
            </Alert>
          )}
          <Group justify="flex-start">
            <Button type="submit" loading={alterar.isPending} leftSection={<IconKey size={16} aria-hidden />}>
              Alterar senha
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
