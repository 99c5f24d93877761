import { COMPROVANTE_MAX_BYTES, PAGAMENTO_MESSAGES as M } from '@gdo/domain/pagamento';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { tipoDaImagem } from '../../lib/imagem';
import { erroNoArquivo, lerEnvio } from '../../lib/multipart-upload';

// Reads a comprovante upload (multipart/form-data, lib/multipart-upload.ts): a PDF or an image, the
// type read from its first bytes (never the declared one), up to COMPROVANTE_MAX_BYTES. Refusals as
// the diário's photos answer them (decision 071): 415, 413, 400 on `arquivo`.

function tipoDoComprovante(bytes: Buffer): string | undefined {
  if (bytes.toString('latin1', 0, 5) === '%PDF-') return 'application/pdf';
  return tipoDaImagem(bytes);
}

export async function lerComprovante(
  request: FastifyRequest,
): Promise<{ nome: string; tipo: string; bytes: Buffer }> {
  const { arquivo } = await lerEnvio(request, {
    maxBytes: COMPROVANTE_MAX_BYTES,
    maxCampos: 5,
    maxBytesCampo: 1_000,
    mensagens: {
      naoMultipart: M.comprovanteMultipart,
      muitoGrande: M.comprovanteGrande,
      umArquivo: M.comprovanteUmArquivo,
      ilegivel: M.comprovanteMultipart,
    },
  });
  if (!arquivo) throw erroNoArquivo(M.comprovanteObrigatorio);
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
