import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  customType,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const timestamps = {
  data_cadastro: timestamp('data_cadastro', { withTimezone: true }).notNull().defaultNow(),
  data_alteracao: timestamp('data_alteracao', { withTimezone: true }).notNull().defaultNow(),
};

// Optimistic locking (decision 042): every editable record carries its version, raised by one on
// each UPDATE by a trigger (migration 0006); an edit that names a versao only matches that one.
export const versaoColumn = {
  versao: integer('versao').notNull().default(1),
};

// Address fields are flattened onto each entity (decision 004).
export const enderecoColumns = {
  cep: text('cep'),
  logradouro: text('logradouro'),
  numero: text('numero'),
  complemento: text('complemento'),
  bairro: text('bairro'),
  cidade: text('cidade'),
  uf: text('uf'),
};

const logoBytes = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

export const empresas = pgTable('empresas', {
  id: serial('id').primaryKey(),
  nome: text('nome').notNull(),
  // What the proposals print (issue 13, decision 102): the firm's CNPJ, address and logo (a PNG
  // at most 600 px, made by the settings' upload).
  cnpj: text('cnpj'),
  ...enderecoColumns,
  logo: logoBytes('logo'),
  ...timestamps,
});

/** The firm a row belongs to (decision 006). */
export const empresaId = () =>
  integer('empresa_id')
    .notNull()
    .references(() => empresas.id);

/** The first two columns of a firm's register: its id and its empresa. */
export const registerColumns = {
  id: serial('id').primaryKey(),
  empresa_id: empresaId(),
};

/** A register a composite foreign key points at: unique on (empresa_id, id). */
export type InEmpresa = { empresa_id: AnyPgColumn; id: AnyPgColumn };

/**
 * A reference that stays in the row's firm (decision 006): (empresa_id, column) points at the
 * target's (empresa_id, id), so no row reaches another firm's register whatever a service gets wrong.
 */
export const empresaForeignKey = (
  name: string,
  row: { empresa_id: AnyPgColumn },
  column: AnyPgColumn,
  target: InEmpresa,
) => foreignKey({ name, columns: [row.empresa_id, column], foreignColumns: [target.empresa_id, target.id] });

/** Money: numeric(15,2) in the database, a decimal string in JSON (domain money.ts). */
export const money = (name: string) => numeric(name, { precision: 15, scale: 2 });

export const usuarios = pgTable(
  'usuarios',
  {
    ...registerColumns,
    nome: text('nome').notNull(),
    email: text('email').notNull(),
    senha_hash: text('senha_hash').notNull(),
    cpf: text('cpf'),
    telefone: text('telefone'),
    ...enderecoColumns,
    permissoes: text('permissoes').array().notNull().default(sql`'{}'::text[]`),
    status: smallint('status').notNull().default(1),
    ...versaoColumn,
    ...timestamps,
  },
  (t) => [
    // E-mail identifies a person across the whole server: sign-in has no empresa to pick from.
    uniqueIndex('usuarios_email_key').on(sql`lower(${t.email})`),
    index('usuarios_empresa_nome_idx').on(t.empresa_id, t.nome),
  ],
);

export const sessoes = pgTable(
  'sessoes',
  {
    id: serial('id').primaryKey(),
    token_hash: text('token_hash').notNull(),
    usuario_id: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    empresa_id: empresaId(),
    criada_em: timestamp('criada_em', { withTimezone: true }).notNull().defaultNow(),
    expira_em: timestamp('expira_em', { withTimezone: true }).notNull(),
    revogada_em: timestamp('revogada_em', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sessoes_token_hash_key').on(t.token_hash),
    index('sessoes_usuario_idx').on(t.usuario_id),
  ],
);

/**
 * The text a list's `?q=` searches: one expression per table, indexed by `searchIndex` below. The
 * repositories search exactly this expression (lib/list-query.ts), which is what lets the planner
 * use the index. Only immutable operators (`||`, coalesce) may appear in an index, hence no concat_ws.
 */
export function searchDocument(...columns: AnyPgColumn[]): SQL {
  const parts = columns.map((column) => sql`coalesce(${column}, '')`);
  return sql`(${sql.join(parts, sql` || ' ' || `)})`;
}

/** GIN trigram index over the accent-free document (gdo_unaccent, migration 0001). */
export const searchIndex = (name: string, document: SQL) =>
  index(name).using('gin', sql`gdo_unaccent(${document}) gin_trgm_ops`);

/**
 * The registers searched at a million rows keep their search document written down (decision 160):
 * `busca`, accent-free and lower-case, computed by PostgreSQL on every write, so a search compares
 * plain text (`busca LIKE`, lib/list-query.ts `matchesBusca`) instead of calling gdo_unaccent on
 * every row it looks at. Raw column names: the column set is shared by two tables.
 */
export const buscaColumn = (...names: string[]) =>
  text('busca')
    .notNull()
    .generatedAlwaysAs(
      sql.raw(`lower(gdo_unaccent(${names.map((name) => `coalesce(${name}, '')`).join(` || ' ' || `)}))`),
    );

/** GIN trigram index over a stored `busca` column. */
export const buscaIndex = (name: string, busca: AnyPgColumn) =>
  index(name).using('gin', sql`${busca} gin_trgm_ops`);

// What a cliente and a fornecedor share (domain pessoa.ts); cpf_cnpj, phones and CEP unmasked.
const pessoaColumns = {
  ...registerColumns,
  cpf_cnpj: text('cpf_cnpj').notNull(),
  nome: text('nome').notNull(),
  razao_social: text('razao_social'),
  inscricao_municipal: text('inscricao_municipal'),
  inscricao_estadual: text('inscricao_estadual'),
  telefone: text('telefone').notNull(),
  email: text('email').notNull(),
  responsavel: text('responsavel'),
  responsavel_financeiro: text('responsavel_financeiro'),
  telefone_financeiro: text('telefone_financeiro'),
  email_financeiro: text('email_financeiro'),
  ...enderecoColumns,
  status: smallint('status').notNull().default(1),
  ...versaoColumn,
  ...timestamps,
  busca: buscaColumn('nome', 'razao_social', 'cpf_cnpj', 'email', 'telefone', 'responsavel'),
};

type PessoaTable = { [K in keyof typeof pessoaColumns]: AnyPgColumn };

// Each register is also unique on (empresa_id, id): the target of the composite foreign keys that
// keep a child (an obra, a subetapa) in its parent's empresa, whatever a service gets wrong.
const pessoaIndexes = (name: string, t: PessoaTable) => [
  unique(`${name}_empresa_id_key`).on(t.empresa_id, t.id),
  uniqueIndex(`${name}_cpf_cnpj_key`).on(t.empresa_id, t.cpf_cnpj),
  // The list's page is found in this index alone (lib/pessoa-repository.ts): in name order, with
  // the id that breaks ties and, in INCLUDE (migration 0021, which Drizzle cannot say), the search
  // document, so a search walks index entries and reads the table only for the 50 rows it shows.
  index(`${name}_empresa_nome_idx`).on(t.empresa_id, t.nome, t.id),
  buscaIndex(`${name}_busca_idx`, t.busca),
];

export const clientes = pgTable('clientes', pessoaColumns, (t) => pessoaIndexes('clientes', t));

/** A fornecedor's bank details (domain dados-bancarios.ts), also kept on each lançamento as they were. */
export const bancoColumns = {
  banco: text('banco'),
  agencia: text('agencia'),
  conta: text('conta'),
  tipo_conta: smallint('tipo_conta'),
  pix: text('pix'),
};

export const fornecedores = pgTable('fornecedores', { ...pessoaColumns, ...bancoColumns }, (t) =>
  pessoaIndexes('fornecedores', t),
);

export const obras = pgTable(
  'obras',
  {
    ...registerColumns,
    id_cliente: integer('id_cliente').notNull(),
    nome: text('nome').notNull(),
    alvara: text('alvara'),
    cno: text('cno'),
    engenheiro: text('engenheiro'),
    ...enderecoColumns,
    data_inicio: date('data_inicio', { mode: 'string' }),
    previsao_entrega: date('previsao_entrega', { mode: 'string' }),
    data_entrega: date('data_entrega', { mode: 'string' }),
    metragem: numeric('metragem', { precision: 12, scale: 2 }),
    tipo: text('tipo'),
    responsavel_tecnico: text('responsavel_tecnico'),
    registro_profissional: text('registro_profissional'),
    art: text('art'),
    status: smallint('status').notNull().default(1),
    ...versaoColumn,
    ...timestamps,
    busca: buscaColumn('nome', 'alvara', 'cno', 'engenheiro'),
    // The cliente's `busca`, copied by triggers on every write of either table (migration 0022,
    // decision 180): an obra's search reads one row, in one index, for both documents.
    busca_cliente: text('busca_cliente').notNull().default(''),
  },
  (t) => [
    unique('obras_empresa_id_key').on(t.empresa_id, t.id),
    empresaForeignKey('obras_cliente_fk', t, t.id_cliente, clientes),
    // As the pessoas' (migration 0021), with both search documents in INCLUDE (migration 0022).
    index('obras_empresa_nome_idx').on(t.empresa_id, t.nome, t.id),
    index('obras_empresa_cliente_idx').on(t.empresa_id, t.id_cliente),
    buscaIndex('obras_busca_idx', t.busca),
    buscaIndex('obras_busca_cliente_idx', t.busca_cliente),
  ],
);

// What an etapa and a subetapa of the catalogue share (lib/catalogo-routes.ts).
const catalogoColumns = {
  numero: text('numero').notNull(),
  nome: text('nome').notNull(),
  status: smallint('status').notNull().default(1),
  ...versaoColumn,
  ...timestamps,
};

export const etapas = pgTable('etapas', { ...registerColumns, ...catalogoColumns }, (t) => [
  unique('etapas_empresa_id_key').on(t.empresa_id, t.id),
  uniqueIndex('etapas_numero_key').on(t.empresa_id, t.numero),
]);

export const subetapas = pgTable(
  'subetapas',
  {
    ...registerColumns,
    etapa_id: integer('etapa_id').notNull(),
    ...catalogoColumns,
  },
  (t) => [
    unique('subetapas_empresa_id_key').on(t.empresa_id, t.id),
    empresaForeignKey('subetapas_etapa_fk', t, t.etapa_id, etapas),
    uniqueIndex('subetapas_numero_key').on(t.etapa_id, t.numero),
    index('subetapas_empresa_idx').on(t.empresa_id),
  ],
);
