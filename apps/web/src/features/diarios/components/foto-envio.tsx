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
import { IconRefresh, IconUpload, IconX } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { enviarFoto } from '@/entities/diarios/api/fotos-diario';
import { ApiRequestError } from '@/lib/api-error';
import { etapaOpcoes } from './atividades-section';
import classes from './diario-form.module.css';

type FotoEnvioProps = {
  diarioId: number;
  arquivo: File;
  etapas: EtapaDoDiario[];
  onEnviada: () => void;
  onDescartar: () => void;
};

const OBRIGATORIA = 'Escreva a legenda: o que a foto mostra.';

// A photo picked and not yet on the server: its preview, caption and etapa, then the upload with a
// progress bar. A refusal shows the server's words (400, 413, 415); a dropped connection offers to
// send again. What is typed here stays while the screen is open.
export function FotoEnvio({ diarioId, arquivo, etapas, onEnviada, onDescartar }: FotoEnvioProps) {
  const preview = useMemo(() => URL.createObjectURL(arquivo), [arquivo]);
  useEffect(() => () => URL.revokeObjectURL(preview), [preview]);
  const [legenda, setLegenda] = useState('');
  const [etapa, setEtapa] = useState<string | null>(null);
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
    try {
      await enviarFoto({
        diarioId,
        arquivo,
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
    <Paper withBorder radius="md" p="sm" aria-label={`Foto a enviar: ${arquivo.name}`} component="article">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <img src={preview} alt={`Prévia de ${arquivo.name}`} className={classes.foto} />
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
              <Progress value={percentual} size="lg" aria-label={`Enviando ${arquivo.name}`} animated />
              <Text size="sm" aria-live="polite">
                Enviando… {percentual}%
              </Text>
            </Stack>
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
