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
