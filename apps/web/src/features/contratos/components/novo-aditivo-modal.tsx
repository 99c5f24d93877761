import type { Contrato } from '@gdo/domain/contrato';
import type { ContratoItem } from '@gdo/domain/contrato-itens';
import { MEDICAO_MESSAGES } from '@gdo/domain/medicao';
import { parseBRL, parseQuantity } from '@gdo/domain/money';
import { Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { DateField } from '@/components/entity-form/date-field';
import { Modal } from '@/components/ui/modal/modal';
import { useToast } from '@/components/ui/toast/toast-context';
import { failureText } from '@/components/ui/toast/use-failure-toast';
import { ApiRequestError } from '@/lib/api-error';
import { type FormErrorMap, toErrorMap } from '@/lib/form-errors';
import { useCreateAditivo } from '../api/medicoes';

type Props = { contrato: Contrato; itens: ContratoItem[]; opened: boolean; onClose: () => void };

/**
 * "Novo aditivo": a description, an optional new end date and what it changes — the quantity to
 * add (or, negative, to take) per item on a contract with itens, or an amount on one without.
 */
export function NovoAditivoModal({ contrato, itens, opened, onClose }: Props) {
  const [descricao, setDescricao] = useState('');
  const [prazo, setPrazo] = useState('');
  const [valor, setValor] = useState('');
  const [quantidades, setQuantidades] = useState<Record<number, string>>({});
  const [errors, setErrors] = useState<FormErrorMap>({});
  const criar = useCreateAditivo();
  const toast = useToast();

  // Each item's typed quantity: empty (no change), a quantity, or text that is none — which is
  // said on its field, never dropped silently.
  const leituras = itens.map((i) => {
    const texto = (quantidades[i.id] ?? '').trim();
    const negativo = texto.startsWith('-');
    const q = texto === '' ? null : parseQuantity(negativo ? texto.slice(1) : texto);
    const quantidade = q === null ? null : negativo ? `-${q}` : q;
    return { item: i.id, invalida: texto !== '' && q === null, quantidade };
  });
  const mudancas = leituras.flatMap(({ item, quantidade }) =>
    quantidade === null || Number(quantidade) === 0 ? [] : [{ item, quantidade }],
  );
  // The server names a change by its place among those sent: back to the item's id.
  const erroDoItem = (item: number) =>
    errors[`item.${item}`] ?? errors[`itens.${mudancas.findIndex((m) => m.item === item)}.quantidade`];

  const salvar = async () => {
    const invalidas = leituras.filter((l) => l.invalida);
    setErrors(
      Object.fromEntries(
        invalidas.map((l) => [`item.${l.item}`, MEDICAO_MESSAGES.quantidadeAditivoInvalida]),
      ),
    );
    if (invalidas.length > 0) return;
    const negativo = valor.trim().startsWith('-');
    const v = valor.trim() === '' ? undefined : parseBRL(negativo ? valor.trim().slice(1) : valor.trim());
    try {
      await criar.mutateAsync({
        contrato: contrato.id,
        descricao,
        prazo: prazo || null,
        ...(itens.length > 0
          ? mudancas.length > 0
            ? { itens: mudancas }
            : {}
          : v != null
            ? { valor: negativo ? `-${v}` : v }
            : valor.trim()
              ? { valor }
              : {}),
      });
      toast.show({ type: 'success', text: 'Aditivo registrado.' });
      setDescricao('');
      setPrazo('');
      setValor('');
      setQuantidades({});
      onClose();
    } catch (error) {
      if (error instanceof ApiRequestError) setErrors(toErrorMap(error.errors));
      toast.show({ type: 'danger', text: failureText('Falha ao registrar o aditivo.', error) });
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Novo aditivo" size="lg">
      <Stack gap="sm">
        <TextInput
          label="Descrição"
          required
          value={descricao}
          error={errors.descricao}
          onChange={(e) => setDescricao(e.currentTarget.value)}
        />
        <DateField
          label="Novo prazo (fim do contrato)"
          required={false}
          value={prazo}
          error={errors.prazo}
          onChange={setPrazo}
          onBlur={() => undefined}
        />
        {itens.length > 0 ? (
          <Table.ScrollContainer minWidth={420}>
            <Table verticalSpacing={4} aria-label="Quantidade a somar por item">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Item</Table.Th>
                  <Table.Th w={160}>Somar (negativo tira)</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {itens.map((i) => (
                  <Table.Tr key={i.id}>
                    <Table.Td>
                      {i.descricao}{' '}
                      <Text span size="xs" c="dimmed">
                        ({i.unidade})
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <TextInput
                        aria-label={`Quantidade a somar: ${i.descricao}`}
                        inputMode="decimal"
                        value={quantidades[i.id] ?? ''}
                        error={erroDoItem(i.id)}
                        onChange={(e) => {
                          const value = e.currentTarget.value;
                          setQuantidades((q) => ({ ...q, [i.id]: value }));
                        }}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : (
          <TextInput
            label="Valor a somar (negativo tira)"
            inputMode="decimal"
            leftSection={<Text size="sm">R$</Text>}
            value={valor}
            error={errors.valor}
            onChange={(e) => setValor(e.currentTarget.value)}
            maw={260}
          />
        )}
        {(errors.itens || errors.valor) && itens.length > 0 && (
          <Text c="red.9" size="sm">
            {errors.itens ?? errors.valor}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button onClick={salvar} loading={criar.isPending}>
            Registrar aditivo
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
