import { useCallback, useEffect, useRef, useState } from 'react';

/** Which sides of a sideways-scrolling box hide some of its content. */
export type ScrollEdges = { start: boolean; end: boolean };

const NONE: ScrollEdges = { start: false, end: false };

/** The selectors of the cells that stay at the box's edges while the rest scrolls beneath them. */
export type KeptCells = { start: string; end: string };

/**
 * For a box that may scroll sideways (a table wider than its section): whether columns are hidden
 * before or after what is shown, measured again on every scroll and whenever the box or its
 * content changes size, so the screen can shade the side that has more. With `kept`, the box's
 * scroll padding is the kept cells' widths: a control that takes the focus is scrolled into view
 * beside them, not beneath them (WCAG 2.4.11).
 */
export function useScrollEdges<E extends HTMLElement = HTMLDivElement>(kept?: KeptCells) {
  const viewportRef = useRef<E>(null);
  const [edges, setEdges] = useState(NONE);

  // On every scroll: which sides hide columns.
  const measure = useCallback(() => {
    const box = viewportRef.current;
    if (!box) return;
    // One pixel of slack: zoomed pages report fractional widths.
    const start = box.scrollLeft > 1;
    const end = box.scrollLeft + box.clientWidth < box.scrollWidth - 1;
    setEdges((before) => (before.start === start && before.end === end ? before : { start, end }));
  }, []);

  // When the box or its table changes size (not on a scroll): the kept cells' widths and the box's
  // own scrollbars, then the sides again.
  const measureSizes = useCallback(() => {
    const box = viewportRef.current;
    if (!box) return;
    if (kept) {
      const width = (selector: string) => box.querySelector<HTMLElement>(selector)?.offsetWidth ?? 0;
      box.style.scrollPaddingInline = `${width(kept.start)}px ${width(kept.end)}px`;
    }
    // The browser's scrollbars, where the box scrolls natively, which the shade drawn at the frame's
    // right edge keeps clear of.
    box.parentElement?.style.setProperty('--gdo-barra-lateral', `${box.offsetWidth - box.clientWidth}px`);
    box.parentElement?.style.setProperty('--gdo-barra-inferior', `${box.offsetHeight - box.clientHeight}px`);
    measure();
  }, [kept, measure]);

  useEffect(() => {
    const box = viewportRef.current;
    if (!box) return;
    measureSizes();
    const observer = new ResizeObserver(measureSizes);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    // The table itself: inside a wrapper as wide as the box, a column switched on widens only it.
    const tabela = box.querySelector('table');
    if (tabela) observer.observe(tabela);
    return () => observer.disconnect();
  }, [measureSizes]);

  return { viewportRef, measure, edges };
}
