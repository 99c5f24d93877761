import { FOTO_LEGENDA_MAX } from '@gdo/domain/diario-foto';
import type { EtapaDoDiario } from '@gdo/domain/diario-response';
import {
  Alert,
  Button,
  Group,
  Paper,
  Progress,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconRefresh, IconUpload, IconX } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { enviarFoto } from '@/entities/diarios/api/fotos-diario';
import { ApiRequestError } from '@/lib/api-error';
import { etapaOpcoes } from './atividades-section';
import classes from './diario-form.module.css';

type FotoEnvioProps = {
  diarioId: number;
  arquivo: Blob;
  nome: string;
  /** What was typed before a reload, when the photo was kept in the browser. */
  legendaInicial?: string;
  etapaInicial?: string | null;
  /** Kept in this browser until sent (fotos-pendentes.ts): the screen says so. */
  guardada: boolean;
  etapas: EtapaDoDiario[];
  onAlterar: (campos: { legenda: string; etapa: string | null }) => void;
  onEnviada: () => void;
  onDescartar: () => void;
};

const GUARDAR_MS = 400;

const OBRIGATORIA = 'Escreva a legenda: o que a foto mostra.';

// A photo picked and not yet on the server: its preview, caption and etapa, then the upload with a
// progress bar. A refusal shows the server's words (400, 413, 415); a dropped connection offers to
// send again. The photo, its caption and etapa are kept in the browser until sent (decision 171).
export function FotoEnvio({
  diarioId,
  arquivo,
  nome,
  legendaInicial = '',
  etapaInicial = null,
  guardada,
  etapas,
  onAlterar,
  onEnviada,
  onDescartar,
}: FotoEnvioProps) {
  const preview = useMemo(() => URL.createObjectURL(arquivo), [arquivo]);
  useEffect(() => () => URL.revokeObjectURL(preview), [preview]);
  const [legenda, setLegenda] = useState(legendaInicial);
  const [etapa, setEtapa] = useState<string | null>(etapaInicial);
  // The caption is kept a moment after the typing stops, the etapa at once.
  const [legendaDigitada] = useDebouncedValue(legenda, GUARDAR_MS);
  const alterar = useRef(onAlterar);
  alterar.current = onAlterar;
  const primeira = useRef(true);
  useEffect(() => {
    if (primeira.current) primeira.current = false;
    else alterar.current({ legenda: legendaDigitada, etapa });
  }, [legendaDigitada, etapa]);
  const [progresso, setProgresso] = useState<number | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const [falhou, setFalhou] = useState(false);

  const enviar = async () => {
    if (legenda.trim() === '') {
      setErro(OBRIGATORIA);
      return;
    }
    setErro(null);
    setFalhou(false);
    setProgresso(0);
    // What goes to the server is kept too, should the connection drop and the page reload.
    alterar.current({ legenda, etapa });
    try {
      await enviarFoto({
        diarioId,
        arquivo,
        nome,
        legenda: legenda.trim(),
        etapa: etapa === null ? null : Number(etapa),
        onProgress: setProgresso,
      });
      onEnviada();
    } catch (error) {
      const campo =
        error instanceof ApiRequestError ? error.errors.find((e) => e.field === 'legenda') : undefined;
      setErro(campo?.message ?? (error instanceof Error ? error.message : 'Não foi possível enviar a foto.'));
      setFalhou(true);
      setProgresso(null);
    }
  };

  const enviando = progresso !== null;
  const percentual = Math.round((progresso ?? 0) * 100);
  return (
    <Paper withBorder radius="md" p="sm" aria-label={`Foto a enviar: ${nome}`} component="article">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <img src={preview} alt={`Prévia de ${nome}`} className={classes.foto} />
        <Stack gap="xs">
          <TextInput
            label="Legenda"
            required
            maxLength={FOTO_LEGENDA_MAX}
            value={legenda}
            disabled={enviando}
            onChange={(event) => setLegenda(event.currentTarget.value)}
            error={erro === OBRIGATORIA ? erro : undefined}
          />
          <Select
            label="Etapa (opcional)"
            clearable
            searchable
            disabled={enviando || etapas.length === 0}
            data={etapaOpcoes(etapas)}
            value={etapa}
            onChange={setEtapa}
            placeholder={etapas.length === 0 ? 'Obra sem etapas de orçamento' : 'Escolha a etapa'}
          />
          {enviando && (
            <Stack gap={4} className={classes.progresso}>
              <Progress value={percentual} size="lg" aria-label={`Enviando ${nome}`} animated />
              <Text size="sm" aria-live="polite">
                Enviando… {percentual}%
              </Text>
            </Stack>
          )}
          {guardada && !enviando && (
            <Text size="xs" c="dimmed">
              Guardada neste aparelho até ser enviada: recarregar a página não a perde.
            </Text>
          )}
          {erro && erro !== OBRIGATORIA && (
            <Alert color="red" variant="light" role="alert" p="xs">
              {erro}
            </Alert>
          )}
          <Group gap="xs">
            <Button
              leftSection={
                falhou ? <IconRefresh size={18} aria-hidden /> : <IconUpload size={18} aria-hidden />
              }
              loading={enviando}
              onClick={() => void enviar()}
            >
              {falhou ? 'Tentar novamente' : 'Enviar foto'}
            </Button>
            <Button
              variant="default"
              leftSection={<IconX size={18} aria-hidden />}
              disabled={enviando}
              onClick={onDescartar}
            >
              Descartar
            </Button>
          </Group>
        </Stack>
      </SimpleGrid>
    </Paper>
  );
}
