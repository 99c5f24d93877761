import { describe, expect, it } from 'vitest';
import { FIELD_MESSAGES } from './field-messages';
import { listQuerySchema, pageWindow, parseSort } from './paging';

describe('listQuerySchema', () => {
  it('reads a query string', () => {
    expect(
      listQuerySchema.parse({ q: ' maria ', status: '1', sort: '-nome', page: '2', pageSize: '20' }),
    ).toEqual({
      q: 'maria',
      status: 1,
      sort: '-nome',
      page: 2,
      pageSize: 20,
    });
  });

  it('treats empty parameters as absent', () => {
    expect(listQuerySchema.parse({})).toEqual({});
    expect(listQuerySchema.parse({ q: '', status: '', page: '', pageSize: '' })).toEqual({});
  });

  it.each([
    [{ page: '0' }, 'page', FIELD_MESSAGES.paginaInvalida],
    [{ page: '1.5' }, 'page', FIELD_MESSAGES.paginaInvalida],
    [{ page: 'abc' }, 'page', FIELD_MESSAGES.paginaInvalida],
    [{ pageSize: '501' }, 'pageSize', FIELD_MESSAGES.tamanhoPaginaInvalido],
    [{ pageSize: '0' }, 'pageSize', FIELD_MESSAGES.tamanhoPaginaInvalido],
    [{ status: 'x' }, 'status', FIELD_MESSAGES.situacaoInvalida],
    [{ sort: 'nome; drop table' }, 'sort', FIELD_MESSAGES.ordenacaoInvalida],
    [{ sort: '--nome' }, 'sort', FIELD_MESSAGES.ordenacaoInvalida],
    [{ q: 'x'.repeat(201) }, 'q', 'Use no máximo 200 caracteres.'],
  ])('refuses %j', (query, field, message) => {
    const issue = listQuerySchema.safeParse(query).error?.issues[0];
    expect([issue?.path.join('.'), issue?.message]).toEqual([field, message]);
  });
});

describe('pageWindow', () => {
  it('is null without paging parameters', () => {
    expect(pageWindow({})).toBeNull();
  });

  it('fills the default size and first page', () => {
    expect(pageWindow({ page: 3 })).toEqual({ page: 3, pageSize: 50, offset: 100 });
    expect(pageWindow({ pageSize: 10 })).toEqual({ page: 1, pageSize: 10, offset: 0 });
  });
});

describe('parseSort', () => {
  const allowed = ['nome', 'data_cadastro'] as const;

  it('reads direction and checks the column', () => {
    expect(parseSort('nome', allowed)).toEqual({ field: 'nome', direction: 'asc' });
    expect(parseSort('-data_cadastro', allowed)).toEqual({ field: 'data_cadastro', direction: 'desc' });
    expect(parseSort('senha_hash', allowed)).toBeNull();
    expect(parseSort(undefined, allowed)).toBeNull();
  });
});
