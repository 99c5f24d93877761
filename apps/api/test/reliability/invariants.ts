import {
  isValidCpf,
  isValidCpfCnpj,
  isValidTelefone,
  normalizeCpfCnpj,
  normalizeTelefone,
} from '@gdo/domain/cpf-cnpj';
import { isValidEmail } from '@gdo/domain/email';
import { isUf } from '@gdo/domain/endereco';
import { isNumeroPart } from '@gdo/domain/etapa';
import { isParcela } from '@gdo/domain/lancamento';
import { compareMoney, multiplyMoney } from '@gdo/domain/money';
import { obraDateErrors } from '@gdo/domain/obra';
import { isNumeroSubetapa, numeroPertenceAEtapa } from '@gdo/domain/subetapa';
import { ROLES } from '@gdo/domain/usuario';
import type pg from 'pg';
import { sqlChecks } from './invariants-sql';

// "Zero invalid rows": after any sequence of requests, every row the API stored obeys the rules of
// the domain package and the figures derived from other rows agree with them. Each check returns
// descriptions of the rows that break it; an empty list is a clean database.

type Row = Record<string, unknown>;

// Tables of the server's own bookkeeping: their text is not user input normalised by the domain.
const BOOKKEEPING = new Set(['sessoes', 'limites_login', 'idempotencia']);

async function publicTables(pool: pg.Pool): Promise<string[]> {
  const { rows } = await pool.query<{ table_name: string }>(
    `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  return rows.map((r) => r.table_name);
}

async function rowsOf(pool: pg.Pool, table: string): Promise<Row[]> {
  return (await pool.query(`select * from ${table}`)).rows;
}

// Figures that may be below zero: an aditivo removes value or quantity as well as adding it
// (money.md), and so may their sum, the part of a contract's value its aditivos added (an aditivo of
// −R$ 0,70 and no other: −0,70); the contract's value and each item's total quantity stay at zero or
// above.
const SIGNED = new Set([
  'contrato_aditivos.valor',
  'contrato_itens.quantidade_aditivos',
  'contratos.valor_aditivos',
]);

// Copies kept by triggers, as a generated column is (the obra's copy of its cliente's search
// document, migration 0022): no input, checked by their own test (obras-busca.test.ts).
const COPIED = new Set(['obras.busca_cliente']);

const where = (table: string, row: Row, rule: string) => `${table} ${row.id ?? JSON.stringify(row)}: ${rule}`;

/** Every text is trimmed and never '' (an emptied field is null); no number is negative. */
async function genericChecks(pool: pg.Pool): Promise<string[]> {
  const problems: string[] = [];
  for (const table of await publicTables(pool)) {
    if (BOOKKEEPING.has(table) || table.startsWith('__')) continue;
    const { rows: columns } = await pool.query<{ column_name: string; numeric: boolean; generated: boolean }>(
      `select column_name, data_type = 'numeric' numeric, is_generated = 'ALWAYS' generated
         from information_schema.columns where table_schema = 'public' and table_name = $1`,
      [table],
    );
    const numeric = new Set(columns.filter((c) => c.numeric).map((c) => c.column_name));
    // A generated column (the search document, migration 0020) is no input: its own test checks it.
    const generated = new Set(columns.filter((c) => c.generated).map((c) => c.column_name));
    for (const row of await rowsOf(pool, table)) {
      for (const [column, value] of Object.entries(row)) {
        if (generated.has(column) || COPIED.has(`${table}.${column}`)) continue;
        const signed = SIGNED.has(`${table}.${column}`);
        if (numeric.has(column) && !signed && value !== null && compareMoney(String(value), '0') < 0) {
          problems.push(where(table, row, `${column} negativo (${value})`));
        } else if (
          typeof value === 'string' &&
          !numeric.has(column) &&
          (value === '' || value !== value.trim())
        ) {
          problems.push(where(table, row, `${column} vazio ou com espaços nas pontas`));
        }
      }
    }
  }
  return problems;
}

const optional = (value: unknown, ok: (v: string) => boolean) => value == null || ok(value as string);

const isLowerEmail = (v: string) => isValidEmail(v) && v === v.toLowerCase();
const isNormalTelefone = (v: string) => isValidTelefone(v) && v === normalizeTelefone(v);
const isCep = (v: string) => /^\d{8}$/.test(v);

/** The address and contact rules a cliente, fornecedor and usuario share. */
function contactProblems(table: string, row: Row): string[] {
  const rules: [boolean, string][] = [
    [optional(row.cep, isCep), 'CEP fora do formato'],
    [optional(row.uf, isUf), 'UF inexistente'],
    [optional(row.email, isLowerEmail), 'e-mail inválido ou com maiúsculas'],
    [optional(row.telefone, isNormalTelefone), 'telefone inválido'],
  ];
  return rules.filter(([ok]) => !ok).map(([, rule]) => where(table, row, rule));
}

async function pessoaChecks(pool: pg.Pool): Promise<string[]> {
  const problems: string[] = [];
  for (const table of ['clientes', 'fornecedores']) {
    for (const row of await rowsOf(pool, table)) {
      const cpfCnpj = row.cpf_cnpj as string;
      if (!isValidCpfCnpj(cpfCnpj) || cpfCnpj !== normalizeCpfCnpj(cpfCnpj)) {
        problems.push(where(table, row, `CPF/CNPJ inválido (${cpfCnpj})`));
      }
      if (!optional(row.email_financeiro, isLowerEmail))
        problems.push(where(table, row, 'e-mail financeiro'));
      if (!optional(row.telefone_financeiro, isNormalTelefone))
        problems.push(where(table, row, 'telefone financeiro'));
      if (![1, 2, 3].includes(row.status as number)) problems.push(where(table, row, 'situação'));
      if (row.tipo_conta !== undefined && ![null, 1, 2].includes(row.tipo_conta as number)) {
        problems.push(where(table, row, 'tipo de conta'));
      }
      problems.push(...contactProblems(table, row));
    }
  }
  return problems;
}

async function usuarioChecks(pool: pg.Pool): Promise<string[]> {
  const problems: string[] = [];
  for (const row of await rowsOf(pool, 'usuarios')) {
    const permissoes = row.permissoes as string[];
    const validRoles = permissoes.every((p) => (ROLES as readonly string[]).includes(p));
    if (permissoes.length === 0 || !validRoles || new Set(permissoes).size !== permissoes.length) {
      problems.push(where('usuarios', row, `permissões ${permissoes}`));
    }
    if (!optional(row.cpf, (v) => isValidCpf(v) && /^\d{11}$/.test(v)))
      problems.push(where('usuarios', row, 'CPF'));
    problems.push(...contactProblems('usuarios', row));
  }
  const { rows } = await pool.query<{ id: number }>(
    `select e.id from empresas e where not exists (select 1 from usuarios u where u.empresa_id = e.id
        and u.status = 1 and 'admin' = any(u.permissoes))`,
  );
  return [...problems, ...rows.map((r) => `empresas ${r.id}: sem administrador ativo`)];
}

async function obraChecks(pool: pg.Pool): Promise<string[]> {
  const problems: string[] = [];
  for (const row of await rowsOf(pool, 'obras')) {
    problems.push(...contactProblems('obras', row));
    for (const e of obraDateErrors(row as Parameters<typeof obraDateErrors>[0])) {
      problems.push(where('obras', row, `${e.field}: ${e.message}`));
    }
  }
  return problems;
}

async function catalogoChecks(pool: pg.Pool): Promise<string[]> {
  const problems: string[] = [];
  for (const row of await rowsOf(pool, 'etapas')) {
    if (!isNumeroPart(row.numero as string)) problems.push(where('etapas', row, `número ${row.numero}`));
  }
  const { rows } = await pool.query<{ id: number; numero: string; etapa: string }>(
    'select s.id, s.numero, e.numero etapa from subetapas s join etapas e on e.id = s.etapa_id',
  );
  for (const row of rows) {
    if (!isNumeroSubetapa(row.numero) || !numeroPertenceAEtapa(row.numero, row.etapa)) {
      problems.push(where('subetapas', row, `número ${row.numero} fora da etapa ${row.etapa}`));
    }
  }
  return problems;
}

async function lancamentoChecks(pool: pg.Pool): Promise<string[]> {
  const problems: string[] = [];
  for (const row of await rowsOf(pool, 'lancamentos')) {
    if (!optional(row.parcela, isParcela)) problems.push(where('lancamentos', row, `parcela ${row.parcela}`));
    const pago = compareMoney(row.valor_pagamento as string, '0') > 0;
    if (pago !== (row.data_pagamento !== null)) {
      problems.push(where('lancamentos', row, 'valor pago sem data de pagamento, ou o contrário'));
    }
  }
  for (const row of await rowsOf(pool, 'orcamento_subitens')) {
    const expected = multiplyMoney(row.quantidade as string, row.valor_unitario as string);
    if (compareMoney(expected, row.valor_total as string) !== 0) {
      problems.push(where('orcamento_subitens', row, `total ${row.valor_total} ≠ ${expected}`));
    }
  }
  return problems;
}

/** Every rule above and those in SQL (invariants-sql.ts), over every row of the database. */
export async function invalidRows(pool: pg.Pool): Promise<string[]> {
  const groups = await Promise.all([
    genericChecks(pool),
    pessoaChecks(pool),
    usuarioChecks(pool),
    obraChecks(pool),
    catalogoChecks(pool),
    lancamentoChecks(pool),
    sqlChecks(pool),
  ]);
  return groups.flat();
}

/** Rows checked, for the report. */
export async function countRows(pool: pg.Pool): Promise<number> {
  let total = 0;
  for (const table of await publicTables(pool)) {
    total += (await pool.query<{ n: number }>(`select count(*)::int n from ${table}`)).rows[0]!.n;
  }
  return total;
}

/**
 * A digest of every data row of one empresa, to prove that requests of another firm changed none
 * (sessions are left out: anyone who knows a password may sign in).
 */
export async function empresaDigest(pool: pg.Pool, empresaId: number): Promise<Record<string, string>> {
  const { rows: tables } = await pool.query<{ table_name: string }>(
    `select table_name from information_schema.columns where table_schema = 'public' and column_name = 'empresa_id'`,
  );
  const digest: Record<string, string> = {};
  for (const { table_name: table } of tables) {
    if (BOOKKEEPING.has(table)) continue;
    const { rows } = await pool.query<{ md5: string | null }>(
      `select md5(string_agg(t::text, ',' order by t::text)) from ${table} t where empresa_id = $1`,
      [empresaId],
    );
    digest[table] = rows[0]!.md5 ?? '';
  }
  return digest;
}
