import { useEffect, useRef } from 'react';
import { readSession } from '@/lib/storage';
import type { DiarioFormValues } from './diario-form-values';

// The local draft of a report (decision 075): what was typed stays in this browser's localStorage
// until the server has it, so a dropped connection, a closed tab or a reload loses nothing. A new
// report's draft is kept per obra (its date is one of its fields), a saved one's per report id, each
// under the signed-in user: another person signing in on the same phone never gets it.

export type DiarioDraft = {
  values: DiarioFormValues;
  /** When it was last written (ISO instant), to tell the user how old it is. */
  salvoEm: string;
  /** The versao of the report the typing started from; null for a new report. */
  versao: number | null;
};

const PREFIX = 'gdo.diario.rascunho';

export function draftKey(obra: number, diarioId?: number): string {
  const usuario = readSession()?.userId ?? 0;
  const registro = diarioId === undefined ? `obra.${obra}.novo` : `relatorio.${diarioId}`;
  return `${PREFIX}.u${usuario}.${registro}`;
}

// Lines carry a React key of their own that says nothing about what was typed.
export const conteudo = (values: DiarioFormValues) =>
  JSON.stringify(values, (key, value) => (key === 'chave' ? undefined : value));

export function readDraft(key: string): DiarioDraft | null {
  try {
    const stored = localStorage.getItem(key);
    if (!stored) return null;
    const draft = JSON.parse(stored) as DiarioDraft;
    return draft && typeof draft === 'object' && draft.values && typeof draft.salvoEm === 'string'
      ? draft
      : null;
  } catch {
    // An unreadable entry (another version's shape, storage disabled) is no draft.
    return null;
  }
}

export function clearDraft(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Storage disabled: there was nothing to clear.
  }
}

function writeDraft(key: string, draft: DiarioDraft): void {
  try {
    localStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // A full or disabled storage: the form still works, only without the safety net.
  }
}

/**
 * Keeps the draft in step with the form: written on every change that differs from what the server
 * has (`saved`), removed as soon as the form equals it again, as after a save
 * (the form is reset to what was saved, so the draft goes).
 */
export function useDraftSync(
  key: string,
  values: DiarioFormValues,
  saved: DiarioFormValues,
  versao: number | null,
) {
  const savedText = conteudo(saved);
  const last = useRef<string | null>(null);
  useEffect(() => {
    const text = conteudo(values);
    const estado = `${key}\n${text}\n${savedText}`;
    if (estado === last.current) return;
    last.current = estado;
    if (text === savedText) clearDraft(key);
    else writeDraft(key, { values, salvoEm: new Date().toISOString(), versao });
  }, [key, values, savedText, versao]);
}
