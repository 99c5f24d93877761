import { describe, expect, it } from 'vitest';
import { chunkCycle } from './vite-chunk-cycles';

const chunk = (fileName: string, ...imports: string[]) => ({ fileName, imports });

describe('chunks that import each other', () => {
  it('finds none in a tree with shared vendor chunks', () => {
    expect(
      chunkCycle([
        chunk('index.js', 'react.js', 'inicio.js'),
        chunk('inicio.js', 'react.js', 'mantine-a.js'),
        chunk('tela.js', 'mantine-a.js', 'mantine-b.js'),
        chunk('mantine-b.js', 'mantine-a.js'),
        chunk('mantine-a.js', 'react.js'),
        chunk('react.js'),
      ]),
    ).toBeUndefined();
  });

  it('names the files of a cycle, however long', () => {
    expect(chunkCycle([chunk('a.js', 'b.js'), chunk('b.js', 'a.js')])).toEqual(['a.js', 'b.js', 'a.js']);
    expect(
      chunkCycle([
        chunk('index.js', 'x.js'),
        chunk('x.js', 'y.js'),
        chunk('y.js', 'z.js'),
        chunk('z.js', 'x.js'),
      ]),
    ).toEqual(['x.js', 'y.js', 'z.js', 'x.js']);
  });
});
