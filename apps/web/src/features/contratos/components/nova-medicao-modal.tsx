import type { Contrato } from '@gdo/domain/contrato';
import type { ContratoItem } from '@gdo/domain/contrato-itens';
import { MEDICAO_ERRORS, type Medicao } from '@gdo/domain/medicao';
import { brutoPorPercentual, medirItens, valoresDaMedicao } from '@gdo/domain/medicao-calculo';
import {
  formatBRL,
  formatMoneyNumber,
  formatQuantity,
  parseBRL,
  parseQuantity,
  typedMoney,
} from '@gdo/domain/money';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { DateField } from '@/components/entity-form/date-field';
import { Modal } from '@/components/ui/modal/modal';
import { StaleRecordAlert } from '@/components/ui/stale-record-alert';
import { useToast } from '@/components/ui/toast/toast-context';
import { failureText } from '@/components/ui/toast/use-failure-toast';
import { ApiRequestError, isStaleVersion } from '@/lib/api-error';
import { type FormErrorMap, toErrorMap } from '@/lib/form-errors';
import { useCreateMedicao, useEditMedicao, useMedicoes } from '../api/medicoes';
import { MedicaoItensCampos } from './medicao-itens-campos';

/** A medição's quantities as the fields show them, per item. */
const valoresDasQuantidades = (medicao?: Medicao): Record<number, string> =>
  Object.fromEntries((medicao?.itens ?? []).map((l) => [l.item, formatQuantity(l.quantidade)]));

type Props = {
  contrato: Contrato;
  itens: ContratoItem[];
  /** A rascunho to edit (PUT with its versao); without it, a new medição. */
  medicao?: Medicao;
  opened: boolean;
  onClose: () => void;
};

/**
 * "Nova medição": the period and, per item, the quantity measured now beside what was contracted,
 * what the approved medições already took and what remains; bruto, retenção, amortização and
 * líquido follow as the user types, by the same domain functions the API stores them with.
 */
export function NovaMedicaoModal({ contrato, itens, medicao: aberta, opened, onClose }: Props) {
  // The rascunho as last read: a "Recarregar" after a 409 replaces it with the current version.
  const [rascunho, setRascunho] = useState(aberta);
  const [desatualizada, setDesatualizada] = useState<string | null>(null);
  const medicoes = useMedicoes(contrato.id);
  const [periodo, setPeriodo] = useState({
    de: aberta?.periodo_de ?? '',
    ate: aberta?.periodo_ate ?? '',
  });
  const [quantidades, setQuantidades] = useState<Record<number, string>>(() => valoresDasQuantidades(aberta));
  const [percentual, setPercentual] = useState(
    aberta?.percentual ? formatMoneyNumber(aberta.percentual) : '',
  );
  const [errors, setErrors] = useState<FormErrorMap>({});
  const criarNova = useCreateMedicao();
  const editar = useEditMedicao();
  const criar = rascunho ? editar : criarNova;
  const toast = useToast();
  const porItem = itens.length > 0;

  const medidas = itens.flatMap((item) => {
    const q = parseQuantity(quantidades[item.id] ?? '');
    return q === null ? [] : [{ item: item.id, quantidade: q }];
  });
  const medicao = medirItens(
    itens.map((i) => ({
      id: i.id,
      quantidade_contratada: i.quantidade,
      valor_unitario: i.valor_unitario,
      medido: i.medido,
    })),
    medidas,
  );
  const pct = parseBRL(percentual);
  const bruto = porItem ? medicao.valor_bruto : pct ? brutoPorPercentual(contrato.valor, pct) : '0.00';
  const valores = valoresDaMedicao(bruto, contrato, contrato.amortizado);

  const recarregar = async () => {
    const atual = (await medicoes.refetch()).data?.find((m) => m.id === rascunho?.id);
    setDesatualizada(null);
    setErrors({});
    if (atual?.status !== 'rascunho') {
      toast.show({
        type: 'default',
        text: atual ? MEDICAO_ERRORS.medicaoAprovada : MEDICAO_ERRORS.medicaoNaoEncontrada,
      });
      onClose();
      return;
    }
    setRascunho(atual);
    setPeriodo({ de: atual.periodo_de, ate: atual.periodo_ate });
    setQuantidades(valoresDasQuantidades(atual));
    setPercentual(atual.percentual ? formatMoneyNumber(atual.percentual) : '');
  };

  const salvar = async () => {
    setErrors({});
    setDesatualizada(null);
    try {
      const corpo = {
        contrato: contrato.id,
        periodo_de: periodo.de,
        periodo_ate: periodo.ate,
        ...(porItem ? { itens: medidas } : { percentual: pct ?? percentual }),
      };
      if (rascunho)
        await editar.mutateAsync({ id: rascunho.id, body: { ...corpo, versao: rascunho.versao } });
      else await criarNova.mutateAsync(corpo);
      toast.show({
        type: 'success',
        text: rascunho ? 'Rascunho da medição alterado.' : 'Medição registrada como rascunho.',
      });
      setQuantidades({});
      setPercentual('');
      setPeriodo({ de: '', ate: '' });
      onClose();
    } catch (error) {
      // Someone changed the rascunho meanwhile: what was typed stays until the user reloads.
      if (isStaleVersion(error)) setDesatualizada(error.message);
      else if (error instanceof ApiRequestError) setErrors(toErrorMap(error.errors));
      if (!isStaleVersion(error))
        toast.show({ type: 'danger', text: failureText('Falha ao registrar a medição.', error) });
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={rascunho ? `Medição nº ${rascunho.numero} (rascunho)` : 'Nova medição'}
      size="xl"
    >
      <Stack gap="md">
        {desatualizada && <StaleRecordAlert message={desatualizada} onReload={recarregar} />}
        <Group gap="sm" align="flex-start" wrap="wrap">
          {(['de', 'ate'] as const).map((campo) => (
            <div key={campo} style={{ flex: '1 1 180px' }}>
              <DateField
                label={campo === 'de' ? 'Período: de' : 'Período: até'}
                required
                value={periodo[campo]}
                error={errors[campo === 'de' ? 'periodo_de' : 'periodo_ate']}
                onChange={(value) => setPeriodo((p) => ({ ...p, [campo]: value }))}
                onBlur={() => undefined}
              />
            </div>
          ))}
        </Group>
        {porItem ? (
          <MedicaoItensCampos
            itens={itens}
            medicao={medicao}
            quantidades={quantidades}
            erros={Object.fromEntries(
              itens.map((item) => [
                item.id,
                errors[`itens.${medidas.findIndex((m) => m.item === item.id)}.quantidade`] ??
                  (medicao.excedidos.includes(item.id)
                    ? 'Passa do restante: registre antes um aditivo.'
                    : undefined),
              ]),
            )}
            onChange={(item, value) => setQuantidades((q) => ({ ...q, [item]: value }))}
          />
        ) : (
          <TextInput
            label="Percentual medido do valor do contrato"
            description={`Já medido: ${formatMoneyNumber(contrato.medido_percentual)}% do valor.`}
            inputMode="decimal"
            rightSection={<Text size="sm">%</Text>}
            value={percentual}
            error={errors.percentual}
            onChange={(e) => setPercentual(typedMoney(e.currentTarget.value))}
            maw={320}
          />
        )}
        {errors.itens && <Alert color="red">{errors.itens}</Alert>}
        <Paper
          withBorder
          p="sm"
          radius="md"
          component="section"
          aria-live="polite"
          aria-label="Valores desta medição"
        >
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            <Valor rotulo="Valor bruto" valor={valores.valor_bruto} />
            <Valor
              rotulo={`Retenção (${formatMoneyNumber(contrato.retencao_percentual)}%)`}
              valor={valores.retencao}
            />
            <Valor rotulo="Amortização do adiantamento" valor={valores.amortizacao} />
            <Valor rotulo="Valor líquido" valor={valores.valor_liquido} forte />
          </SimpleGrid>
        </Paper>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button onClick={salvar} loading={criar.isPending}>
            Salvar rascunho
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function Valor({ rotulo, valor, forte = false }: { rotulo: string; valor: string; forte?: boolean }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {rotulo}
      </Text>
      <Text fw={forte ? 700 : 500} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {formatBRL(valor)}
      </Text>
    </Stack>
  );
}
