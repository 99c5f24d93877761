import type { ListQuery } from '@gdo/domain/paging';
import type { Role, Status, Usuario } from '@gdo/domain/usuario';
import { and, count, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx as Db, DbOrTx } from '../../db/client';
import { empresas, usuarios } from '../../db/schema';
import { pageOf, planList, withTotal } from '../../lib/list-query';
import { versaoIs } from '../../lib/versao';

/** Every column but the password hash: the hash never leaves this module. */
const publicColumns = {
  id: usuarios.id,
  nome: usuarios.nome,
  email: usuarios.email,
  cpf: usuarios.cpf,
  telefone: usuarios.telefone,
  cep: usuarios.cep,
  logradouro: usuarios.logradouro,
  numero: usuarios.numero,
  complemento: usuarios.complemento,
  bairro: usuarios.bairro,
  cidade: usuarios.cidade,
  uf: usuarios.uf,
  permissoes: usuarios.permissoes,
  status: usuarios.status,
  versao: usuarios.versao,
  data_cadastro: usuarios.data_cadastro,
  data_alteracao: usuarios.data_alteracao,
};

type Row = Omit<typeof usuarios.$inferSelect, 'senha_hash' | 'empresa_id'>;

/** Timestamps as ISO 8601 and the enumerations narrowed, as the response schema states them. */
function toUsuario(row: Row): Usuario {
  return {
    ...row,
    permissoes: row.permissoes as Role[],
    status: row.status as Status,
    data_cadastro: row.data_cadastro.toISOString(),
    data_alteracao: row.data_alteracao.toISOString(),
  };
}

export type UsuarioValues = Omit<
  typeof usuarios.$inferInsert,
  'id' | 'empresa_id' | 'versao' | 'data_cadastro' | 'data_alteracao'
>;

export async function listUsuarios(db: Db, empresaId: number, query: ListQuery) {
  const plan = planList(
    query,
    {
      sortable: {
        nome: usuarios.nome,
        email: usuarios.email,
        status: usuarios.status,
        data_cadastro: usuarios.data_cadastro,
      },
      defaultSort: 'nome',
      searchable: [usuarios.nome, usuarios.email, usuarios.cpf],
    },
    usuarios.id,
  );
  const conditions: (SQL | undefined)[] = [eq(usuarios.empresa_id, empresaId), plan.search];
  if (query.status !== undefined) conditions.push(eq(usuarios.status, query.status));
  const where = and(...conditions);
  const found = await db
    .select(withTotal(publicColumns, plan, usuarios, where))
    .from(usuarios)
    .where(where)
    .orderBy(...plan.orderBy)
    .limit(plan.limit)
    .offset(plan.offset);
  const { rows, total } = await pageOf(db, found, plan, usuarios, where);
  return { rows: rows.map(toUsuario), total };
}

export async function findUsuario(db: Db, empresaId: number, id: number) {
  const [row] = await db
    .select(publicColumns)
    .from(usuarios)
    .where(and(eq(usuarios.empresa_id, empresaId), eq(usuarios.id, id)));
  return row && toUsuario(row);
}

/** The sign-in e-mail and stored hash, read only to check the user's current password. */
export async function findCredenciais(db: Db, empresaId: number, id: number) {
  const [row] = await db
    .select({ email: usuarios.email, senha_hash: usuarios.senha_hash })
    .from(usuarios)
    .where(and(eq(usuarios.empresa_id, empresaId), eq(usuarios.id, id)));
  return row;
}

/** Whether any user of any empresa signs in with this e-mail (sign-in is by e-mail alone). */
export async function emailTaken(db: Db, email: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(
      and(
        sql`lower(${usuarios.email}) = ${email.toLowerCase()}`,
        exceptId ? ne(usuarios.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertUsuario(db: Db, empresaId: number, values: UsuarioValues) {
  const [row] = await db
    .insert(usuarios)
    .values({ ...values, empresa_id: empresaId })
    .returning(publicColumns);
  return toUsuario(row!);
}

/** Undefined when no row matched: not the empresa's, or (with `versao`) saved meanwhile by someone else. */
export async function updateUsuario(
  db: Db,
  empresaId: number,
  id: number,
  values: Partial<UsuarioValues>,
  versao?: number,
) {
  const [row] = await db
    .update(usuarios)
    .set({ ...values, data_alteracao: sql`now()` })
    .where(and(eq(usuarios.empresa_id, empresaId), eq(usuarios.id, id), versaoIs(usuarios.versao, versao)))
    .returning(publicColumns);
  return row && toUsuario(row);
}

/** Active admins of the empresa other than `exceptId`. */
export async function countOtherActiveAdmins(db: Db, empresaId: number, exceptId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(usuarios)
    .where(
      and(
        eq(usuarios.empresa_id, empresaId),
        ne(usuarios.id, exceptId),
        eq(usuarios.status, 1),
        sql`'admin' = any(${usuarios.permissoes})`,
      ),
    );
  return row!.n;
}

/** Serialises the checks on a firm's admins (the last active admin stays) for one transaction. */
export async function lockEmpresa(tx: DbOrTx, empresaId: number): Promise<void> {
  await tx.select({ id: empresas.id }).from(empresas).where(eq(empresas.id, empresaId)).for('update');
}
