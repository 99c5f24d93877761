// The :id of the route, when it is a valid id.
export function routeId(value: string | null | undefined): number | undefined {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : undefined;
}
