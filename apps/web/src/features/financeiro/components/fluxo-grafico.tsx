import { type Agrupamento, type FluxoPeriodo, rotuloDoPeriodo } from '@gdo/domain/fluxo-de-caixa';
import { compareMoney, formatBRL } from '@gdo/domain/money';
import { Group, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { COMPACT_QUERY } from '@/components/data-table/data-table';

// The cash flow's chart, drawn in plain SVG (no chart library in any bundle): per period a bar of
// executado and one of em aberto, and the line of the acumulado. Positions only, so Number() of the
// money strings is fine here: no figure is computed or shown from them (the table is the data).
// On a phone the drawing is narrower (and labels the periods whose labels fit) instead of wider than the
// screen: a chart scrolled sideways showed January to August and hid the months with values.
const LARGURAS = { larga: 720, estreita: 360 };
const H = 232;
/** A label's width at its 11 px font, in the drawing's units: about 6 per character. */
const larguraDoRotulo = (texto: string) => texto.length * 6;
/** The room between two labels of the periods. */
const FOLGA = 6;
/** Room at each side, so the first and last periods' labels are centred under them and whole. */
const MARGEM = 26;
// The scale's line, with the largest figure written above it, at the top.
const TOPO = 22;
const BASE = H - 24;
const CORES = {
  pago: 'var(--mantine-color-teal-7)',
  aberto: 'var(--mantine-color-orange-6)',
  linha: 'var(--mantine-color-blue-8)',
};

function Legenda({ cor, children, linha = false }: { cor: string; children: string; linha?: boolean }) {
  return (
    <Group gap={6} wrap="nowrap">
      <svg width="18" height="10" aria-hidden focusable="false">
        {linha ? (
          <line x1="0" y1="5" x2="18" y2="5" stroke={cor} strokeWidth="3" />
        ) : (
          <rect width="18" height="10" fill={cor} />
        )}
      </svg>
      <Text size="sm">{children}</Text>
    </Group>
  );
}

const rotuloCurto = (p: FluxoPeriodo, agrupamento: Agrupamento) =>
  rotuloDoPeriodo(p, agrupamento).split(' a ')[0] ?? '';

export function FluxoGrafico({
  periodos,
  agrupamento,
}: {
  periodos: FluxoPeriodo[];
  agrupamento: Agrupamento;
}) {
  const estreito = useMediaQuery(COMPACT_QUERY, false, { getInitialValueInEffect: false });
  const W = estreito ? LARGURAS.estreita : LARGURAS.larga;
  const maximo = Math.max(
    1,
    ...periodos.map((p) => Number(p.acumulado)),
    ...periodos.map((p) => Math.max(Number(p.pago), Number(p.em_aberto))),
  );
  const y = (valor: string) => BASE - (Number(valor) / maximo) * (BASE - TOPO);
  const passo = (W - 2 * MARGEM) / Math.max(periodos.length, 1);
  const centro = (i: number) => MARGEM + (i + 0.5) * passo;
  const barra = Math.max(1, Math.min(28, passo / 2 - 2));
  const linha = periodos.map((p, i) => `${i === 0 ? 'M' : 'L'}${centro(i)},${y(p.acumulado)}`).join(' ');
  // The largest figure, exact (money strings, not the floats above): the top of the scale.
  const maior = periodos
    .flatMap((p) => [p.acumulado, p.pago, p.em_aberto])
    .reduce((m, v) => (compareMoney(v, m) > 0 ? v : m), '0.00');
  // Every k-th period is labelled, k as small as lets the widest label clear the next one: at
  // 390 px the first label, moved right to fit the edge, touched the second ("jan/2026mar/2026").
  const largura = Math.max(0, ...periodos.map((p) => larguraDoRotulo(rotuloCurto(p, agrupamento))));
  const cada = Math.max(1, Math.ceil((largura + FOLGA) / passo));
  return (
    <figure style={{ margin: 0 }}>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        width="100%"
        role="img"
        aria-labelledby="fluxo-grafico-titulo fluxo-grafico-legenda"
        style={{ display: 'block', maxHeight: 260 }}
      >
        <title id="fluxo-grafico-titulo">Executado, em aberto e acumulado por período</title>
        <line x1="0" x2={W} y1={BASE} y2={BASE} stroke="var(--mantine-color-gray-5)" />
        {compareMoney(maior, '0') > 0 && (
          <>
            {/* At the largest figure's height: the top, unless every figure is under R$ 1,00. */}
            <line
              x1="0"
              x2={W}
              y1={y(maior)}
              y2={y(maior)}
              stroke="var(--mantine-color-gray-4)"
              strokeDasharray="4 4"
            />
            <text x="0" y={y(maior) - 6} fontSize="11" fill="var(--mantine-color-gray-7)">
              {formatBRL(maior)}
            </text>
          </>
        )}
        {periodos.map((p, i) => {
          const x = centro(i);
          return (
            <g key={p.inicio}>
              <rect
                x={x - barra - 1}
                y={y(p.pago)}
                width={barra}
                height={BASE - y(p.pago)}
                fill={CORES.pago}
              />
              <rect
                x={x + 1}
                y={y(p.em_aberto)}
                width={barra}
                height={BASE - y(p.em_aberto)}
                fill={CORES.aberto}
              />
              {i % cada === 0 && (
                <text x={x} y={H - 6} textAnchor="middle" fontSize="11" fill="var(--mantine-color-gray-7)">
                  {rotuloCurto(p, agrupamento)}
                </text>
              )}
            </g>
          );
        })}
        <path d={linha} fill="none" stroke={CORES.linha} strokeWidth="2.5" />
      </svg>
      <figcaption id="fluxo-grafico-legenda">
        <Group gap="md" mt="xs" wrap="wrap">
          <Legenda cor={CORES.pago}>Executado (pago no período)</Legenda>
          <Legenda cor={CORES.aberto}>Em aberto (pelo vencimento)</Legenda>
          <Legenda cor={CORES.linha} linha>
            Acumulado (executado + em aberto)
          </Legenda>
        </Group>
        <Text size="xs" c="dimmed" mt={4}>
          Gráfico de barras e linha por período; os valores exatos estão na tabela abaixo.
        </Text>
      </figcaption>
    </figure>
  );
}
