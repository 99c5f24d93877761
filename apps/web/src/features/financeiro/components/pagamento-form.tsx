import { typedMoney } from '@gdo/domain/money';
import { FORMA_PAGAMENTO_LABELS, FORMAS_PAGAMENTO, type FormaPagamento } from '@gdo/domain/pagamento';
import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { Modal } from '@/components/ui/modal/modal';

// The pieces both payment modals share: the modal with its form and buttons, a money field as
// people type it (1.234,56) and the forma select.

const FORMAS = FORMAS_PAGAMENTO.map((f) => ({ value: f, label: FORMA_PAGAMENTO_LABELS[f] }));

type ModalFormProps = {
  title: string;
  submitLabel: string;
  busy: boolean;
  onClose: () => void;
  onSubmit: () => void;
  children: ReactNode;
};

export function PagamentoModalForm({
  title,
  submitLabel,
  busy,
  onClose,
  onSubmit,
  children,
}: ModalFormProps) {
  return (
    <Modal opened onClose={onClose} title={title} size="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
        noValidate
      >
        <Stack gap="sm">
          {children}
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={onClose} disabled={busy}>
              Cancelar
            </Button>
            <Button type="submit" loading={busy}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

type DinheiroProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  required?: boolean;
};

export function DinheiroInput({ label, value, onChange, error, required = false }: DinheiroProps) {
  return (
    <TextInput
      label={label}
      required={required}
      inputMode="decimal"
      placeholder="0,00"
      leftSection={<Text size="sm">R$</Text>}
      value={value}
      error={error}
      onChange={(event) => onChange(typedMoney(event.currentTarget.value))}
    />
  );
}

type FormaProps = {
  value: FormaPagamento | null;
  onChange: (forma: FormaPagamento | null) => void;
  error: string | undefined;
};

export function FormaSelect({ value, onChange, error }: FormaProps) {
  return (
    <Select
      label="Forma de pagamento"
      required
      placeholder="Escolha"
      data={FORMAS}
      value={value}
      error={error}
      onChange={(v) => onChange(v as FormaPagamento | null)}
    />
  );
}
