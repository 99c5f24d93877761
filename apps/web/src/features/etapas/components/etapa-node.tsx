import type { Etapa } from '@gdo/domain/etapa';
import { MESSAGES } from '@gdo/domain/messages';
import { nextNumeroSubetapa, type Subetapa } from '@gdo/domain/subetapa';
import { Button, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useToast } from '@/components/ui/toast/toast-context';
import { useCreateSubetapa } from '@/features/etapas/api/create-subetapa';
import { useUpdateEtapa } from '@/features/etapas/api/update-etapa';
import { CatalogoRow } from './catalogo-row';
import { etapaEditValidator, novaSubetapaValidator } from './catalogo-validators';
import classes from './etapas-tree.module.css';
import { NumeroNomeForm } from './numero-nome-form';
import { SubetapaNode } from './subetapa-node';

type EtapaNodeProps = { etapa: Etapa; subetapas: Subetapa[]; canWrite: boolean };

const SAVED = { etapa: 'Etapa salva com sucesso.', subetapa: 'Subetapa salva com sucesso.' };

// An etapa of the tree with its subetapas, renamed and extended in place.
export function EtapaNode({ etapa, subetapas, canWrite }: EtapaNodeProps) {
  const toast = useToast();
  const update = useUpdateEtapa();
  const create = useCreateSubetapa();
  // The versao the inline editor opened on: its save is refused (409) if someone saved meanwhile.
  const [editing, setEditing] = useState<{ versao: number } | null>(null);
  const [adding, setAdding] = useState(false);
  // Each subetapa added opens a fresh form for the next one.
  const [added, setAdded] = useState(0);
  const suggested = nextNumeroSubetapa(
    etapa.numero,
    subetapas.map((subetapa) => subetapa.numero),
  );

  // The switch moves at once; the list catches up when the call (and its refetch) is done.
  const shownStatus = (update.isPending && update.variables.status) || etapa.status;

  const toggleStatus = (active: boolean) =>
    update.mutate(
      { id: etapa.id, status: active ? 1 : 2, versao: etapa.versao },
      {
        onError: (error) =>
          toast.show({ type: 'danger', text: `${MESSAGES.falhaEdicaoEtapas} ${error.message}` }),
      },
    );

  return (
    <li className={classes.etapa} aria-label={`Etapa ${etapa.numero} ${etapa.nome}`}>
      {editing ? (
        <NumeroNomeForm
          label={`Editar etapa ${etapa.numero}`}
          initial={{ numero: etapa.numero, nome: etapa.nome }}
          submitLabel="Salvar"
          numeroPlaceholder="01"
          validate={etapaEditValidator(etapa.id)}
          save={(values) => update.mutateAsync({ id: etapa.id, ...values, versao: editing.versao })}
          messages={{ saved: SAVED.etapa, failed: MESSAGES.falhaEdicaoEtapas }}
          pending={update.isPending}
          focus="nome"
          onSaved={() => setEditing(null)}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <CatalogoRow
          numero={etapa.numero}
          nome={etapa.nome}
          status={shownStatus}
          canWrite={canWrite}
          noun="etapa"
          onRename={() => setEditing({ versao: etapa.versao })}
          onToggleStatus={toggleStatus}
          togglingStatus={update.isPending}
          extraActions={
            <Button
              size="compact-sm"
              variant="subtle"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={() => setAdding(true)}
              aria-label={`Nova subetapa em ${etapa.numero} ${etapa.nome}`}
            >
              Subetapa
            </Button>
          }
        />
      )}
      {(subetapas.length > 0 || adding) && (
        <ul className={classes.subetapas} aria-label={`Subetapas de ${etapa.numero} ${etapa.nome}`}>
          {subetapas.map((subetapa) => (
            <SubetapaNode key={subetapa.id} etapa={etapa} subetapa={subetapa} canWrite={canWrite} />
          ))}
          {adding && (
            <li className={classes.subetapa}>
              <NumeroNomeForm
                // A new key per subetapa added, and when the list brings a new highest number.
                key={`${added}:${suggested}`}
                label={`Nova subetapa em ${etapa.numero}`}
                initial={{ numero: suggested, nome: '' }}
                submitLabel="Adicionar"
                numeroPlaceholder={`${etapa.numero}.01`}
                validate={novaSubetapaValidator(etapa)}
                save={(values) => create.mutateAsync({ etapa: etapa.id, status: 1, ...values })}
                messages={{ saved: SAVED.subetapa, failed: MESSAGES.falhaCriacaoSubetapa }}
                pending={create.isPending}
                focus="numero"
                onSaved={() => setAdded((count) => count + 1)}
                onCancel={() => setAdding(false)}
              />
            </li>
          )}
        </ul>
      )}
      {subetapas.length === 0 && !adding && (
        <Text size="xs" c="dimmed" ml={68} mt={2}>
          Nenhuma subetapa.
        </Text>
      )}
    </li>
  );
}
