import fc from 'fast-check';
import { type IdPools, idArb } from './fuzz-values';

// What the fuzzer does to a body, and what it sends besides: values that break things, mutations
// anywhere in a body, raw bytes no JSON encoder would produce, odd path ids and query strings.

// Values that have broken servers before: numbers as strings PostgreSQL or big.js may choke on,
// huge and odd text, the wrong types, and ids of records the caller may not see.
const NASTY_CONSTANTS = [
  null,
  '',
  ' ',
  '1e309',
  '-1e309',
  'NaN',
  'Infinity',
  '-Infinity',
  '0.001',
  '-0',
  '-0.00',
  '-1',
  '-0.01',
  '1e3',
  '0x10',
  '+5',
  '.5',
  '5.',
  '1,50',
  '1.234,56',
  '١٢٣',
  '１２３',
  '9'.repeat(400),
  '99999999999999.99',
  '9999999999999.995',
  '0.005',
  ' 12 ',
  'a\u0000b',
  '\u0000',
  '\ud800',
  '😀'.repeat(300),
  'x'.repeat(70_000),
  "'; drop table clientes; --",
  '<script>alert(1)</script>',
  '2026-13-01',
  '2026-02-30T10:00:00Z',
  true,
  false,
  0,
  -1,
  1.5,
  2 ** 31,
  Number.MAX_SAFE_INTEGER,
  1e308,
  -1e308,
  [],
  {},
  [1, 2],
  { a: 1 },
  [{}],
  // The earlier product's client forms (decision 080): Unix-second dates, "no date", numeric-string
  // ids, free-text instalments, its role names and an untouched select.
  '1721604552',
  '253402300800',
  '1',
  '0',
  '1 de 3',
  '4 de 3',
  [''],
  ['superAdmin'],
  ['gestao', 'financeiro'],
  [{ id: 1, numero: '10', etapa: 10 }],
];

export const nastyArb: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...NASTY_CONSTANTS) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 300 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 50 }) },
  { weight: 1, arbitrary: fc.double() },
);

const EXTRA_KEYS = [
  'id',
  'empresa_id',
  'usuario_id',
  'data_cadastro',
  'valor_total',
  'valor_aberto',
  'situacao',
  'grupo',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  // The earlier product's client's own keys (decision 080).
  'rdo',
  'rda',
  'item',
  'subitem',
  'boletos',
];

type Mutation = { kind: 'set' | 'delete' | 'extra' | 'wrap'; at: number; key: string; value: unknown };

const mutationArb: fc.Arbitrary<Mutation> = fc.record({
  kind: fc.constantFrom('set', 'set', 'set', 'delete', 'extra', 'wrap'),
  at: fc.nat(),
  key: fc.oneof(fc.constantFrom(...EXTRA_KEYS), fc.string({ maxLength: 10 })),
  value: nastyArb,
});

/** A place in a JSON value: its container, its key there, and its path from the root ('itens.0.nome'). */
export type Slot = { parent: Record<string | number, unknown>; key: string | number; path: string };

/** Every place of a JSON value, depth first. */
export function slots(value: unknown, out: Slot[] = [], at = ''): Slot[] {
  if (value === null || typeof value !== 'object') return out;
  for (const [name, child] of Object.entries(value)) {
    const key = Array.isArray(value) ? Number(name) : name;
    const path = at === '' ? String(key) : `${at}.${key}`;
    out.push({ parent: value as Slot['parent'], key, path });
    slots(child, out, path);
  }
  return out;
}

function objects(value: unknown, out: Record<string, unknown>[] = []): Record<string, unknown>[] {
  if (value === null || typeof value !== 'object') return out;
  if (!Array.isArray(value)) out.push(value as Record<string, unknown>);
  for (const child of Object.values(value)) objects(child, out);
  return out;
}

/** Applies the mutations in place, anywhere in the body; a 'wrap' of the root wraps the body. */
function mutate(body: unknown, mutations: Mutation[]): unknown {
  // Generated values may share constants (the nasty `{}`): mutate copies, never the originals.
  let root = structuredClone(body);
  for (const mutation of mutations) {
    const m = { ...mutation, value: structuredClone(mutation.value) };
    const all = slots(root);
    const slot = all.length > 0 ? all[m.at % all.length]! : undefined;
    if (m.kind === 'extra') {
      const targets = objects(root);
      const target = targets.length > 0 ? targets[m.at % targets.length]! : undefined;
      // defineProperty: an own '__proto__' key that JSON.stringify sends, not a prototype change.
      if (target)
        Object.defineProperty(target, m.key, {
          value: m.value,
          enumerable: true,
          writable: true,
          configurable: true,
        });
    } else if (!slot || m.kind === 'wrap') {
      if (slot && m.at % 3 !== 0)
        (slot.parent as Record<string, unknown>)[slot.key] = [slot.parent[slot.key as never]];
      else root = m.at % 2 === 0 ? [root] : m.value;
    } else if (m.kind === 'delete') {
      if (Array.isArray(slot.parent)) slot.parent.splice(slot.key as number, 1);
      else delete slot.parent[slot.key];
    } else {
      (slot.parent as Record<string, unknown>)[slot.key] = m.value;
    }
  }
  return root;
}

/** A body from `base` with one to three mutations anywhere in it. */
export function mutated(base: fc.Arbitrary<unknown>) {
  return fc
    .tuple(base, fc.array(mutationArb, { minLength: 1, maxLength: 3 }))
    .map(([body, mutations]) => mutate(body, mutations));
}

// Bytes no JSON encoder would produce, and bodies of other media types.
const DEEP = 100_000;
export const RAW_BODIES: { payload: string; contentType: string }[] = [
  ...[
    '',
    '{',
    '{"a":',
    '[',
    'nul',
    '-',
    '1e999',
    '"\\ud800"',
    '{"a":1,"a":2}',
    '\ufeff{}',
    '{"__proto__":{"admin":true}}',
    '{"constructor":{"prototype":{"admin":true}}}',
    '['.repeat(DEEP) + ']'.repeat(DEEP),
    `${'{"a":'.repeat(DEEP / 10)}1${'}'.repeat(DEEP / 10)}`,
    `{"nome":"${'x'.repeat(1_100_000)}"}`,
  ].map((payload) => ({ payload, contentType: 'application/json' })),
  { payload: 'nome=x&email=y', contentType: 'application/x-www-form-urlencoded' },
  { payload: '{"nome":"x"}', contentType: 'text/plain' },
  { payload: '{"nome":"x"}', contentType: 'application/json; charset=utf-16' },
  { payload: '--x\r\n\r\n--x--', contentType: 'multipart/form-data; boundary=x' },
  { payload: '<nome>x</nome>', contentType: 'application/xml' },
];

/** A path id: a record of the route's table, another firm's, any number, or no number at all. */
export function pathIdArb(table: string | undefined, pools: IdPools): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 6, arbitrary: idArb(table, pools).map(String) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '0',
        '-1',
        '1.5',
        '1e3',
        'abc',
        '2147483648',
        '99999999999999999999',
        '%20',
        '%00',
        '0x1F',
        'NaN',
        'Infinity',
        ' 1',
        '1;select',
        '..%2F..%2Fetc',
      ),
    },
    {
      weight: 1,
      arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }).map(encodeURIComponent),
    },
  );
}

/** An optional query string: write routes take none, so any they get must be ignored. */
export const queryArb: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constant('') },
  {
    weight: 1,
    arbitrary: fc
      .array(
        fc.tuple(
          fc.oneof(
            fc.constantFrom('id', 'empresa_id', 'page', 'sort', '__proto__', 'q'),
            fc.string({ maxLength: 8 }),
          ),
          fc.oneof(
            fc.string({ maxLength: 20 }),
            nastyArb.map((v) => JSON.stringify(v) ?? ''),
          ),
        ),
        { minLength: 1, maxLength: 4 },
      )
      .map(
        (pairs) => `?${pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&')}`,
      ),
  },
);
