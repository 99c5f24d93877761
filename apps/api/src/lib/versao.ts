import { API_ERRORS } from '@gdo/domain/messages';
import { eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { AppError } from './app-error';

// Optimistic locking (decision 042). An edit that sends the versao it loaded updates the row only
// while that is still its versao: the check and the write are one UPDATE … WHERE versao = $n, and a
// trigger (migration 0006) raises the versao of every row any UPDATE touches.

/** The edit's condition on the row's versao; none when the client sent none (the last write wins). */
export function versaoIs(column: AnyPgColumn, versao: number | undefined): SQL | undefined {
  return versao === undefined ? undefined : eq(column, versao);
}

export const versaoConflict = () => new AppError('CONFLICT', API_ERRORS.registroAlterado);

/**
 * Why an edit's UPDATE matched no row: the record is not there (404), or it is and someone saved
 * a newer versao first (409). `exists` reads the row again, after the UPDATE.
 */
export async function notUpdated(
  versao: number | undefined,
  exists: () => Promise<unknown>,
  notFound: () => AppError,
): Promise<AppError> {
  return versao !== undefined && (await exists()) ? versaoConflict() : notFound();
}
