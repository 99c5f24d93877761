/**
 * A positive whole number an address names (an id, a page, a status), or undefined when it names
 * none: digits only, at most nine (a link typed or cut by hand, ?obra=abc, ?page=1e3 or an id past
 * the database's integers, is no filter).
 */
export const inteiroDoEndereco = (value: string | null): number | undefined =>
  value && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : undefined;

// The address after some of its query parameters change: a value sets its parameter, an empty one
// ('' or undefined) removes it; the others stay. The filters that live in the address use it.
export function withSearchParams(
  current: URLSearchParams,
  changes: Record<string, string | number | undefined>,
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined || value === '') next.delete(name);
    else next.set(name, String(value));
  }
  return next;
}
