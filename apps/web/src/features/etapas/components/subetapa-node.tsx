import type { Etapa } from '@gdo/domain/etapa';
import { MESSAGES } from '@gdo/domain/messages';
import type { Subetapa } from '@gdo/domain/subetapa';
import { useState } from 'react';
import { useToast } from '@/components/ui/toast/toast-context';
import { useUpdateSubetapa } from '@/features/etapas/api/update-subetapa';
import { CatalogoRow } from './catalogo-row';
import { subetapaEditValidator } from './catalogo-validators';
import classes from './etapas-tree.module.css';
import { NumeroNomeForm } from './numero-nome-form';

type SubetapaNodeProps = { etapa: Etapa; subetapa: Subetapa; canWrite: boolean };

export function SubetapaNode({ etapa, subetapa, canWrite }: SubetapaNodeProps) {
  const toast = useToast();
  const update = useUpdateSubetapa();
  // The versao the inline editor opened on: its save is refused (409) if someone saved meanwhile.
  const [editing, setEditing] = useState<{ versao: number } | null>(null);

  // The switch moves at once; the list catches up when the call (and its refetch) is done.
  const shownStatus = (update.isPending && update.variables.status) || subetapa.status;

  const toggleStatus = (active: boolean) =>
    update.mutate(
      { id: subetapa.id, status: active ? 1 : 2, versao: subetapa.versao },
      {
        onError: (error) =>
          toast.show({ type: 'danger', text: `${MESSAGES.falhaEdicaoSubetapas} ${error.message}` }),
      },
    );

  return (
    <li className={classes.subetapa}>
      {editing ? (
        <NumeroNomeForm
          label={`Editar subetapa ${subetapa.numero}`}
          initial={{ numero: subetapa.numero, nome: subetapa.nome }}
          submitLabel="Salvar"
          numeroPlaceholder={`${etapa.numero}.01`}
          validate={subetapaEditValidator(etapa, subetapa.id)}
          save={(values) => update.mutateAsync({ id: subetapa.id, ...values, versao: editing.versao })}
          messages={{ saved: 'Subetapa salva com sucesso.', failed: MESSAGES.falhaEdicaoSubetapas }}
          pending={update.isPending}
          focus="nome"
          onSaved={() => setEditing(null)}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <CatalogoRow
          numero={subetapa.numero}
          nome={subetapa.nome}
          status={shownStatus}
          canWrite={canWrite}
          noun="subetapa"
          onRename={() => setEditing({ versao: subetapa.versao })}
          onToggleStatus={toggleStatus}
          togglingStatus={update.isPending}
        />
      )}
    </li>
  );
}
