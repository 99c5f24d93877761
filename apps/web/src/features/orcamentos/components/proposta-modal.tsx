import { addDays, isIsoDate, readDateBR } from '@gdo/domain/date';
import { FIELD_MESSAGES } from '@gdo/domain/field-messages';
import { diaNoCanteiro } from '@gdo/domain/fuso';
import { PROPOSTA_VALIDADE_DIAS } from '@gdo/domain/orcamento-proposta';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconSignature } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { DateField } from '@/components/entity-form/date-field';
import { Modal } from '@/components/ui/modal/modal';

type PropostaModalProps = {
  opened: boolean;
  nome: string;
  busy: boolean;
  onClose: () => void;
  onDownload: (validade: string) => void;
};

const sugerida = () => addDays(diaNoCanteiro(), PROPOSTA_VALIDADE_DIAS);

// Why a validity that is no day cannot be printed, or nothing (issue 13, decision 105).
function erroDaValidade(value: string): string | undefined {
  if (isIsoDate(value)) return undefined;
  if (value.trim() === '') return FIELD_MESSAGES.obrigatorio;
  const reading = readDateBR(value);
  return 'error' in reading && reading.error === 'inexistente'
    ? FIELD_MESSAGES.dataInexistente
    : FIELD_MESSAGES.dataIlegivel;
}

// The proposal's last valid day, picked or typed as every date of the product (readDateBR),
// suggested 30 days from today; a day that does not exist is explained under the field.
export function PropostaModal({ opened, nome, busy, onClose, onDownload }: PropostaModalProps) {
  const [validade, setValidade] = useState(sugerida);
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problema = erroDaValidade(validade);
    setError(problema);
    if (!problema) onDownload(validade);
  };
  return (
    <Modal opened={opened} onClose={onClose} title="Proposta para o cliente" size="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            A proposta de <strong>{nome}</strong> traz os preços de venda e um lugar para assinar.
          </Text>
          <DateField
            label="Válida até"
            description="O último dia em que os preços da proposta valem."
            required
            value={validade}
            error={error}
            onChange={(value) => {
              setValidade(value);
              setError(undefined);
            }}
            onBlur={() => undefined}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" loading={busy} leftSection={<IconSignature size={16} aria-hidden />}>
              Baixar proposta
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
