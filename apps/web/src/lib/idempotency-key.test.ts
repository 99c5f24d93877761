import { API_ERRORS } from '@gdo/domain/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../test/fetch-stub';
import { storeSession } from '../../test/session';
import { apiRequest } from './api-client';

// Decision 054: every submit carries an Idempotency-Key; the same submit sent again (in flight, or
// after no answer) carries the same one, and a new submit a new one.
const keyOf = (call: { headers: Headers }) => call.headers.get('Idempotency-Key');
const create = (body: unknown) => apiRequest('/api/orcamentos/modelos/create', { method: 'POST', body });

afterEach(() => vi.unstubAllGlobals());

describe('Idempotency-Key on submits', () => {
  it('gives each submit a fresh key, and none to reads, edits or the sign-in', async () => {
    storeSession();
    const calls = stubFetch(() => ({ body: { id: 1 } }));
    await create({ nome: 'A' });
    await create({ nome: 'A' });
    await apiRequest('/api/orcamentos/modelos/list');
    await apiRequest('/api/orcamentos/modelos/edit/1', { method: 'PUT', body: { nome: 'B' } });
    await apiRequest('/api/autenticacao/autenticar', { method: 'POST', body: {}, authenticated: false });
    const [first, second, ...others] = calls;
    expect(keyOf(first!)).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(keyOf(second!)).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(keyOf(second!)).not.toBe(keyOf(first!));
    expect(others.map(keyOf)).toEqual([null, null, null]);
  });

  it('sends the same key for the same submit while the first is in flight', async () => {
    storeSession();
    const held: (() => void)[] = [];
    const calls = stubFetch(() => new Promise((resolve) => held.push(() => resolve({ body: { id: 1 } }))));
    const both = Promise.all([create({ nome: 'A' }), create({ nome: 'A' })]);
    await vi.waitFor(() => expect(held).toHaveLength(2));
    for (const answer of held) answer();
    await both;
    expect(keyOf(calls[1]!)).toBe(keyOf(calls[0]!));
  });

  it.each([
    ['no connection', 0],
    ['a 5xx', 503],
    ['"still being processed"', 409],
  ])('retries a submit that got %s with its key, then moves on to a new one', async (_, status) => {
    storeSession();
    let failures = 1;
    const calls = stubFetch(() => {
      if (failures-- <= 0) return { body: { id: 1 } };
      if (status === 0) throw new TypeError('Failed to fetch');
      return { status, body: { message: status === 409 ? API_ERRORS.chaveIdempotenciaEmAndamento : 'x' } };
    });
    await expect(create({ nome: 'A' })).rejects.toThrow();
    await create({ nome: 'A' });
    await create({ nome: 'A' });
    expect(keyOf(calls[1]!)).toBe(keyOf(calls[0]!));
    expect(keyOf(calls[2]!)).not.toBe(keyOf(calls[1]!));
  });

  it('gives a new key after a refusal, and to a submit with other data', async () => {
    storeSession();
    let refuse = true;
    const calls = stubFetch(() => {
      if (!refuse) return { body: { id: 1 } };
      refuse = false;
      return { status: 400, body: { message: API_ERRORS.dadosInvalidos, errors: [] } };
    });
    await expect(create({ nome: '' })).rejects.toThrow();
    await create({ nome: '' });
    await create({ nome: 'B' });
    expect(new Set(calls.map(keyOf)).size).toBe(3);
  });
});
