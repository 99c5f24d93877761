import { useState } from 'react';

/**
 * A form opened on a query's record, opened again on demand (after a 409 for a stale versao,
 * decision 042): the record is fetched anew and the form, keyed by `generation`, remounts on it.
 */
export function useReload(refetch: () => Promise<unknown>) {
  const [generation, setGeneration] = useState(0);
  const reload = async () => {
    await refetch();
    setGeneration((current) => current + 1);
  };
  return { generation, reload };
}
