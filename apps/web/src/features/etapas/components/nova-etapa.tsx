import type { Etapa } from '@gdo/domain/etapa';
import { MESSAGES } from '@gdo/domain/messages';
import { Paper, Title } from '@mantine/core';
import { useState } from 'react';
import { useCreateEtapa } from '@/features/etapas/api/create-etapa';
import { nextNumeroEtapa, validateNovaEtapa } from './catalogo-validators';
import { NumeroNomeForm } from './numero-nome-form';

// Adds an etapa at the top of the tree, its number suggested after the highest in use.
export function NovaEtapa({ etapas }: { etapas: Etapa[] }) {
  const create = useCreateEtapa();
  const [added, setAdded] = useState(0);
  const suggested = nextNumeroEtapa(etapas);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="nova-etapa">
      <Title order={2} size="h5" id="nova-etapa" mb="xs">
        Nova etapa
      </Title>
      <NumeroNomeForm
        // A fresh form after each etapa added, and again when the refreshed list moves the
        // suggested number on (the list may arrive just after the form reopened).
        key={`${added}:${suggested}`}
        label="Nova etapa"
        initial={{ numero: suggested, nome: '' }}
        submitLabel="Adicionar etapa"
        numeroPlaceholder="01"
        validate={validateNovaEtapa}
        save={(values) => create.mutateAsync({ ...values, status: 1 })}
        messages={{ saved: 'Etapa salva com sucesso.', failed: MESSAGES.falhaCriacaoEtapa }}
        pending={create.isPending}
        onSaved={() => setAdded((count) => count + 1)}
      />
    </Paper>
  );
}
