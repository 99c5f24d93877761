import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconTemplate } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { ORCAMENTO_TEXTS } from '@/components/estrutura-editor/orcamento-texts';
import { Modal } from '@/components/ui/modal/modal';
import { useToast } from '@/components/ui/toast/toast-context';
import { failureText } from '@/components/ui/toast/use-failure-toast';
import { useCreateModeloFromOrcamento } from '@/features/orcamentos/api/create-modelo-from-orcamento';
import { ApiRequestError } from '@/lib/api-error';
import { useSubmitLock } from '@/lib/use-submit-lock';

// Saves the budget's structure, as last saved, as a new model: its quantities and prices
// become the model's defaults.
export function SalvarComoModelo({ orcamento }: { orcamento: { id: number; nome: string } }) {
  const [opened, setOpened] = useState(false);
  const [nome, setNome] = useState(orcamento.nome);
  const [error, setError] = useState<string | undefined>();
  const mutation = useCreateModeloFromOrcamento();
  const toast = useToast();
  const { busy, lock } = useSubmitLock();

  const save = lock(async () => {
    setError(undefined);
    try {
      const modelo = await mutation.mutateAsync({ id: orcamento.id, nome });
      toast.show({ type: 'success', text: `${ORCAMENTO_TEXTS.modeloSalvo} (${modelo.nome})` });
      setOpened(false);
    } catch (failure) {
      toast.show({ type: 'danger', text: failureText(ORCAMENTO_TEXTS.falhaCriacaoModelo, failure) });
      if (failure instanceof ApiRequestError) {
        setError(failure.errors.find((fieldError) => fieldError.field === 'nome')?.message);
      }
    }
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save();
  };

  return (
    <>
      <Button
        variant="default"
        leftSection={<IconTemplate size={16} aria-hidden />}
        onClick={() => {
          setNome(orcamento.nome);
          setError(undefined);
          setOpened(true);
        }}
      >
        Salvar como modelo
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Salvar como modelo" size="md">
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              O modelo copia as etapas, subetapas, unidades, quantidades e valores do orçamento como está
              salvo.
            </Text>
            <TextInput
              label="Nome do modelo"
              required
              value={nome}
              onChange={(event) => setNome(event.currentTarget.value)}
              error={error}
              maxLength={200}
              data-autofocus
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setOpened(false)}>
                Cancelar
              </Button>
              <Button type="submit" loading={busy || mutation.isPending}>
                Salvar modelo
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
