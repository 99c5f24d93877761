import type { EmpresaConfiguracao } from '@gdo/domain/empresa';
import { count, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { empresas } from '../../db/schema';

export async function insertEmpresa(tx: DbOrTx, nome: string) {
  const [empresa] = await tx.insert(empresas).values({ nome }).returning();
  return empresa!;
}

export async function countEmpresas(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(empresas);
  return row!.n;
}

/** The firm's name, printed on its exports. */
export async function empresaNome(db: Db, empresaId: number): Promise<string> {
  const [row] = await db.select({ nome: empresas.nome }).from(empresas).where(eq(empresas.id, empresaId));
  return row?.nome ?? '';
}

const configuracaoColumns = {
  nome: empresas.nome,
  cnpj: empresas.cnpj,
  cep: empresas.cep,
  logradouro: empresas.logradouro,
  numero: empresas.numero,
  complemento: empresas.complemento,
  bairro: empresas.bairro,
  cidade: empresas.cidade,
  uf: empresas.uf,
  logo: sql<boolean>`${empresas.logo} is not null`,
};

/** The firm's own data as its settings screen shows it (the logo only as whether there is one). */
export async function findConfiguracao(
  db: DbOrTx,
  empresaId: number,
): Promise<EmpresaConfiguracao | undefined> {
  const [row] = await db.select(configuracaoColumns).from(empresas).where(eq(empresas.id, empresaId));
  return row;
}

export async function updateConfiguracao(
  db: DbOrTx,
  empresaId: number,
  fields: Partial<Omit<EmpresaConfiguracao, 'logo'>> & { logo?: Buffer | null },
): Promise<EmpresaConfiguracao | undefined> {
  const [row] = await db
    .update(empresas)
    .set({ ...fields, data_alteracao: sql`now()` })
    .where(eq(empresas.id, empresaId))
    .returning(configuracaoColumns);
  return row;
}

export async function findLogo(db: DbOrTx, empresaId: number): Promise<Buffer | null> {
  const [row] = await db.select({ logo: empresas.logo }).from(empresas).where(eq(empresas.id, empresaId));
  return row?.logo ?? null;
}
