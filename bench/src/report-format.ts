// Number formats of the report, pt-BR, and its Markdown tables.

export const int = (n: number) => Math.round(n).toLocaleString('pt-BR');

export const decimal = (n: number, digits = 1) =>
  n.toLocaleString('pt-BR', { minimumFractionDigits: digits, maximumFractionDigits: digits });

export const ratio = (a: number, b: number) => (b > 0 ? decimal(a / b, 2) : '—');

/** Milliseconds: one decimal below ten (one user's timings, one-user.ts), whole above, '—' when nothing was measured. */
export const ms = (n: number) => (Number.isFinite(n) ? (n < 10 ? decimal(n) : int(n)) : '—');

export const bytes = (n: number) =>
  n >= 10 * 2 ** 20 ? `${decimal(n / 2 ** 20)} MiB` : `${decimal(n / 1024)} KiB`;

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** A Markdown table; columns named with a trailing ':' are numbers, aligned right. */
export function table(columns: string[], rows: string[][]): string[] {
  const names = columns.map((column) => column.replace(/:$/, ''));
  const align = columns.map((column) => (column.endsWith(':') ? '---:' : '---'));
  return [`| ${names.join(' | ')} |`, `|${align.join('|')}|`, ...rows.map((row) => `| ${row.join(' | ')} |`)];
}
