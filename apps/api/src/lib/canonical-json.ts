/**
 * JSON with object keys sorted (by UTF-16 code units, as JavaScript compares strings), no spaces,
 * and absent (undefined) members left out; arrays keep their order. The same data sent or stored
 * in another key order gives the same text. Signed diário reports are hashed over this text
 * (decision 070): a change here changes every hash, so it needs a new `forma_hash`.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
