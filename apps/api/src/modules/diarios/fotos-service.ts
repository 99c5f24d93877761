import {
  FOTO_MESSAGES,
  FOTOS_POR_DIARIO,
  type Foto,
  type FotoCreate,
  type TamanhoFoto,
} from '@gdo/domain/diario-foto';
import { API_ERRORS } from '@gdo/domain/messages';
import type { DbOrTx, EmpresaScope } from '../../db/client';
import { AppError, invalidFields } from '../../lib/app-error';
import { ImagemInvalida, prepararFoto, tipoDaImagem } from '../../lib/imagem';
import type { Assinador } from '../../lib/signed-url';
import * as fotosRepo from './fotos-repository';
import { etapasDoOrcamentoDaObra } from './referencias-repository';
import * as repo from './repository';
import { type ComLinks, diarioNotFound } from './service';

// A rascunho's photos (decision 071): added with their two smaller sizes, removed while the report
// is a rascunho, and served by signed links. The report's row lock orders additions, removals and
// the signature, so a photo never lands in a report being signed, nor past the limit.

const assinado = () => new AppError('CONFLICT', FOTO_MESSAGES.diarioAssinado);
const campoArquivo = (message: string) => invalidFields([{ field: 'arquivo', message }]);

/** The report locked (or just read), refused unless it is the empresa's and still a rascunho. */
async function rascunho({ db, empresaId, id, lock }: EmpresaScope<DbOrTx> & { id: number; lock: boolean }) {
  const row = await repo.findDiarioRow(db, empresaId, id, { lock });
  if (!row) throw diarioNotFound();
  if (row.status !== 'rascunho') throw assinado();
  return row;
}

async function conferirEtapa({
  db,
  empresaId,
  obraId,
  etapa,
}: EmpresaScope & { obraId: number; etapa: number }) {
  const estrutura = (await etapasDoOrcamentoDaObra(db, empresaId, obraId)) ?? [];
  if (!estrutura.some((e) => e.id === etapa)) {
    throw invalidFields([{ field: 'etapa', message: API_ERRORS.etapaForaDoOrcamento }]);
  }
}

async function preparar(arquivo: Buffer) {
  try {
    return await prepararFoto(arquivo);
  } catch (error) {
    if (!(error instanceof ImagemInvalida)) throw error;
    throw campoArquivo(
      error.motivo === 'pixels' ? FOTO_MESSAGES.imagemGrandeDemais : FOTO_MESSAGES.imagemInvalida,
    );
  }
}

/**
 * Adds a photo to a rascunho. The type is the one its bytes say (415 for anything but JPEG, PNG and
 * WebP). The same file sent again to the report (a retry) answers the photo already kept.
 */
export async function adicionarFoto({
  db,
  empresaId,
  links,
  diarioId,
  arquivo,
  input,
}: EmpresaScope & ComLinks & { diarioId: number; arquivo: Buffer; input: FotoCreate }): Promise<Foto> {
  const tipo = tipoDaImagem(arquivo);
  if (!tipo) throw new AppError('UNSUPPORTED_MEDIA_TYPE', FOTO_MESSAGES.tipoNaoSuportado);
  const diario = await rascunho({ db, empresaId, id: diarioId, lock: false });
  if (input.etapa !== null)
    await conferirEtapa({ db, empresaId, obraId: diario.obra_id, etapa: input.etapa });
  // Resized before the transaction: no lock is held while sharp works.
  const foto = await preparar(arquivo);
  const row = await db.transaction(async (tx) => {
    await rascunho({ db: tx, empresaId, id: diarioId, lock: true });
    const repetida = await fotosRepo.fotoComSha(tx, diarioId, foto.sha256);
    if (repetida) return repetida;
    if ((await fotosRepo.contarFotos(tx, diarioId)) >= FOTOS_POR_DIARIO) {
      throw campoArquivo(FOTO_MESSAGES.limitePorDiario);
    }
    return fotosRepo.insertFoto(
      tx,
      {
        empresa_id: empresaId,
        diario_id: diarioId,
        legenda: input.legenda,
        etapa_id: input.etapa,
        tirada_em: foto.tiradaEm,
        largura: foto.largura,
        altura: foto.altura,
        sha256: foto.sha256,
      },
      [
        { tamanho: 'original', tipo, bytes: arquivo },
        { tamanho: 'exibicao', tipo: 'image/jpeg', bytes: foto.exibicao },
        { tamanho: 'miniatura', tipo: 'image/jpeg', bytes: foto.miniatura },
      ],
    );
  });
  return links.foto(row);
}

export async function removerFoto({ db, empresaId, id }: EmpresaScope & { id: number }) {
  await db.transaction(async (tx) => {
    const foto = await fotosRepo.findFoto(tx, empresaId, id);
    if (!foto) throw new AppError('NOT_FOUND', FOTO_MESSAGES.fotoNaoEncontrada);
    await rascunho({ db: tx, empresaId, id: foto.diario_id, lock: true });
    await fotosRepo.deleteFoto(tx, id);
  });
  return { message: FOTO_MESSAGES.fotoExcluida };
}

/**
 * The file a signed link names. No session: the link itself is the permission, checked against
 * this server's key for the empresa it names (403 when altered or expired).
 */
export async function arquivoDoLink({
  db,
  assinador,
  fotoId,
  tamanho,
  caminho,
  link,
}: {
  db: DbOrTx;
  assinador: Assinador;
  fotoId: number;
  tamanho: TamanhoFoto;
  caminho: string;
  link: { e: number; exp: number; sig: string };
}) {
  if (!assinador.confere({ empresa: link.e, caminho, exp: link.exp, sig: link.sig })) {
    throw new AppError('FORBIDDEN', FOTO_MESSAGES.linkInvalido);
  }
  const arquivo = await fotosRepo.arquivoDaFoto(db, link.e, fotoId, tamanho);
  if (!arquivo) throw new AppError('NOT_FOUND', FOTO_MESSAGES.fotoNaoEncontrada);
  return arquivo;
}
