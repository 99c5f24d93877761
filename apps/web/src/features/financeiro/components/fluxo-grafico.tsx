import { type Agrupamento, type FluxoPeriodo, rotuloDoPeriodo } from '@gdo/domain/fluxo-de-caixa';
import { Group, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { COMPACT_QUERY } from '@/components/data-table/data-table';

// The cash flow's chart, drawn in plain SVG (no chart library in any bundle): per period a bar of
// executado and one of em aberto, and the line of the acumulado. Positions only, so Number() of the
// money strings is fine here: no figure is computed or shown from them (the table is the data).
// On a phone the drawing is narrower (and labels every other month) instead of wider than the
// screen: a chart scrolled sideways showed January to August and hid the months with values.
const LARGURAS = { larga: 720, estreita: 360 };
const H = 220;
/** Half the width of the widest label ("mar/2026", "01/01") at its font size, in the drawing's units. */
const MEIO_ROTULO = 24;
const TOPO = 10;
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
  const passo = W / Math.max(periodos.length, 1);
  const barra = Math.max(1, Math.min(28, passo / 2 - 2));
  const linha = periodos
    .map((p, i) => `${i === 0 ? 'M' : 'L'}${(i + 0.5) * passo},${y(p.acumulado)}`)
    .join(' ');
  const rotulos = Math.ceil(periodos.length / (estreito ? 6 : 12));
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
        {periodos.map((p, i) => {
          const x = (i + 0.5) * passo;
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
              {i % rotulos === 0 && (
                // A label too near an edge to be centred under its period starts or ends there.
                <text
                  x={x < MEIO_ROTULO ? 0 : x > W - MEIO_ROTULO ? W : x}
                  y={H - 6}
                  textAnchor={x < MEIO_ROTULO ? 'start' : x > W - MEIO_ROTULO ? 'end' : 'middle'}
                  fontSize="11"
                  fill="var(--mantine-color-gray-7)"
                >
                  {rotuloDoPeriodo(p, agrupamento).split(' a ')[0]}
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
