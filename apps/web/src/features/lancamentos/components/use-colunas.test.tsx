import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { type Session, SessionContext } from '@/entities/autenticacao/session-context';
import { useColunas } from './use-colunas';

const ALL = ['data', 'nf', 'descricao', 'pago'];
const PADRAO = ['data', 'descricao'];

const asUser = (userId: number) =>
  function Wrapper({ children }: { children: ReactNode }) {
    const session = { status: 'authenticated', userId } as Session;
    return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
  };

afterEach(() => localStorage.clear());

describe('useColunas', () => {
  it('remembers each user’s columns in this browser, in the table’s order', () => {
    const ana = renderHook(() => useColunas(ALL, PADRAO), { wrapper: asUser(1) });
    expect(ana.result.current.visiveis).toEqual(PADRAO);
    act(() => ana.result.current.toggle('pago'));
    act(() => ana.result.current.toggle('nf'));
    act(() => ana.result.current.toggle('data'));
    expect(ana.result.current.visiveis).toEqual(['nf', 'descricao', 'pago']);

    expect(renderHook(() => useColunas(ALL, PADRAO), { wrapper: asUser(1) }).result.current.visiveis).toEqual(
      ['nf', 'descricao', 'pago'],
    );
    expect(renderHook(() => useColunas(ALL, PADRAO), { wrapper: asUser(2) }).result.current.visiveis).toEqual(
      PADRAO,
    );
  });

  it('ignores a stored value that is not a list of columns', () => {
    localStorage.setItem('gdo.lancamentos.colunas.3', '{oops');
    expect(renderHook(() => useColunas(ALL, PADRAO), { wrapper: asUser(3) }).result.current.visiveis).toEqual(
      PADRAO,
    );
  });
});
