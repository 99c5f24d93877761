import type { Contrato } from '@gdo/domain/contrato';
import type { ContratoItem } from '@gdo/domain/contrato-itens';
import { formatMoneyNumber, formatQuantity, parseBRL, parseQuantity, typedMoney } from '@gdo/domain/money';
import { unidadeLabel } from '@gdo/domain/orcamento-unidade';
import { ActionIcon, Button, Group, NativeSelect, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { COMPACT_QUERY } from '@/components/data-table/data-table';
import { Modal } from '@/components/ui/modal/modal';
import { useToast } from '@/components/ui/toast/toast-context';
import { failureText } from '@/components/ui/toast/use-failure-toast';
import { useOrcamento } from '@/entities/orcamentos/api/get-orcamento';
import { useOrcamentosDaObra } from '@/entities/orcamentos/api/list-orcamentos-da-obra';
import { ApiRequestError } from '@/lib/api-error';
import { type FormErrorMap, toErrorMap } from '@/lib/form-errors';
import { useSaveContrato } from '../api/save-contrato';

type Linha = {
  id?: number;
  descricao: string;
  unidade: string;
  quantidade: string;
  valor_unitario: string;
  subetapa: string;
};
type Props = { contrato: Contrato; itens: ContratoItem[]; opened: boolean; onClose: () => void };

const daLista = (i: ContratoItem): Linha => ({
  id: i.id,
  descricao: i.descricao,
  unidade: i.unidade,
  quantidade: formatQuantity(i.quantidade_original),
  valor_unitario: formatMoneyNumber(i.valor_unitario),
  subetapa: `${i.etapa}/${i.subetapa}`,
});

/**
 * The contract's itens while no medição is approved and no aditivo exists (decision 130): taken
 * from a subitem of one of the obra's budgets or typed, each with the etapa/subetapa its payables
 * go to. Saving replaces the list; the contract's value becomes their sum.
 */
export function ItensEditorModal({ contrato, itens, opened, onClose }: Props) {
  const [linhas, setLinhas] = useState<Linha[]>(() => itens.map(daLista));
  const [orcamentoId, setOrcamentoId] = useState(contrato.orcamento ? String(contrato.orcamento) : '');
  const [errors, setErrors] = useState<FormErrorMap>({});
  const orcamentos = useOrcamentosDaObra(contrato.obra, opened);
  // Without a choice yet, the contract's budget or the obra's first one.
  const escolhido = orcamentoId || String(orcamentos.data?.rows[0]?.id ?? '');
  const orcamento = useOrcamento(escolhido ? Number(escolhido) : null);
  const compact = useMediaQuery(COMPACT_QUERY, false, { getInitialValueInEffect: false });
  const salvar = useSaveContrato();
  const toast = useToast();
  const subitens = (orcamento.data?.itens ?? []).flatMap((item) =>
    item.subitens.map((s) => ({ ...s, etapa: item.etapa, chave: `${item.etapa}/${s.subetapa}` })),
  );
  const etapas = [
    ...new Map(subitens.map((s) => [s.chave, `${s.subetapa_numero} ${s.subetapa_nome}`])).entries(),
  ];
  const muda = (index: number, campo: keyof Linha, value: string) =>
    setLinhas((ls) => ls.map((l, i) => (i === index ? { ...l, [campo]: value } : l)));

  const gravar = async () => {
    setErrors({});
    const corpo = linhas.map((l) => {
      const [etapa, subetapa] = l.subetapa.split('/').map(Number);
      return {
        ...(l.id ? { id: l.id } : {}),
        descricao: l.descricao,
        unidade: l.unidade,
        quantidade: parseQuantity(l.quantidade) ?? l.quantidade,
        valor_unitario: parseBRL(l.valor_unitario) ?? l.valor_unitario,
        etapa: etapa || (null as unknown as number),
        subetapa: subetapa || (null as unknown as number),
      };
    });
    try {
      await salvar.mutateAsync({ id: contrato.id, data: { itens: corpo, versao: contrato.versao } });
      toast.show({ type: 'success', text: 'Itens do contrato salvos.' });
      onClose();
    } catch (error) {
      if (error instanceof ApiRequestError) setErrors(toErrorMap(error.errors));
      toast.show({ type: 'danger', text: failureText('Falha ao salvar os itens.', error) });
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Itens do contrato" size="xl">
      <Stack gap="sm">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <NativeSelect
            label="Orçamento de onde vêm os itens"
            data={[
              { value: '', label: 'Escolha um orçamento da obra' },
              ...(orcamentos.data?.rows ?? []).map((o) => ({ value: String(o.id), label: o.nome })),
            ]}
            value={escolhido}
            onChange={(e) => setOrcamentoId(e.currentTarget.value)}
            style={{ flex: '1 1 240px' }}
          />
          <NativeSelect
            label="Trazer um subitem do orçamento"
            disabled={subitens.length === 0}
            data={[
              { value: '', label: 'Escolha o subitem' },
              ...subitens.map((s) => ({ value: String(s.id), label: `${s.numero} ${s.nome}` })),
            ]}
            value=""
            onChange={(e) => {
              const s = subitens.find((x) => String(x.id) === e.currentTarget.value);
              if (!s) return;
              setLinhas((ls) => [
                ...ls,
                {
                  descricao: s.nome,
                  unidade: unidadeLabel(s.unidade),
                  quantidade: formatQuantity(s.quantidade),
                  valor_unitario: formatMoneyNumber(s.valor_unitario),
                  subetapa: s.chave,
                },
              ]);
            }}
            style={{ flex: '1 1 240px' }}
          />
          <Button
            variant="default"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() =>
              setLinhas((ls) => [
                ...ls,
                { descricao: '', unidade: '', quantidade: '', valor_unitario: '', subetapa: '' },
              ])
            }
          >
            Item avulso
          </Button>
        </Group>
        {linhas.length === 0 && (
          <Text size="sm" c="dimmed">
            Sem itens, o contrato é medido por percentual do valor. Traga subitens do orçamento ou inclua
            itens avulsos.
          </Text>
        )}
        {linhas.map((l, index) => (
          <Paper key={l.id ?? `novo-${index}`} withBorder p="sm" radius="md">
            <div
              style={{
                display: 'grid',
                gap: 'var(--mantine-spacing-xs)',
                alignItems: 'end',
                gridTemplateColumns: compact ? '1fr' : '2fr 90px 110px 140px 2fr auto',
              }}
            >
              <TextInput
                label="Descrição"
                value={l.descricao}
                error={errors[`itens.${index}.descricao`]}
                onChange={(e) => muda(index, 'descricao', e.currentTarget.value)}
              />
              <TextInput
                label="Unidade"
                value={l.unidade}
                error={errors[`itens.${index}.unidade`]}
                onChange={(e) => muda(index, 'unidade', e.currentTarget.value)}
              />
              <TextInput
                label="Quantidade"
                inputMode="decimal"
                value={l.quantidade}
                error={errors[`itens.${index}.quantidade`]}
                onChange={(e) => muda(index, 'quantidade', e.currentTarget.value)}
              />
              <TextInput
                label="Valor unitário"
                inputMode="decimal"
                leftSection={<Text size="sm">R$</Text>}
                value={l.valor_unitario}
                error={errors[`itens.${index}.valor_unitario`]}
                onChange={(e) => muda(index, 'valor_unitario', typedMoney(e.currentTarget.value))}
              />
              <NativeSelect
                label="Etapa / subetapa"
                data={[
                  { value: '', label: 'Escolha' },
                  ...etapas.map(([value, label]) => ({ value, label })),
                  ...(l.subetapa && !etapas.some(([v]) => v === l.subetapa)
                    ? [
                        {
                          value: l.subetapa,
                          label:
                            itens.find((i) => `${i.etapa}/${i.subetapa}` === l.subetapa)?.subetapa_nome ??
                            'A atual',
                        },
                      ]
                    : []),
                ]}
                value={l.subetapa}
                error={errors[`itens.${index}.etapa`] ?? errors[`itens.${index}.subetapa`]}
                onChange={(e) => muda(index, 'subetapa', e.currentTarget.value)}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remover o item ${l.descricao || index + 1}`}
                onClick={() => setLinhas((ls) => ls.filter((_, i) => i !== index))}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </div>
          </Paper>
        ))}
        {errors.itens && (
          <Text c="red.9" size="sm">
            {errors.itens}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button onClick={gravar} loading={salvar.isPending}>
            Salvar itens
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
