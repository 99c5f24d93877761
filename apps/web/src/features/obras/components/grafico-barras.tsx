import { compareMoney, formatBRL, percentOf } from '@gdo/domain/money';
import { Box, Stack, Text } from '@mantine/core';
import classes from './grafico-barras.module.css';

export type Barra = { rotulo: string; valor: string; cor: string };

/**
 * A horizontal bar chart of money figures, each bar as wide as its share of the largest. Plain
 * boxes rather than a charting library: four to a few dozen bars need no canvas, stay accessible
 * as text, and keep the detail screen's chunk small (decision 040).
 */
export function GraficoBarras({ barras, titulo }: { barras: Barra[]; titulo: string }) {
  const maior = barras.reduce((m, b) => (compareMoney(b.valor, m) > 0 ? b.valor : m), '0');
  return (
    <Stack gap={6} role="group" aria-label={titulo} className={classes.grafico}>
      {barras.map((b) => {
        const largura = compareMoney(b.valor, '0') > 0 ? Number.parseFloat(percentOf(b.valor, maior)) : 0;
        return (
          <div key={b.rotulo} className={classes.linha}>
            <Text size="sm" className={classes.rotulo}>
              {b.rotulo}
            </Text>
            <Box className={classes.trilho}>
              <Box
                h={14}
                bg={b.cor}
                w={`${Math.max(largura, 0.5)}%`}
                style={{ borderRadius: 4 }}
                aria-hidden
              />
            </Box>
            <Text size="sm" fw={600} className={classes.valor}>
              {formatBRL(b.valor)}
            </Text>
          </div>
        );
      })}
    </Stack>
  );
}
