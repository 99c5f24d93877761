import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderInSlices } from './render-in-slices';

// A tree whose drawing takes ~200 ms: 100 parts of 2 ms each.
const PARTS = 100;
let drawn = 0;

function Busy() {
  const until = performance.now() + 2;
  while (performance.now() < until) {
    // the drawing's work
  }
  drawn += 1;
  return <span />;
}

const tree = (
  <div>
    {Array.from({ length: PARTS }, (_, i) => `parte-${i}`).map((id) => (
      <Busy key={id} />
    ))}
  </div>
);

/** How many parts were drawn each time a timer got its turn, from the start of the draw to its commit. */
async function drawnBetweenTimers(container: HTMLElement, draw: () => void): Promise<number[]> {
  drawn = 0;
  draw();
  const seen: number[] = [];
  const end = performance.now() + 2_000;
  const committed = () => container.querySelectorAll('span').length === PARTS;
  while (!committed() && performance.now() < end) {
    seen.push(await new Promise<number>((resolve) => setTimeout(() => resolve(drawn), 0)));
  }
  return seen;
}

describe('renderInSlices (decision 223)', () => {
  // As in the browser, not inside act(), which would draw everything at once.
  const reactGlobals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  let before: boolean | undefined;
  beforeEach(() => {
    before = reactGlobals.IS_REACT_ACT_ENVIRONMENT;
    reactGlobals.IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(() => {
    reactGlobals.IS_REACT_ACT_ENVIRONMENT = before;
  });

  it('leaves the main thread free during the first draw, and draws all of it', async () => {
    const container = document.createElement('div');
    let root: Root | undefined;
    const seen = await drawnBetweenTimers(container, () => {
      root = renderInSlices(container, tree);
    });
    expect(seen.filter((n) => n > 0 && n < PARTS).length).toBeGreaterThan(0);
    expect(drawn).toBe(PARTS);
    expect(container.querySelectorAll('span')).toHaveLength(PARTS);
    root?.unmount();
  });

  it('is needed: a plain first draw holds the main thread until it ends', async () => {
    const container = document.createElement('div');
    const root = createRoot(container);
    const seen = await drawnBetweenTimers(container, () => root.render(tree));
    expect(seen.filter((n) => n > 0 && n < PARTS)).toEqual([]);
    expect(drawn).toBe(PARTS);
    expect(container.querySelectorAll('span')).toHaveLength(PARTS);
    root.unmount();
  });
});
