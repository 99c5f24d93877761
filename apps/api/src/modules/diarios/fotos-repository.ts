import type { TamanhoFoto, TipoFoto } from '@gdo/domain/diario-foto';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { DbOrTx as Db } from '../../db/client';
import { diarioFotoArquivos, diarioFotos } from '../../db/schema-diario-fotos';

// A report's photos (decision 071): their rows, read with the reports, and their files, read one
// at a time by the link that serves them. Always within the caller's empresa.

export type FotoRow = typeof diarioFotos.$inferSelect;

/** The photos of these reports, each report's in the order they were added. */
export async function fotosDosDiarios(db: Db, empresaId: number, ids: number[]) {
  const byDiario = new Map<number, FotoRow[]>();
  if (ids.length === 0) return byDiario;
  const rows = await db
    .select()
    .from(diarioFotos)
    .where(and(eq(diarioFotos.empresa_id, empresaId), inArray(diarioFotos.diario_id, ids)))
    .orderBy(asc(diarioFotos.id));
  for (const row of rows) byDiario.set(row.diario_id, [...(byDiario.get(row.diario_id) ?? []), row]);
  return byDiario;
}

export async function contarFotos(db: Db, diarioId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(diarioFotos).where(eq(diarioFotos.diario_id, diarioId));
  return row!.n;
}

export async function fotoComSha(db: Db, diarioId: number, sha256: string) {
  const [row] = await db
    .select()
    .from(diarioFotos)
    .where(and(eq(diarioFotos.diario_id, diarioId), eq(diarioFotos.sha256, sha256)));
  return row;
}

export async function findFoto(db: Db, empresaId: number, id: number) {
  const [row] = await db
    .select()
    .from(diarioFotos)
    .where(and(eq(diarioFotos.empresa_id, empresaId), eq(diarioFotos.id, id)));
  return row;
}

type Arquivo = { tamanho: TamanhoFoto; tipo: TipoFoto | 'image/jpeg'; bytes: Buffer };

export async function insertFoto(
  db: Db,
  values: Omit<typeof diarioFotos.$inferInsert, 'id' | 'data_cadastro'>,
  arquivos: Arquivo[],
): Promise<FotoRow> {
  const [row] = await db.insert(diarioFotos).values(values).returning();
  await db
    .insert(diarioFotoArquivos)
    .values(arquivos.map((a) => ({ ...a, foto_id: row!.id, empresa_id: values.empresa_id })));
  return row!;
}

/** Its files go with it (ON DELETE CASCADE). */
export async function deleteFoto(db: Db, id: number): Promise<void> {
  await db.delete(diarioFotos).where(eq(diarioFotos.id, id));
}

export async function arquivoDaFoto(db: Db, empresaId: number, fotoId: number, tamanho: TamanhoFoto) {
  const [row] = await db
    .select({ tipo: diarioFotoArquivos.tipo, bytes: diarioFotoArquivos.bytes })
    .from(diarioFotoArquivos)
    .where(
      and(
        eq(diarioFotoArquivos.empresa_id, empresaId),
        eq(diarioFotoArquivos.foto_id, fotoId),
        eq(diarioFotoArquivos.tamanho, tamanho),
      ),
    );
  return row;
}

/** The display size (JPEG, at most 1 600 px) of these photos, by photo id: what a PDF embeds. */
export async function exibicoesDasFotos(db: Db, empresaId: number, fotoIds: number[]) {
  const byFoto = new Map<number, Buffer>();
  if (fotoIds.length === 0) return byFoto;
  const rows = await db
    .select({ foto: diarioFotoArquivos.foto_id, bytes: diarioFotoArquivos.bytes })
    .from(diarioFotoArquivos)
    .where(
      and(
        eq(diarioFotoArquivos.empresa_id, empresaId),
        inArray(diarioFotoArquivos.foto_id, fotoIds),
        eq(diarioFotoArquivos.tamanho, 'exibicao'),
      ),
    );
  for (const row of rows) byFoto.set(row.foto, row.bytes);
  return byFoto;
}
