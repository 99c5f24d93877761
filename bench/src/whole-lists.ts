import { TOTAL_HEADER } from '@gdo/domain/paging';
import { sample } from './sample';
import { WHOLE_LISTS } from './scenarios';

export type WholeList = {
  name: string;
  /** Body bytes of the unpaged answer (JSON; the API does not compress it). */
  bytes: number;
  rows: number;
  /** Rows the list really has (x-total-count of a one-row page): more than `rows` past the safe cap. */
  total: number;
};

/** Each list of the spec's earlier design, whole (up to the cap), as it would have loaded at sign-in. */
export async function measureWholeLists(
  baseUrl: string,
  headers: Record<string, string>,
): Promise<WholeList[]> {
  const lists: WholeList[] = [];
  for (const { name, path } of WHOLE_LISTS) {
    const whole = await sample(baseUrl, { path }, headers);
    if (whole.status !== 200) throw new Error(`${path} answered ${whole.status}`);
    const rows = (JSON.parse(whole.body.toString('utf8')) as unknown[]).length;
    const page = await sample(baseUrl, { path: `${path}?page=1&pageSize=1` }, headers);
    const total = Number(page.headers[TOTAL_HEADER] ?? rows);
    lists.push({ name, bytes: whole.body.length, rows, total });
  }
  return lists;
}

/** Bytes of all the lists as they are, and as they would be without the cap (bytes per row × rows). */
export function wholeListsTotals(lists: WholeList[]) {
  let bytes = 0;
  let uncapped = 0;
  for (const list of lists) {
    bytes += list.bytes;
    uncapped += list.rows > 0 ? Math.round((list.bytes / list.rows) * list.total) : list.bytes;
  }
  return { bytes, uncapped };
}
