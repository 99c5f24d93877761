import { Alert, Button, Center, Text } from '@mantine/core';
import { IconPlugConnectedX, IconRefresh } from '@tabler/icons-react';
import { Component, type ReactNode } from 'react';
import { Carregando } from '@/components/ui/carregando';
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
// `verificando`: a screen file failed to arrive, and whether a new version replaced it is being
// asked; until the answer nothing is said (not first "Verifique sua conexão", then another alert).
type State = { error: Error | null; verificando: boolean; novaVersao: boolean };

const falhouOArquivo = (error: Error) => error instanceof LazyLoadError && error.reason === 'failed';

export class ScreenErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, verificando: false, novaVersao: false };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error, verificando: falhouOArquivo(error), novaVersao: false };
  }

  // A screen file refused: perhaps a new version replaced it.
  override componentDidCatch(error: Error) {
    if (!falhouOArquivo(error)) return;
    void haNovaVersao().then((novaVersao) => {
      if (this.state.error === error) this.setState({ verificando: false, novaVersao });
    });
  }

  retry = () => {
    this.props.onRetry();
    this.setState({ error: null, verificando: false, novaVersao: false });
  };

  override render() {
    const { error, verificando, novaVersao } = this.state;
    if (!error) return this.props.children;
    if (verificando) return <Carregando rotulo="Carregando a tela" />;
    const message = error instanceof LazyLoadError ? LOAD_FAILED_MESSAGE : RENDER_FAILED_MESSAGE;
    return (
      <Center py="xl" px="md">
        {novaVersao ? (
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
        ) : (
          <RetryAlert
            maw={480}
            w="100%"
            title="Tela indisponível"
            icon={<IconPlugConnectedX size={20} aria-hidden />}
            onRetry={this.retry}
          >
            <Text size="sm">{message}</Text>
          </RetryAlert>
        )}
      </Center>
    );
  }
}
