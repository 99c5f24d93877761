import { formatDateTime } from '@gdo/domain/date';
import type { Foto } from '@gdo/domain/diario-foto';
import type { EtapaDoDiario } from '@gdo/domain/diario-response';
import { Anchor, Button, FileButton, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCamera, IconPhoto, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmModal } from '@/components/ui/modal/confirm-modal';
import { useToast } from '@/components/ui/toast/toast-context';
import { failureText } from '@/components/ui/toast/use-failure-toast';
import { excluirFoto, useRefreshDiario } from '@/entities/diarios/api/fotos-diario';
import classes from './diario-form.module.css';
import { FotoEnvio } from './foto-envio';
import { Secao } from './secao';

type FotosSectionProps = {
  /** The saved report; a new one has none yet, and a photo needs a report to belong to. */
  diarioId: number | undefined;
  fotos: Foto[];
  etapas: EtapaDoDiario[];
  editable: boolean;
};

type Escolhida = { chave: string; arquivo: File };
let contador = 0;

// The day's photos: taken with the camera or picked from the gallery, each sent with its caption;
// removable while the report is a rascunho.
export function FotosSection({ diarioId, fotos, etapas, editable }: FotosSectionProps) {
  const [escolhidas, setEscolhidas] = useState<Escolhida[]>([]);
  const [excluir, setExcluir] = useState<Foto | null>(null);
  const refresh = useRefreshDiario();
  const toast = useToast();
  const etapaNome = (id: number | null) => etapas.find((e) => e.id === id)?.nome;

  const escolher = (arquivos: File[] | File | null) => {
    const lista = arquivos === null ? [] : Array.isArray(arquivos) ? arquivos : [arquivos];
    setEscolhidas((atual) => [...atual, ...lista.map((arquivo) => ({ chave: `f${contador++}`, arquivo }))]);
  };
  const tirar = (chave: string) => setEscolhidas((atual) => atual.filter((e) => e.chave !== chave));
  const confirmarExclusao = async (foto: Foto) => {
    try {
      const { message } = await excluirFoto(foto.id);
      toast.show({ type: 'success', text: message });
    } catch (error) {
      toast.show({ type: 'danger', text: failureText('Não foi possível excluir a foto.', error) });
    }
    await refresh();
  };

  return (
    <Secao titulo="Fotos">
      {fotos.length === 0 && escolhidas.length === 0 && (
        <Text size="sm" c="dimmed">
          {diarioId === undefined && editable
            ? 'Salve o rascunho para anexar as fotos do dia.'
            : editable
              ? 'Nenhuma foto ainda. Tire uma foto com a câmera ou escolha da galeria.'
              : 'Nenhuma foto neste relatório.'}
        </Text>
      )}
      {fotos.length > 0 && (
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm">
          {fotos.map((foto) => (
            <Stack key={foto.id} gap={4}>
              <Anchor href={foto.url} target="_blank" rel="noopener">
                <img
                  src={foto.miniatura_url}
                  alt={foto.legenda}
                  className={classes.miniatura}
                  loading="lazy"
                />
              </Anchor>
              <Text size="sm" lineClamp={3}>
                {foto.legenda}
              </Text>
              {(foto.etapa !== null || foto.tirada_em) && (
                <Text size="xs" c="dimmed">
                  {[etapaNome(foto.etapa), foto.tirada_em && `Tirada em ${formatDateTime(foto.tirada_em)}`]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              )}
              {editable && (
                <Button
                  variant="subtle"
                  color="red"
                  size="compact-md"
                  leftSection={<IconTrash size={16} aria-hidden />}
                  aria-label={`Excluir a foto ${foto.legenda}`}
                  onClick={() => setExcluir(foto)}
                >
                  Excluir
                </Button>
              )}
            </Stack>
          ))}
        </SimpleGrid>
      )}
      {diarioId !== undefined &&
        escolhidas.map(({ chave, arquivo }) => (
          <FotoEnvio
            key={chave}
            diarioId={diarioId}
            arquivo={arquivo}
            etapas={etapas}
            onEnviada={() => {
              tirar(chave);
              void refresh();
            }}
            onDescartar={() => tirar(chave)}
          />
        ))}
      {editable && diarioId !== undefined && (
        <Group gap="xs">
          <FileButton onChange={escolher} accept="image/*" inputProps={{ capture: 'environment' }}>
            {(props) => (
              <Button {...props} leftSection={<IconCamera size={18} aria-hidden />}>
                Tirar foto
              </Button>
            )}
          </FileButton>
          <FileButton onChange={escolher} accept="image/jpeg,image/png,image/webp,image/*" multiple>
            {(props) => (
              <Button {...props} variant="light" leftSection={<IconPhoto size={18} aria-hidden />}>
                Escolher da galeria
              </Button>
            )}
          </FileButton>
        </Group>
      )}
      <ConfirmModal
        opened={excluir !== null}
        onClose={() => setExcluir(null)}
        onConfirm={() => excluir && void confirmarExclusao(excluir)}
        title="Excluir foto"
        message={`Excluir a foto "${excluir?.legenda ?? ''}" deste rascunho?`}
        confirmLabel="Excluir foto"
        danger
      />
    </Secao>
  );
}
