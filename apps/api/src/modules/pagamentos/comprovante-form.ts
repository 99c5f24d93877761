import { COMPROVANTE_MAX_BYTES, PAGAMENTO_MESSAGES as M } from '@gdo/domain/pagamento';
import type { FastifyRequest } from 'fastify';
import { AppError, invalidFields } from '../../lib/app-error';
import { tipoDaImagem } from '../../lib/imagem';

// Reads a comprovante upload (multipart/form-data, one file in any field): a PDF or an image, the
// type read from its first bytes (never the declared one), up to COMPROVANTE_MAX_BYTES. Refusals as
// the diário's photos answer them (decision 071): 415, 413, 400 on `arquivo`.

const campoArquivo = (message: string) => invalidFields([{ field: 'arquivo', message }]);
const naoMultipart = () => new AppError('UNSUPPORTED_MEDIA_TYPE', M.comprovanteMultipart);

function tipoDoComprovante(bytes: Buffer): string | undefined {
  if (bytes.toString('latin1', 0, 5) === '%PDF-') return 'application/pdf';
  return tipoDaImagem(bytes);
}

function recusa(error: unknown): Error {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('PAYLOAD_TOO_LARGE', M.comprovanteGrande);
  if (code === 'FST_FILES_LIMIT') return campoArquivo(M.comprovanteUmArquivo);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return naoMultipart();
  return campoArquivo(M.comprovanteMultipart);
}

export async function lerComprovante(
  request: FastifyRequest,
): Promise<{ nome: string; tipo: string; bytes: Buffer }> {
  if (!request.isMultipart()) throw naoMultipart();
  let arquivo: { nome: string; bytes: Buffer } | undefined;
  try {
    const parts = request.parts({
      limits: { fileSize: COMPROVANTE_MAX_BYTES, files: 1, fields: 5, fieldSize: 1_000, parts: 6 },
    });
    for await (const part of parts) {
      if (part.type === 'file') arquivo = { nome: part.filename, bytes: await part.toBuffer() };
    }
  } catch (error) {
    throw recusa(error);
  }
  if (!arquivo || arquivo.bytes.length === 0) throw campoArquivo(M.comprovanteObrigatorio);
  const tipo = tipoDoComprovante(arquivo.bytes);
  if (!tipo) throw new AppError('UNSUPPORTED_MEDIA_TYPE', M.comprovanteTipo);
  // A name for the download only: control characters and path separators left out.
  const nome =
    arquivo.nome
      .replace(/[\p{Cc}/\\]/gu, '')
      .trim()
      .slice(0, 200) || 'comprovante';
  return { nome, tipo, bytes: arquivo.bytes };
}
