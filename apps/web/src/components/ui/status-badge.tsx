import { Badge } from '@mantine/core';

// 1 Ativo, 2 Inativo, 3 Cancelado, and an obra's 4 Entregue (domain.md, conventions).
const STATUS_COLORS: Record<number, string> = { 1: 'green', 2: 'gray', 3: 'red', 4: 'blue' };

type StatusBadgeProps = {
  status: number;
  labels: Record<number, string>;
  // An entity whose numbers read differently (a budget's 2 is Reprovado) gives its own colours.
  colors?: Record<number, string>;
};

export function StatusBadge({ status, labels, colors = STATUS_COLORS }: StatusBadgeProps) {
  return (
    <Badge
      variant="dot"
      color={colors[status] ?? 'gray'}
      style={{ flexShrink: 0 }}
      // The whole word, even in a narrow table column.
      styles={{ label: { overflow: 'visible' } }}
    >
      {labels[status] ?? status}
    </Badge>
  );
}
