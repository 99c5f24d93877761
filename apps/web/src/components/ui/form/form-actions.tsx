import { Button } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';

type FormActionsProps = { saving: boolean; readOnly: boolean; onCancel: () => void };

// The buttons that end a form: leave it (Voltar where the user may only read), and save it.
export function FormActions({ saving, readOnly, onCancel }: FormActionsProps) {
  return (
    <>
      <Button variant="default" onClick={onCancel}>
        {readOnly ? 'Voltar' : 'Cancelar'}
      </Button>
      {!readOnly && (
        <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={16} aria-hidden />}>
          Salvar
        </Button>
      )}
    </>
  );
}
