import { EMPRESA_MESSAGES, LOGO_MAX_BYTES, LOGO_MAX_PX, LOGO_TIPOS } from '@gdo/domain/empresa';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { AppError } from '../../lib/app-error';
import { tipoDaImagem } from '../../lib/imagem';
import { erroNoArquivo, lerEnvio } from '../../lib/multipart-upload';

// The logo upload (decision 102): one file of multipart/form-data (lib/multipart-upload.ts), PNG or
// JPEG by its bytes, at most LOGO_MAX_BYTES; kept as a PNG that fits LOGO_MAX_PX, without its metadata.

async function lerArquivo(request: FastifyRequest): Promise<Buffer> {
  const { arquivo } = await lerEnvio(request, {
    maxBytes: LOGO_MAX_BYTES,
    maxCampos: 5,
    mensagens: {
      naoMultipart: EMPRESA_MESSAGES.logoTipo,
      muitoGrande: EMPRESA_MESSAGES.logoGrande,
      umArquivo: EMPRESA_MESSAGES.logoUmArquivo,
      ilegivel: EMPRESA_MESSAGES.logoFormulario,
    },
  });
  if (!arquivo) throw erroNoArquivo(EMPRESA_MESSAGES.logoObrigatorio);
  return arquivo.bytes;
}

/** The uploaded logo, ready to keep: a PNG no larger than LOGO_MAX_PX on either side. */
export async function logoEnviado(request: FastifyRequest): Promise<Buffer> {
  const arquivo = await lerArquivo(request);
  const tipo = tipoDaImagem(arquivo);
  if (!tipo || !(LOGO_TIPOS as readonly string[]).includes(tipo)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', EMPRESA_MESSAGES.logoTipo);
  }
  try {
    return await sharp(arquivo, { limitInputPixels: 40_000_000, failOn: 'error' })
      .rotate()
      .resize(LOGO_MAX_PX, LOGO_MAX_PX, { fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
  } catch {
    throw erroNoArquivo(EMPRESA_MESSAGES.logoIlegivel);
  }
}
