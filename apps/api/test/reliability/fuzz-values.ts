import { UFS } from '@gdo/domain/endereco';
import { ROLES } from '@gdo/domain/usuario';
import fc from 'fast-check';
import { validCnpj, validCpf } from '../registers';

// Bodies shaped like valid ones, from a route's OpenAPI request schema: the fields it declares, with
// valid-looking values picked by field name and ids taken from the database (fuzz-mutations.ts
// then breaks them).

export type JsonSchema = {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
};

/** References that agree with each other, by field name, and the number of the etapa among them. */
export type Coherent = Record<string, number | string>;

/** Ids the generators pick from, refreshed from the database between rounds. */
export type IdPools = {
  /** Table → ids of the fuzzing empresa, and of the other one. */
  own: Record<string, number[]>;
  other: Record<string, number[]>;
  /** Sets of references that agree (an obra, its RDO, budget, etapa, subetapa, item...). */
  coherent: Coherent[];
  etapaNumeros: string[];
};

// Field names that reference a table; a new field with one of these names is covered at once.
const TABLE_BY_FIELD: Record<string, string> = {
  id_cliente: 'clientes',
  obra: 'obras',
  fornecedor: 'fornecedores',
  etapa: 'etapas',
  subetapa: 'subetapas',
  orcamento: 'orcamentos',
  modelo: 'orcamento_modelos',
  item: 'orcamento_itens',
  contrato: 'contratos',
  documento: 'rdo_rda',
};

const pick = (ids: number[] | undefined) =>
  fc.nat().map((i) => (ids && ids.length > 0 ? ids[i % ids.length]! : 1 + (i % 50)));

const anyTable = (pools: Record<string, number[]>) => Object.values(pools).flat();

/** An id for a field or path: the right table of this empresa mostly, then another firm's, then any. */
export function idArb(table: string | undefined, pools: IdPools, coherent?: number) {
  const arbs = [
    { weight: 5, arbitrary: pick(table ? pools.own[table] : anyTable(pools.own)) },
    { weight: 2, arbitrary: pick(table ? pools.other[table] : anyTable(pools.other)) },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: 2_147_483_647 }) },
    { weight: 1, arbitrary: fc.constantFrom(0, -1, 2_147_483_647, 2_147_483_648, 2 ** 53 + 1, 1.5, 1e21) },
  ];
  if (coherent !== undefined) arbs.push({ weight: 10, arbitrary: fc.constant(coherent) });
  return fc.oneof(...arbs);
}

const money = (cents: bigint) => {
  const digits = cents.toString().padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
};

const iso = (d: Date) => d.toISOString().slice(0, 10);

const dateArb = fc.oneof(
  {
    weight: 8,
    arbitrary: fc
      .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
      .map(iso),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '2024-02-29',
      '2026-02-29',
      '2026-02-30',
      '0001-01-01',
      '9999-12-31',
      '01/03/2026',
    ),
  },
);

// Money and quantities: plain decimals, most of them valid, some at the edge of the columns.
const moneyArb = fc.oneof(
  { weight: 6, arbitrary: fc.bigInt({ min: 0n, max: 10n ** 9n }).map(money) },
  { weight: 2, arbitrary: fc.integer({ min: 0, max: 100_000 }).map(String) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '9999999999999.99',
      '999999999999.999',
      '1000',
      '0',
      '0.00',
      '0.01',
      '1000.01',
    ),
  },
);
const quantityArb = fc.oneof(
  moneyArb,
  fc.tuple(fc.nat(999), fc.nat(999)).map(([a, b]) => `${a}.${String(b).padStart(3, '0')}`),
);

const emailArb = fc.oneof(
  fc.nat(1_000_000).map((n) => `pessoa${n}@exemplo.com.br`),
  fc.nat(1_000_000).map((n) => `Maiusculas.${n}@Exemplo.COM.BR`),
  fc.emailAddress(),
);

const telefoneArb = fc.constantFrom('(11) 3456-7890', '11987654321', '(21) 98765-4321', '+55 (31) 3333-4444');

const textArb = (max: number) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.string({ minLength: 1, maxLength: max }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: max }) },
  );

/** A valid-looking value for a field known by its name, or undefined to fall back on its type. */
function hint(name: string, schema: JsonSchema, scope: Scope): fc.Arbitrary<unknown> | undefined {
  if (name === 'cpf_cnpj')
    return fc.oneof(
      fc.nat(99_999).map(validCnpj),
      fc.nat(99_999).map(validCpf),
      fc.constant('12.ABC.345/01DE-35'),
    );
  if (name === 'cpf') return fc.nat(99_999).map(validCpf);
  if (name.startsWith('email')) return emailArb;
  if (name.startsWith('telefone')) return telefoneArb;
  if (name === 'cep') return fc.constantFrom('01310-100', '01310100', '70.040-010');
  if (name === 'uf') return fc.constantFrom(...UFS, 'sp', 'Rj');
  if (name === 'password') return fc.constant('senha-do-fuzz-1');
  if (name === 'permissoes') return fc.subarray([...ROLES], { minLength: 1 });
  if (name === 'parcela')
    return fc
      .tuple(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 12 }))
      .map(([k, n]) => `${Math.min(k, n)}/${n}`);
  if (name.startsWith('data_') || name === 'previsao_entrega') return dateArb;
  if (name === 'quantidade') return quantityArb;
  if (/^(valor|metragem|bdi)/.test(name)) return moneyArb;
  if (name === 'numero' && schema.minLength === 1) {
    // An etapa's number, or a subetapa's under the etapa of the coherent set (or any etapa).
    const numeros = scope.tuple?.etapa_numero ? [String(scope.tuple.etapa_numero)] : scope.pools.etapaNumeros;
    const etapa = numeros.length > 0 ? fc.constantFrom(...numeros) : fc.constant('01');
    return fc.oneof(
      fc.integer({ min: 1, max: 999 }).map(String),
      fc.tuple(etapa, fc.integer({ min: 1, max: 99 })).map(([e, s]) => `${e}.${s}`),
    );
  }
  return undefined;
}

type Scope = { pools: IdPools; tuple: Coherent | undefined; table: string | undefined };

function valueArb(name: string, schema: JsonSchema, scope: Scope): fc.Arbitrary<unknown> {
  const variants = schema.anyOf ?? schema.oneOf;
  let arb: fc.Arbitrary<unknown>;
  if (variants) arb = fc.oneof(...variants.map((v) => valueArb(name, v, scope)));
  else if (schema.enum) arb = fc.constantFrom(...schema.enum);
  else arb = hint(name, schema, scope) ?? byType(name, schema, scope);
  return schema.nullable
    ? fc.oneof({ weight: 9, arbitrary: arb }, { weight: 1, arbitrary: fc.constant(null) })
    : arb;
}

function byType(name: string, schema: JsonSchema, scope: Scope): fc.Arbitrary<unknown> {
  switch (schema.type) {
    case 'object':
      return objectArb(schema, scope);
    case 'array':
      return fc.array(valueArb(name, schema.items ?? {}, scope), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3)),
      });
    case 'integer': {
      // `id` in a body is the route's own record (etapas/update, rdo/edit).
      const table = name === 'id' ? scope.table : TABLE_BY_FIELD[name];
      const coherent = scope.tuple?.[name];
      return idArb(table, scope.pools, typeof coherent === 'number' ? coherent : undefined);
    }
    case 'number':
      return fc.oneof(fc.integer({ min: 0, max: 5 }), fc.double({ noNaN: true }));
    case 'boolean':
      return fc.boolean();
    case 'string':
      return textArb(Math.min(schema.maxLength ?? 60, 60));
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

const ABSENT = Symbol('absent');

// Optional fields are left out twice as often as sent: each one sent is one more chance to fail
// validation, and bodies that pass reach the services and the database.
function objectArb(schema: JsonSchema, scope: Scope): fc.Arbitrary<unknown> {
  const required = new Set(schema.required ?? []);
  const fields = Object.entries(schema.properties ?? {}).map(([key, s]) => {
    const value = valueArb(key, s, scope);
    const arb = required.has(key)
      ? value
      : fc.oneof({ weight: 2, arbitrary: fc.constant(ABSENT) }, { weight: 1, arbitrary: value });
    return arb.map((v) => [key, v] as const);
  });
  return fc.tuple(...fields).map((entries) => Object.fromEntries(entries.filter(([, v]) => v !== ABSENT)));
}

/** A body shaped like a valid one: the fields of the schema, ids taken from one coherent set. */
export function shapedBody(schema: JsonSchema, pools: IdPools, table: string | undefined) {
  return fc.nat().chain((i) => {
    const tuple = pools.coherent.length > 0 ? pools.coherent[i % pools.coherent.length] : undefined;
    return valueArb('', schema, { pools, tuple, table });
  });
}
