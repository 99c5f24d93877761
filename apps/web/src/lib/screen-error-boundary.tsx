import { Center, Text } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { Component, type ReactNode } from 'react';
import { RetryAlert } from '@/components/ui/retry-alert';

const LOAD_FAILED_MESSAGE = 'Não foi possível carregar esta tela. Verifique sua conexão.';
const RENDER_FAILED_MESSAGE = 'Ocorreu um erro inesperado ao exibir esta tela.';

// A screen's code that did not arrive: the import failed or took longer than allowed.
export class LazyLoadError extends Error {
  constructor(reason: 'timeout' | 'failed', options?: ErrorOptions) {
    super(reason === 'timeout' ? 'Lazy screen load timed out' : 'Lazy screen load failed', options);
    this.name = 'LazyLoadError';
  }
}

type Props = { onRetry: () => void; children: ReactNode };
type State = { error: Error | null };

export class ScreenErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  retry = () => {
    this.props.onRetry();
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const message = error instanceof LazyLoadError ? LOAD_FAILED_MESSAGE : RENDER_FAILED_MESSAGE;
    return (
      <Center py="xl" px="md">
        <RetryAlert
          maw={480}
          w="100%"
          title="Tela indisponível"
          icon={<IconPlugConnectedX size={20} aria-hidden />}
          onRetry={this.retry}
        >
          <Text size="sm">{message}</Text>
        </RetryAlert>
      </Center>
    );
  }
}
