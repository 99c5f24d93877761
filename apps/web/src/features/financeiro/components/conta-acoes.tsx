import { formatDate } from '@gdo/domain/date';
import { type ContaAPagar, GRUPO_VENCIMENTO_LABELS } from '@gdo/domain/pagamento';
import { ActionIcon, Button, Group } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import { LazyTooltip } from '@/components/ui/lazy-tooltip';

// What the table and the phone's cards of Contas a pagar share: a payable's texts and its actions.
export type Conta = ContaAPagar & { id: number };

export type ContasTabelaProps = {
  rows: Conta[];
  selecionadas: ReadonlySet<number>;
  onSelecionar: (ids: number[], marcar: boolean) => void;
  podePagar: boolean;
  onPagar: (conta: Conta) => void;
  onPagamentos: (conta: Conta) => void;
};

const SEM_VENCIMENTO = 'Sem vencimento';

/** A payable's situation: its words, the hue of its badge, and the colour its words are written in,
 * dark enough for 4.5:1 on white, on the page's grey and on the badge's own tint (the hue's own
 * shades were 2.7–4.3:1: orange has no shade dark enough, so the brand's darkest orange). */
type Situacao = { texto: string; cor: 'red' | 'orange' | 'gray'; tinta: string };

const TINTA: Record<Situacao['cor'], string> = { red: 'red.9', orange: 'obra.8', gray: 'dimmed' };

export function situacao(c: ContaAPagar): Situacao {
  const com = (texto: string, cor: Situacao['cor']): Situacao => ({ texto, cor, tinta: TINTA[cor] });
  if (c.grupo === 'vencido') {
    const dias = c.dias_em_atraso ?? 0;
    return com(`Vencido há ${dias} ${dias === 1 ? 'dia' : 'dias'}`, 'red');
  }
  // Without a due date the group's long name ("Depois de 30 dias ou sem vencimento") says less.
  if (!c.data_vencimento) return com(SEM_VENCIMENTO, 'gray');
  return com(GRUPO_VENCIMENTO_LABELS[c.grupo], c.grupo === 'hoje' ? 'orange' : 'gray');
}

export const descricao = (c: ContaAPagar) =>
  c.parcela ? `${c.descricao} (parcela ${c.parcela})` : c.descricao;
export const vencimento = (c: ContaAPagar) =>
  c.data_vencimento ? formatDate(c.data_vencimento) : SEM_VENCIMENTO;

export function Acoes({
  conta,
  podePagar,
  onPagar,
  onPagamentos,
  icone = false,
}: { conta: Conta; icone?: boolean } & Omit<ContasTabelaProps, 'rows' | 'selecionadas' | 'onSelecionar'>) {
  const rotulo = `Pagamentos de ${descricao(conta)}`;
  return (
    <Group gap={4} wrap="nowrap">
      {podePagar && (
        <Button size="xs" onClick={() => onPagar(conta)} aria-label={`Pagar ${descricao(conta)}`}>
          Pagar
        </Button>
      )}
      {icone ? (
        // In the table a row keeps to 1280 px: the payments open from an icon that says its name.
        <LazyTooltip label="Pagamentos" withArrow>
          <ActionIcon variant="default" size={30} onClick={() => onPagamentos(conta)} aria-label={rotulo}>
            <IconListDetails size={16} aria-hidden />
          </ActionIcon>
        </LazyTooltip>
      ) : (
        <Button size="xs" variant="default" onClick={() => onPagamentos(conta)} aria-label={rotulo}>
          Pagamentos
        </Button>
      )}
    </Group>
  );
}
