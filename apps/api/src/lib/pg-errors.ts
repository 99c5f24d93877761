/** node-postgres errors carry PostgreSQL's SQLSTATE in `code` and the violated constraint's name. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const e = (error as { cause?: unknown })?.cause ?? error;
  return (
    typeof e === 'object' &&
    e !== null &&
    (e as { code?: string }).code === '23505' &&
    (e as { constraint?: string }).constraint === constraint
  );
}

/**
 * Runs `work`, turning a violation of the unique index `constraint` (a duplicate, perhaps written
 * by a concurrent request a moment ago) into the caller's pt-BR conflict error.
 */
export async function onUniqueViolation<T>(
  constraint: string,
  conflict: () => Error,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, constraint)) throw conflict();
    throw error;
  }
}

/** A row still referenced through a foreign key without ON DELETE CASCADE (SQLSTATE 23503). */
export function isForeignKeyViolation(error: unknown): boolean {
  const e = (error as { cause?: unknown })?.cause ?? error;
  return typeof e === 'object' && e !== null && (e as { code?: string }).code === '23503';
}
