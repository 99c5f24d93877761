import { useCallback, useEffect, useRef, useState } from 'react';

/** Which sides of a sideways-scrolling box hide some of its content. */
export type ScrollEdges = { start: boolean; end: boolean };

const NONE: ScrollEdges = { start: false, end: false };

/**
 * For a box that may scroll sideways (a table wider than its section): whether columns are hidden
 * before or after what is shown, measured again on every scroll and whenever the box or its
 * content changes size, so the screen can shade the side that has more.
 */
export function useScrollEdges<E extends HTMLElement = HTMLDivElement>() {
  const viewportRef = useRef<E>(null);
  const [edges, setEdges] = useState(NONE);

  const measure = useCallback(() => {
    const box = viewportRef.current;
    if (!box) return;
    // One pixel of slack: zoomed pages report fractional widths.
    const start = box.scrollLeft > 1;
    const end = box.scrollLeft + box.clientWidth < box.scrollWidth - 1;
    setEdges((before) => (before.start === start && before.end === end ? before : { start, end }));
  }, []);

  useEffect(() => {
    const box = viewportRef.current;
    if (!box) return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, [measure]);

  return { viewportRef, measure, edges };
}
