import type { Diario } from '@gdo/domain/diario-response';
import { vi } from 'vitest';
import { DiarioForm } from '@/features/diarios/components/diario-form';
import { DIARIO_RASCUNHO } from './diario-fixtures';
import { renderApp } from './render';

export const FORM_OBRA = DIARIO_RASCUNHO.obra;
const ETAPAS = [{ id: 7, numero: '01', nome: 'Fundação', subetapas: [] }];

/** The report form of FORM_OBRA, new or of `diario`, as the report page draws it. */
export function renderDiarioForm(diario?: Diario, onCreated = vi.fn()) {
  return {
    onCreated,
    ...renderApp(
      <DiarioForm
        obra={FORM_OBRA}
        diario={diario}
        etapas={ETAPAS}
        onCreated={onCreated}
        onDeleted={vi.fn()}
        onReload={vi.fn(async () => undefined)}
        cabecalho={(data) => <p>Cabeçalho do dia {data}</p>}
      />,
    ),
  };
}
