import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

type ExcedenteAlertProps = {
  message: string;
  saving: boolean;
  onConfirm: () => void;
  onReview: () => void;
};

// The entry goes past its contract's value: the server says by how much, the user decides.
export function ExcedenteAlert({ message, saving, onConfirm, onReview }: ExcedenteAlertProps) {
  return (
    <Alert color="orange" variant="light" role="alert" icon={<IconAlertTriangle size={20} aria-hidden />}>
      <Stack gap="xs" align="flex-start">
        {message}
        <Group gap="xs">
          <Button color="orange" onClick={onConfirm} loading={saving}>
            Lançar mesmo assim
          </Button>
          <Button variant="default" onClick={onReview}>
            Revisar
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
