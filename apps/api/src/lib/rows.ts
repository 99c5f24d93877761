type Timestamps = { data_cadastro: Date; data_alteracao: Date };

/** A row with its timestamps as ISO 8601 strings, as every response schema states them. */
export function withIsoTimestamps<T extends Timestamps>(
  row: T,
): Omit<T, keyof Timestamps> & { data_cadastro: string; data_alteracao: string } {
  return {
    ...row,
    data_cadastro: row.data_cadastro.toISOString(),
    data_alteracao: row.data_alteracao.toISOString(),
  };
}
