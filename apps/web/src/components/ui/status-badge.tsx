import { Badge, type MantineSize } from '@mantine/core';

// 1 Ativo, 2 Inativo, 3 Cancelado, and an obra's 4 Entregue (domain.md, conventions).
const STATUS_COLORS: Record<number, string> = { 1: 'green', 2: 'gray', 3: 'red', 4: 'blue' };

type StatusBadgeProps<K extends number | string> = {
  status: K;
  labels: Record<K, string>;
  // An entity whose statuses read differently (a budget's 2 is Reprovado, a report's rascunho) gives
  // its own colours; the numbered registers' are the default.
  colors?: Record<K, string>;
  size?: MantineSize;
};

/**
 * A record's status, in one style everywhere (the lists, an obra's header, a report, a medição): the
 * word in the text's own colour beside a coloured dot, so no tint lowers the word's contrast.
 */
export function StatusBadge<K extends number | string>({
  status,
  labels,
  colors,
  size,
}: StatusBadgeProps<K>) {
  // A caller's colours are the whole map: a status they leave out is gray, as before words came.
  const color = colors ? colors[status] : STATUS_COLORS[status as number];
  return (
    <Badge
      variant="dot"
      size={size}
      color={color ?? 'gray'}
      style={{ flexShrink: 0 }}
      // The whole word, even in a narrow table column.
      styles={{ label: { overflow: 'visible' } }}
    >
      {labels[status] ?? status}
    </Badge>
  );
}
