import { Alert, type AlertProps, Button, Stack } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type RetryAlertProps = Omit<AlertProps, 'color' | 'variant' | 'role' | 'children'> & {
  // What failed, in the words of the server or of the screen.
  children: ReactNode;
  onRetry: () => void;
};

// Something the screen needs could not be loaded: say so, and offer to ask again.
export function RetryAlert({ children, onRetry, icon, ...alert }: RetryAlertProps) {
  return (
    <Alert
      {...alert}
      color="red"
      variant="light"
      role="alert"
      icon={icon ?? <IconAlertTriangle size={20} aria-hidden />}
    >
      <Stack gap="xs" align="flex-start">
        {children}
        <Button
          size="xs"
          variant="light"
          color="red"
          leftSection={<IconRefresh size={14} aria-hidden />}
          onClick={onRetry}
        >
          Tentar novamente
        </Button>
      </Stack>
    </Alert>
  );
}
