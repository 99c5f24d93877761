import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';

type StaleRecordAlertProps = {
  // The server's message (API_ERRORS.registroAlterado).
  message: string;
  // Loads the current version of the record into the form, replacing what was typed.
  onReload: () => Promise<unknown>;
};

// Someone saved the record while this form was open (a 409, decision 042). What was typed stays in
// the form until the user chooses to load the current version instead.
export function StaleRecordAlert({ message, onReload }: StaleRecordAlertProps) {
  const [reloading, setReloading] = useState(false);
  const reload = async () => {
    setReloading(true);
    try {
      await onReload();
    } finally {
      setReloading(false);
    }
  };
  return (
    <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle size={18} aria-hidden />}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        <Text size="sm" c="dimmed">
          O que você digitou continua no formulário. Ao recarregar, ele passa a mostrar a versão atual e as
          suas alterações não salvas são descartadas.
        </Text>
        <Button
          size="xs"
          variant="light"
          color="red"
          leftSection={<IconRefresh size={14} aria-hidden />}
          loading={reloading}
          onClick={() => void reload()}
        >
          Recarregar a versão atual
        </Button>
      </Stack>
    </Alert>
  );
}
