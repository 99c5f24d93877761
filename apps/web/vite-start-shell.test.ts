import { describe, expect, it } from 'vitest';
import { deferStylesheets } from './vite-start-shell';

describe("index.html's stylesheets", () => {
  it('are preloaded and held off the first paint, marked for the entry to apply', () => {
    const html = [
      '<link rel="modulepreload" crossorigin href="/assets/react-1.js">',
      '<link rel="stylesheet" crossorigin href="/assets/mantine-inicio-2.css">',
      '<link rel="stylesheet" crossorigin href="/assets/inicio-3.css">',
    ].join('\n');
    expect(
      deferStylesheets(html)
        .split('\n')
        .map((line) => line.trim()),
    ).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/react-1.js">',
      '<link rel="preload" as="style" crossorigin href="/assets/mantine-inicio-2.css">',
      '<link rel="stylesheet" crossorigin href="/assets/mantine-inicio-2.css" media="print" data-gdo-estilo>',
      '<link rel="preload" as="style" crossorigin href="/assets/inicio-3.css">',
      '<link rel="stylesheet" crossorigin href="/assets/inicio-3.css" media="print" data-gdo-estilo>',
    ]);
  });
});
