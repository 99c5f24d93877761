import { Alert, Button, Center, Text } from '@mantine/core';
import { IconPlugConnectedX, IconRefresh } from '@tabler/icons-react';
import { Component, type ReactNode } from 'react';
import { RetryAlert } from '@/components/ui/retry-alert';
import { haNovaVersao } from '@/lib/nova-versao';

const LOAD_FAILED_MESSAGE = 'Não foi possível carregar esta tela. Verifique sua conexão.';
const RENDER_FAILED_MESSAGE = 'Ocorreu um erro inesperado ao exibir esta tela.';

const NEW_VERSION_MESSAGE =
  'O sistema foi atualizado depois que esta página foi aberta. Recarregue a página para continuar.';

// A screen's code that did not arrive: the import failed or took longer than allowed.
export class LazyLoadError extends Error {
  constructor(
    readonly reason: 'timeout' | 'failed',
    options?: ErrorOptions,
  ) {
    super(reason === 'timeout' ? 'Lazy screen load timed out' : 'Lazy screen load failed', options);
    this.name = 'LazyLoadError';
  }
}

type Props = { onRetry: () => void; children: ReactNode };
type State = { error: Error | null; novaVersao: boolean };

export class ScreenErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, novaVersao: false };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  // A screen file refused by a server that answers: perhaps a new version replaced it.
  override componentDidCatch(error: Error) {
    if (!(error instanceof LazyLoadError) || error.reason !== 'failed') return;
    void haNovaVersao().then((novaVersao) => {
      if (novaVersao && this.state.error === error) this.setState({ novaVersao });
    });
  }

  retry = () => {
    this.props.onRetry();
    this.setState({ error: null, novaVersao: false });
  };

  override render() {
    const { error, novaVersao } = this.state;
    if (!error) return this.props.children;
    if (novaVersao) {
      return (
        <Center py="xl" px="md">
          <Alert
            maw={480}
            w="100%"
            title="Nova versão do sistema"
            icon={<IconRefresh size={20} aria-hidden />}
          >
            <Text size="sm">{NEW_VERSION_MESSAGE}</Text>
            <Button mt="sm" onClick={() => window.location.reload()}>
              Recarregar a página
            </Button>
          </Alert>
        </Center>
      );
    }
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
