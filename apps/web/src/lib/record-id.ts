// A record's id from the address (a route's :id, ?id=, ?modelo=), when it is a valid one.
export function recordId(value: string | null | undefined): number | undefined {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : undefined;
}
