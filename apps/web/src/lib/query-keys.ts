// The keys of one entity's queries, from its name down: invalidating a shorter key refreshes
// every query under it ('obras' → its lists and records; 'obras', 'list' → every list of obras).
export function entityKeys<const E extends string>(entity: E) {
  return {
    all: [entity] as const,
    lists: () => [entity, 'list'] as const,
    list: (params: object) => [entity, 'list', params] as const,
    detail: (id: number) => [entity, 'detail', id] as const,
  };
}
