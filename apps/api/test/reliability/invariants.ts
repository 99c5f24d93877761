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
// (money.md); the contract's value and each item's total quantity stay at zero or above.
const SIGNED = new Set(['contrato_aditivos.valor', 'contrato_itens.quantidade_aditivos']);

const where = (table: string, row: Row, rule: string) => `${table} ${row.id ?? JSON.stringify(row)}: ${rule}`;

/** Every text is trimmed and never '' (an emptied field is null); no number is negative. */
async function genericChecks(pool: pg.Pool): Promise<string[]> {
  const problems: string[] = [];
  for (const table of await publicTables(pool)) {
    if (BOOKKEEPING.has(table) || table.startsWith('__')) continue;
    const numeric = new Set(
      (
        await pool.query<{ column_name: string }>(
          `select column_name from information_schema.columns
            where table_schema = 'public' and table_name = $1 and data_type = 'numeric'`,
          [table],
        )
      ).rows.map((r) => r.column_name),
    );
    for (const row of await rowsOf(pool, table)) {
      for (const [column, value] of Object.entries(row)) {
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

// Derived figures and references, in SQL: each query lists the rows that break its rule.
const SQL_RULES: [string, string][] = [
  [
    'total do item ≠ soma dos subitens',
    `select i.id from orcamento_itens i left join orcamento_subitens s on s.item_id = i.id
      group by i.id having i.valor_total <> coalesce(sum(s.valor_total), 0)`,
  ],
  [
    'total do orçamento ≠ soma dos itens',
    `select o.id from orcamentos o left join orcamento_itens i on i.orcamento_id = o.id
      group by o.id having o.valor_total <> coalesce(sum(i.valor_total), 0)`,
  ],
  ['BDI fora de 0 a 1000', 'select id from orcamentos where bdi > 1000'],
  [
    'subitem de orçamento com subetapa de outra etapa',
    `select s.id from orcamento_subitens s join orcamento_itens i on i.id = s.item_id
       join subetapas se on se.id = s.subetapa_id where se.etapa_id <> i.etapa_id`,
  ],
  [
    'subitem de modelo com subetapa de outra etapa',
    `select s.id from orcamento_modelo_subitens s join orcamento_modelo_itens i on i.id = s.item_id
       join subetapas se on se.id = s.subetapa_id where se.etapa_id <> i.etapa_id`,
  ],
  [
    'contrato com subetapa fora da sua etapa',
    `select c.id from contratos c join subetapas s on s.id = c.subetapa_id
      where c.etapa_id is null or s.etapa_id <> c.etapa_id`,
  ],
  [
    'RDO/RDA com orçamento de outra obra',
    'select d.id from rdo_rda d join orcamentos o on o.id = d.orcamento_id where o.obra_id <> d.obra_id',
  ],
  [
    'contrato com orçamento de outra obra',
    'select c.id from contratos c join orcamentos o on o.id = c.orcamento_id where o.obra_id <> c.obra_id',
  ],
  [
    'lançamento com subetapa fora da sua etapa',
    'select l.id from lancamentos l join subetapas s on s.id = l.subetapa_id where s.etapa_id <> l.etapa_id',
  ],
  [
    'lancamento_totais ≠ soma dos lançamentos',
    `with soma as (select empresa_id, documento_id, etapa_id, sum(valor_pagamento) executado,
                          sum(valor_aberto) comprometido, count(*)::int n
                     from lancamentos group by 1, 2, 3)
     select concat(coalesce(t.documento_id, s.documento_id), '/', coalesce(t.etapa_id, s.etapa_id)) id
       from lancamento_totais t full join soma s using (documento_id, etapa_id)
      where coalesce(t.executado, 0) <> coalesce(s.executado, 0)
         or coalesce(t.comprometido, 0) <> coalesce(s.comprometido, 0)
         or coalesce(t.lancamentos, 0) <> coalesce(s.n, 0)
         or t.empresa_id <> s.empresa_id`,
  ],
  [
    'valor pago do lançamento ≠ soma dos seus pagamentos não estornados (decisão 110)',
    `select l.id from lancamentos l
       left join (select lancamento_id, sum(valor) filter (where estornado_em is null) pago
                    from pagamentos group by 1) p on p.lancamento_id = l.id
      where l.valor_pagamento <> coalesce(p.pago, 0)`,
  ],
  [
    'números do diário da obra com lacuna, repetição ou fora do contador',
    `select s.obra_id id from diario_sequencias s left join diarios d on d.obra_id = s.obra_id
      group by s.obra_id, s.ultimo_numero
     having count(d.id) <> s.ultimo_numero or coalesce(max(d.numero), 0) <> s.ultimo_numero`,
  ],
  [
    'relatório diário assinado sem assinatura completa, ou rascunho com ela',
    `select id from diarios
      where (status = 'assinado') <> (hash is not null and elo is not null and assinado_em is not null)`,
  ],
  [
    'foto do diário sem os três tamanhos guardados',
    `select f.id from diario_fotos f left join diario_foto_arquivos a on a.foto_id = f.id
      group by f.id having count(distinct a.tamanho) <> 3`,
  ],
  [
    'relatório com mais fotos que o limite',
    `select diario_id id from diario_fotos group by diario_id having count(*) > 60`,
  ],
];

// Every reference, including those no composite foreign key covers (usuario_id): same empresa.
const REFERENCES: [string, string, string][] = [
  ['obras', 'id_cliente', 'clientes'],
  ['subetapas', 'etapa_id', 'etapas'],
  ['orcamentos', 'id_cliente', 'clientes'],
  ['orcamentos', 'obra_id', 'obras'],
  ['orcamentos', 'modelo_id', 'orcamento_modelos'],
  ['orcamento_itens', 'orcamento_id', 'orcamentos'],
  ['orcamento_itens', 'etapa_id', 'etapas'],
  ['orcamento_subitens', 'item_id', 'orcamento_itens'],
  ['orcamento_subitens', 'subetapa_id', 'subetapas'],
  ['orcamento_modelo_itens', 'modelo_id', 'orcamento_modelos'],
  ['orcamento_modelo_itens', 'etapa_id', 'etapas'],
  ['orcamento_modelo_subitens', 'item_id', 'orcamento_modelo_itens'],
  ['orcamento_modelo_subitens', 'subetapa_id', 'subetapas'],
  ['contratos', 'obra_id', 'obras'],
  ['contratos', 'fornecedor_id', 'fornecedores'],
  ['contratos', 'orcamento_id', 'orcamentos'],
  ['contratos', 'etapa_id', 'etapas'],
  ['contratos', 'subetapa_id', 'subetapas'],
  ['rdo_rda', 'obra_id', 'obras'],
  ['rdo_rda', 'orcamento_id', 'orcamentos'],
  ['lancamentos', 'documento_id', 'rdo_rda'],
  ['lancamentos', 'obra_id', 'obras'],
  ['lancamentos', 'fornecedor_id', 'fornecedores'],
  ['lancamentos', 'etapa_id', 'etapas'],
  ['lancamentos', 'subetapa_id', 'subetapas'],
  ['lancamentos', 'contrato_id', 'contratos'],
  ['diarios', 'obra_id', 'obras'],
  ['diarios', 'criado_por', 'usuarios'],
  ['diarios', 'assinado_por', 'usuarios'],
  ['diario_retificacoes', 'diario_id', 'diarios'],
  ['diario_retificacoes', 'assinado_por', 'usuarios'],
  ['diario_fotos', 'diario_id', 'diarios'],
  ['diario_fotos', 'etapa_id', 'etapas'],
  ['lancamentos', 'usuario_id', 'usuarios'],
  ['pagamentos', 'lancamento_id', 'lancamentos'],
  ['pagamentos', 'usuario_id', 'usuarios'],
  ['pagamentos', 'estornado_por', 'usuarios'],
  ['lancamento_totais', 'documento_id', 'rdo_rda'],
  ['sessoes', 'usuario_id', 'usuarios'],
];

async function sqlChecks(pool: pg.Pool): Promise<string[]> {
  const problems: string[] = [];
  for (const [rule, query] of SQL_RULES) {
    const { rows } = await pool.query<{ id: unknown }>(query);
    problems.push(...rows.map((r) => `${rule}: ${r.id}`));
  }
  for (const [table, column, target] of REFERENCES) {
    const { rows } = await pool.query<{ n: number }>(
      `select count(*)::int n from ${table} a left join ${target} b on b.id = a.${column}
        where a.${column} is not null and (b.id is null or b.empresa_id <> a.empresa_id)`,
    );
    if (rows[0]!.n > 0)
      problems.push(`${table}.${column}: ${rows[0]!.n} referências a outra empresa ou a nada`);
  }
  return problems;
}

/** Every rule above, over every row of the database. */
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
