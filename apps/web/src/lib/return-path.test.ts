import { describe, expect, it } from 'vitest';
import { returnPathOf, safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it('takes a path of the app, with its query and hash', () => {
    const path = returnPathOf({ pathname: '/contratos/edit/5', search: '?x=1', hash: '#a' });
    expect(safeReturnPath({ retorno: path })).toBe('/contratos/edit/5?x=1#a');
  });

  it.each([
    undefined,
    null,
    'texto',
    {},
    { retorno: 42 },
    { retorno: '/' },
    { retorno: 'https://example.com/' },
    { retorno: '//example.com/' },
    { retorno: '/\\example.com' },
    { retorno: '/a\\b' },
    { retorno: 'javascript:alert(1)' },
    { retorno: '/obras\n' },
  ])('refuses %j', (state) => {
    expect(safeReturnPath(state)).toBeUndefined();
  });
});
