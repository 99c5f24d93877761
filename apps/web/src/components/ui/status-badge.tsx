import { Badge, type MantineSize } from '@mantine/core';

// 1 Ativo, 2 Inativo, 3 Cancelado, and an obra's 4 Entregue (domain.md, conventions).
const STATUS_COLORS: Record<number, string> = { 1: 'green', 2: 'gray', 3: 'red', 4: 'blue' };

/**
 * A document still waiting for its signature or approval (a report's or a medição's rascunho): a dot
 * of orange 7, 3,0:1 on white (WCAG 1.4.11), where the theme's yellow (7) had 2,1:1 and read as no
 * colour at all (decision 248).
 */
export const COR_RASCUNHO = 'orange.7';

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
