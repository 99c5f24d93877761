import type { Contrato } from '@gdo/domain/contrato';
import type { Medicao } from '@gdo/domain/medicao';
import { formatBRL, isNegativeMoney, subtractMoney } from '@gdo/domain/money';
import { ActionIcon, Button, Group } from '@mantine/core';
import { IconFileTypePdf, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmModal } from '@/components/ui/modal/confirm-modal';
import { useToast } from '@/components/ui/toast/toast-context';
import { failureText } from '@/components/ui/toast/use-failure-toast';
import {
  useAprovarMedicao,
  useBoletimPdf,
  useExcluirMedicao,
  useItensDoContrato,
  useLiberarRetencao,
  useMedicoes,
} from '../api/medicoes';
import { MedicoesTabela } from './medicoes-tabela';
import { NovaMedicaoModal } from './nova-medicao-modal';
import { Secao } from './secao';

type Props = { contrato: Contrato; canWrite: boolean };

type IconeDaMedicaoProps = {
  acao: 'Editar' | 'Excluir';
  medicao: Medicao;
  onClick: () => void;
  icon: typeof IconPencil;
  aoToque: boolean;
};

// A finger's target on a phone (WCAG 2.5.5); 26 px keeps the table's row within 1280 px (decision
// 187), where a mouse points.
const ALVO_DO_DEDO = 44;

/** A row's action drawn as an icon, named for screen readers and on hover. */
function IconeDaMedicao({ acao, medicao, onClick, icon: Icon, aoToque }: IconeDaMedicaoProps) {
  const excluir = acao === 'Excluir';
  return (
    <ActionIcon
      size={aoToque ? ALVO_DO_DEDO : 26}
      variant={excluir ? 'subtle' : 'default'}
      color={excluir ? 'red' : undefined}
      onClick={onClick}
      aria-label={`${acao} a medição nº ${medicao.numero}`}
      title={acao}
    >
      <Icon size={aoToque ? 20 : 16} aria-hidden />
    </ActionIcon>
  );
}

/** The contract's medições: each with its period, amounts and, once approved, its boletim. */
export function ContratoMedicoes({ contrato, canWrite }: Props) {
  const medicoes = useMedicoes(contrato.id);
  const itens = useItensDoContrato(contrato.id);
  const [nova, setNova] = useState(false);
  const [aprovando, setAprovando] = useState<Medicao | null>(null);
  const [editando, setEditando] = useState<Medicao | null>(null);
  const [excluindo, setExcluindo] = useState<Medicao | null>(null);
  const [liberando, setLiberando] = useState(false);
  const liberar = useLiberarRetencao();
  const aprovar = useAprovarMedicao();
  const excluir = useExcluirMedicao();
  // Only the contract's last medição may go (its number returns to the contract, decision 172).
  const ultima = Math.max(0, ...(medicoes.data ?? []).map((m) => m.numero));
  const pdf = useBoletimPdf();
  const toast = useToast();

  const confirmarAprovacao = async (medicao: Medicao) => {
    try {
      await aprovar.mutateAsync(medicao.id);
      toast.show({
        type: 'success',
        text: `Medição nº ${medicao.numero} aprovada: a conta a pagar está no RDO.`,
      });
    } catch (error) {
      toast.show({ type: 'danger', text: failureText('Falha ao aprovar a medição.', error) });
    }
  };

  const confirmarExclusao = async (medicao: Medicao) => {
    try {
      const { message } = await excluir.mutateAsync(medicao.id);
      toast.show({ type: 'success', text: message });
    } catch (error) {
      toast.show({ type: 'danger', text: failureText('Falha ao excluir a medição.', error) });
    }
  };

  const acoes = (m: Medicao, aoToque: boolean) => {
    // On a phone every action is a finger's target, 44 px high, 8 px apart; the words' buttons lose
    // some padding (and Boletim its decorative icon) so that a rascunho's four fit on one line at
    // 390 px, and wrap in pairs on a narrower phone. In the table they stay compact (decision 187).
    const botao = aoToque
      ? ({ size: 'sm', h: ALVO_DO_DEDO, px: 'sm' } as const)
      : ({ size: 'compact-sm' } as const);
    const gap = aoToque ? 8 : 4;
    return (
      <Group gap={gap} wrap={aoToque ? 'wrap' : 'nowrap'} justify="flex-end">
        {/* Icons for editing and deleting, so the row's actions fit beside the figures at 1280 px. */}
        {canWrite && m.status === 'rascunho' && (
          <Group gap={gap} wrap="nowrap">
            <IconeDaMedicao
              acao="Editar"
              medicao={m}
              onClick={() => setEditando(m)}
              icon={IconPencil}
              aoToque={aoToque}
            />
            {m.numero === ultima && (
              <IconeDaMedicao
                acao="Excluir"
                medicao={m}
                onClick={() => setExcluindo(m)}
                icon={IconTrash}
                aoToque={aoToque}
              />
            )}
          </Group>
        )}
        <Group gap={gap} wrap="nowrap">
          {canWrite && m.status === 'rascunho' && (
            <Button {...botao} onClick={() => setAprovando(m)}>
              Aprovar
            </Button>
          )}
          <Button
            {...botao}
            variant="default"
            leftSection={aoToque ? undefined : <IconFileTypePdf size={14} aria-hidden />}
            aria-label={`Boletim da medição nº ${m.numero} em PDF`}
            onClick={() =>
              pdf.mutate(m, {
                onError: (e) =>
                  toast.show({
                    type: 'danger',
                    text: failureText('Falha ao gerar o boletim.', e),
                  }),
              })
            }
          >
            Boletim
          </Button>
        </Group>
      </Group>
    );
  };

  return (
    <>
      <Secao
        id="medicoes-titulo"
        titulo="Medições"
        consulta={medicoes}
        acao={
          <Group gap="xs">
            {canWrite && isNegativeMoney(subtractMoney('0', contrato.retido)) && (
              <Button variant="default" onClick={() => setLiberando(true)}>
                Liberar retenção
              </Button>
            )}
            {canWrite && (
              <Button
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={() => setNova(true)}
                disabled={!itens.data}
              >
                Nova medição
              </Button>
            )}
          </Group>
        }
        vazio={`Nenhuma medição ainda.${canWrite ? ' Use "Nova medição" para medir o serviço executado no período.' : ''}`}
      >
        {(rows) => <MedicoesTabela medicoes={rows} acoes={acoes} />}
      </Secao>
      {itens.data && (
        <NovaMedicaoModal
          contrato={contrato}
          itens={itens.data}
          opened={nova}
          onClose={() => setNova(false)}
        />
      )}
      {itens.data && editando && (
        <NovaMedicaoModal
          key={editando.id}
          contrato={contrato}
          itens={itens.data}
          medicao={editando}
          opened
          onClose={() => setEditando(null)}
        />
      )}
      <ConfirmModal
        opened={liberando}
        onClose={() => setLiberando(false)}
        onConfirm={() =>
          liberar.mutate(contrato.id, {
            onSuccess: () =>
              toast.show({ type: 'success', text: 'Retenção liberada: a conta a pagar está no RDO.' }),
            onError: (e) =>
              toast.show({ type: 'danger', text: failureText('Falha ao liberar a retenção.', e) }),
          })
        }
        title="Liberar retenção"
        confirmLabel="Liberar"
        message={`Liberar ${formatBRL(contrato.retido)} retidos? O valor é lançado como conta a pagar no RDO da obra.`}
      />
      <ConfirmModal
        opened={excluindo !== null}
        onClose={() => setExcluindo(null)}
        onConfirm={() => excluindo && void confirmarExclusao(excluindo)}
        title="Excluir medição"
        confirmLabel="Excluir medição"
        danger
        message={
          excluindo &&
          `Excluir o rascunho da medição nº ${excluindo.numero}? As quantidades medidas nele voltam a ficar a medir. Não é possível desfazer.`
        }
      />
      <ConfirmModal
        opened={aprovando !== null}
        onClose={() => setAprovando(null)}
        onConfirm={() => aprovando && void confirmarAprovacao(aprovando)}
        title="Aprovar medição"
        confirmLabel="Aprovar"
        message={
          aprovando &&
          `Aprovar a medição nº ${aprovando.numero}? Ela fica fechada e o líquido de ${formatBRL(aprovando.valor_liquido)} é lançado como conta a pagar no RDO da obra.`
        }
      />
    </>
  );
}
