import { formatDateTime } from '@gdo/domain/date';
import type { Foto } from '@gdo/domain/diario-foto';
import type { EtapaDoDiario } from '@gdo/domain/diario-response';
import { Alert, Anchor, Button, FileButton, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCamera, IconDeviceMobile, IconPhoto, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { ConfirmModal } from '@/components/ui/modal/confirm-modal';
import { useToast } from '@/components/ui/toast/toast-context';
import { failureText } from '@/components/ui/toast/use-failure-toast';
import { excluirFoto, useRefreshDiario } from '@/entities/diarios/api/fotos-diario';
import classes from './diario-form.module.css';
import { FotoEnvio } from './foto-envio';
import {
  apagarPendente,
  atualizarPendente,
  type FotoPendente,
  guardarPendente,
  lerPendentes,
} from './fotos-pendentes';
import { Secao } from './secao';

type FotosSectionProps = {
  /** The saved report; a new one has none yet, and a photo needs a report to belong to. */
  diarioId: number | undefined;
  fotos: Foto[];
  etapas: EtapaDoDiario[];
  editable: boolean;
};

// A photo on screen, not yet sent: `guardada` once the browser has kept it (fotos-pendentes.ts),
// `recuperada` when it came back from there after a reload.
type Escolhida = Pick<FotoPendente, 'chave' | 'arquivo' | 'nome' | 'legenda' | 'etapa'> & {
  guardada: boolean;
  recuperada?: boolean;
};
let contador = 0;
const novaChave = () => `${Date.now().toString(36)}-${contador++}-${Math.random().toString(36).slice(2)}`;

/** The photos picked and not sent: kept in the browser, and those of an earlier visit brought back. */
function useFotosEscolhidas(diarioId: number | undefined, editable: boolean) {
  const [escolhidas, setEscolhidas] = useState<Escolhida[]>([]);
  useEffect(() => {
    if (diarioId === undefined || !editable) return;
    let vivo = true;
    void lerPendentes(diarioId).then((fotos) => {
      if (!vivo || fotos.length === 0) return;
      setEscolhidas((atual) => [
        ...fotos
          .filter((foto) => !atual.some((e) => e.chave === foto.chave))
          .map(({ chave, arquivo, nome, legenda, etapa }) => ({
            chave,
            arquivo,
            nome,
            legenda,
            etapa,
            guardada: true,
            recuperada: true,
          })),
        ...atual,
      ]);
    });
    return () => {
      vivo = false;
    };
  }, [diarioId, editable]);

  const escolher = (arquivos: File[] | File | null) => {
    const lista = arquivos === null ? [] : Array.isArray(arquivos) ? arquivos : [arquivos];
    if (diarioId === undefined) return;
    for (const arquivo of lista) {
      const foto = { chave: novaChave(), arquivo, nome: arquivo.name, legenda: '', etapa: null };
      setEscolhidas((atual) => [...atual, { ...foto, guardada: false }]);
      void guardarPendente({ ...foto, diarioId }).then((guardada) => {
        if (guardada)
          setEscolhidas((atual) => atual.map((e) => (e.chave === foto.chave ? { ...e, guardada } : e)));
      });
    }
  };
  const tirar = (chave: string) => {
    setEscolhidas((atual) => atual.filter((e) => e.chave !== chave));
    void apagarPendente(chave);
  };
  return { escolhidas, escolher, tirar };
}

// The day's photos: taken with the camera or picked from the gallery, each sent with its caption;
// removable while the report is a rascunho.
export function FotosSection({ diarioId, fotos, etapas, editable }: FotosSectionProps) {
  const { escolhidas, escolher, tirar } = useFotosEscolhidas(diarioId, editable);
  const recuperadas = escolhidas.filter((e) => e.recuperada).length;
  const [excluir, setExcluir] = useState<Foto | null>(null);
  const refresh = useRefreshDiario();
  const toast = useToast();
  const etapaNome = (id: number | null) => etapas.find((e) => e.id === id)?.nome;

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
      {recuperadas > 0 && (
        <Alert color="blue" variant="light" role="status" icon={<IconDeviceMobile size={20} aria-hidden />}>
          {recuperadas === 1
            ? 'Uma foto escolhida antes ainda não foi enviada: ficou guardada neste aparelho.'
            : `${recuperadas} fotos escolhidas antes ainda não foram enviadas: ficaram guardadas neste aparelho.`}{' '}
          Confira a legenda e toque em “Enviar foto”.
        </Alert>
      )}
      {diarioId !== undefined &&
        escolhidas.map(({ chave, arquivo, nome, legenda, etapa, guardada }) => (
          <FotoEnvio
            key={chave}
            diarioId={diarioId}
            arquivo={arquivo}
            nome={nome}
            legendaInicial={legenda}
            etapaInicial={etapa}
            guardada={guardada}
            onAlterar={(campos) => void atualizarPendente(chave, campos)}
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
