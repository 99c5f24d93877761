import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './tabela-rolavel.module.css';
import { useScrollEdges } from './use-scroll-edges';

/** The classes of the cells a TabelaRolavel keeps in view: a row's name first, its actions last. */
export const FIXA = { inicio: classes.inicio, fim: classes.fim } as const;

// Focus brings a control into view beside the kept cells, not beneath them.
const KEPT = { start: `.${classes.inicio}`, end: `.${classes.fim}` };

type Props = {
  /** Below this width the table scrolls inside its section instead of squeezing its figures. */
  minWidth: number;
  /** What the box holds, for the screen reader that reaches it with Tab ("Medições"). */
  rotulo: string;
  /**
   * A class that also bounds the box's height: the box then scrolls both ways with the browser's
   * own scrollbars, so a header and totals sticky to it stay in view (the entries' table).
   */
  alturaLimitada?: string;
  children: ReactNode;
};

/**
 * A table that may be wider than its section (decision 210): it scrolls sideways with its scrollbar
 * drawn, the cells marked with `FIXA` stay at the edges, a shade marks the side with hidden columns,
 * and only while it scrolls is the box a tab stop, whose arrows move it for those without a mouse.
 */
export function TabelaRolavel({ minWidth, rotulo, alturaLimitada, children }: Props) {
  const { viewportRef, measure, edges } = useScrollEdges(KEPT);
  const rola = edges.start || edges.end;
  const janela = rola
    ? { tabIndex: 0, role: 'group', 'aria-label': `${rotulo}: use as setas para ver as outras colunas` }
    : {};
  const escondido = {
    'data-escondido-antes': edges.start || undefined,
    'data-escondido-depois': edges.end || undefined,
  };
  if (alturaLimitada) {
    return (
      <div className={classes.quadro} {...escondido}>
        <div
          ref={viewportRef}
          onScroll={measure}
          className={`${classes.janela} ${alturaLimitada}`}
          {...janela}
        >
          <div style={{ minWidth }}>{children}</div>
        </div>
      </div>
    );
  }
  return (
    <Table.ScrollContainer
      minWidth={minWidth}
      className={classes.quadro}
      {...escondido}
      scrollAreaProps={{
        type: 'auto',
        viewportRef,
        onScrollPositionChange: measure,
        viewportProps: janela,
        classNames: { viewport: classes.janela },
      }}
    >
      {children}
    </Table.ScrollContainer>
  );
}
