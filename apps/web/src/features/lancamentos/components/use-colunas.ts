import { useCallback, useState } from 'react';
import { useSession } from '@/entities/autenticacao/session-context';

const storageKey = (userId: number | null) => `gdo.lancamentos.colunas.${userId ?? 'anonimo'}`;

function read(key: string, all: readonly string[], fallback: readonly string[]): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
    if (Array.isArray(stored)) return all.filter((column) => stored.includes(column));
  } catch {
    // A value that is not ours: the default columns.
  }
  return [...fallback];
}

/**
 * The entries table's visible columns, chosen by each user and kept in this browser per user
 * (localStorage), so a clerk's choice is not an engineer's on a shared machine.
 */
export function useColunas(all: readonly string[], fallback: readonly string[]) {
  const { userId } = useSession();
  const key = storageKey(userId);
  const [visiveis, setVisiveis] = useState(() => read(key, all, fallback));
  const toggle = useCallback(
    (column: string) =>
      setVisiveis((current) => {
        const next = current.includes(column)
          ? current.filter((c) => c !== column)
          : all.filter((c) => c === column || current.includes(c));
        localStorage.setItem(key, JSON.stringify(next));
        return next;
      }),
    [all, key],
  );
  return { visiveis, toggle };
}
