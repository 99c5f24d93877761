import type { PainelObra } from '@gdo/domain/painel';
import { useEffect, useRef, useState } from 'react';
import { ObraCard } from './obra-card';
import classes from './obra-card.module.css';

// How far below (or above) the screen a card starts being drawn: about two cards on a phone, so
// scrolling or tabbing never reaches one that is not there yet (decision 140).
const MARGEM = '900px 0px';

/**
 * An obra's card drawn only once it comes near the screen: until then an article of the same
 * name and height holding the obra's and its cliente's names (what a search in the page or a
 * screen reader's list of articles finds), so a firm with fifty obras does not pay React and
 * Mantine for fifty cards under the phone's slow CPU (issue 15: Lighthouse's total blocking time).
 */
export function CartaoQuandoPerto({ obra }: { obra: PainelObra }) {
  const [perto, setPerto] = useState(false);
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (perto || !element) return;
    if (!('IntersectionObserver' in window)) {
      setPerto(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setPerto(true);
      },
      { rootMargin: MARGEM },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [perto]);
  if (perto) return <ObraCard obra={obra} />;
  // Plain elements, not Mantine's: a hundred of these cost next to nothing to draw.
  return (
    <article ref={ref} aria-label={`Obra ${obra.nome}`} className={classes.reservado}>
      <p className={classes.nome}>{obra.nome}</p>
      <p className={classes.cliente}>{obra.cliente_nome}</p>
    </article>
  );
}
