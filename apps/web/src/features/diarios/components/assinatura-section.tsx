import { formatDateTime } from '@gdo/domain/date';
import type { Diario } from '@gdo/domain/diario-response';
import { Button, Paper, Stack, Text } from '@mantine/core';
import { IconSignature } from '@tabler/icons-react';
import { useState } from 'react';
import { TextoLongo } from '@/components/ui/form/texto-longo';
import { useToast } from '@/components/ui/toast/toast-context';
import { useRetificarDiario } from '@/entities/diarios/api/save-diario';
import { ApiRequestError } from '@/lib/api-error';
import { useSubmitLock } from '@/lib/use-submit-lock';
import classes from './diario-form.module.css';
import { Secao } from './secao';

function Hash({ label, value }: { label: string; value: string | null }) {
  return (
    <Text size="sm">
      {label}: {value ? <span className={classes.hash}>{value}</span> : '— (primeiro elo da cadeia)'}
    </Text>
  );
}

// Who signed a report, when, and the hashes that chain it to the obra's earlier reports (decision
// 070); then its retificações, oldest first, and for who may write, the form to add one.
export function AssinaturaSection({ diario, canWrite }: { diario: Diario; canWrite: boolean }) {
  const [texto, setTexto] = useState('');
  const [erro, setErro] = useState<string | null>(null);
  const retificar = useRetificarDiario();
  const toast = useToast();
  const { busy, lock } = useSubmitLock();
  const enviar = lock(async () => {
    setErro(null);
    if (texto.trim() === '') {
      setErro('Escreva o texto da retificação.');
      return;
    }
    try {
      await retificar.mutateAsync({ id: diario.id, texto: texto.trim() });
      setTexto('');
      toast.show({ type: 'success', text: 'Retificação registrada e assinada.' });
    } catch (error) {
      setErro(error instanceof ApiRequestError ? error.message : 'Não foi possível registrar a retificação.');
    }
  });

  return (
    <Stack gap="md">
      <Secao titulo="Assinatura">
        <Text>
          Assinado por <strong>{diario.assinado_por_nome}</strong> em{' '}
          {formatDateTime(diario.assinado_em ?? '')}.
        </Text>
        <Hash label="Hash (SHA-256)" value={diario.hash} />
        <Hash label="Hash do elo anterior" value={diario.hash_anterior} />
        <Text size="sm" c="dimmed">
          Um relatório assinado não muda mais. Para corrigi-lo, registre uma retificação.
        </Text>
      </Secao>
      <Secao titulo="Retificações">
        {diario.retificacoes.length === 0 && (
          <Text size="sm" c="dimmed">
            Nenhuma retificação.
          </Text>
        )}
        {diario.retificacoes.map((r, i) => (
          <Paper
            key={r.id}
            bg="gray.0"
            p="sm"
            radius="md"
            component="article"
            aria-label={`Retificação ${i + 1}`}
          >
            <Text size="sm" fw={600}>
              Retificação {i + 1} — {r.assinado_por_nome}, {formatDateTime(r.assinado_em)}
            </Text>
            <Text style={{ whiteSpace: 'pre-wrap' }}>{r.texto}</Text>
            <Text size="xs" c="dimmed" className={classes.hash}>
              Hash: {r.hash}
            </Text>
          </Paper>
        ))}
        {canWrite && (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void enviar();
            }}
          >
            <Stack gap="xs">
              <TextoLongo
                label="Nova retificação"
                description="Fica anexada ao relatório, assinada com o seu nome; o relatório em si não muda."
                minRows={3}
                maxLength={8000}
                value={texto}
                onChange={(event) => setTexto(event.currentTarget.value)}
                error={erro}
              />
              <div>
                <Button type="submit" loading={busy} leftSection={<IconSignature size={18} aria-hidden />}>
                  Registrar retificação
                </Button>
              </div>
            </Stack>
          </form>
        )}
      </Secao>
    </Stack>
  );
}
