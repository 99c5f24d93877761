import { EMPRESA_MESSAGES, LOGO_MAX_BYTES, LOGO_MAX_PX, LOGO_TIPOS } from '@gdo/domain/empresa';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { AppError, invalidFields } from '../../lib/app-error';
import { tipoDaImagem } from '../../lib/imagem';

// The logo upload (decision 102): one file of multipart/form-data, PNG or JPEG by its bytes, at
// most LOGO_MAX_BYTES; kept as a PNG that fits LOGO_MAX_PX, without its metadata.

const campo = (message: string) => invalidFields([{ field: 'arquivo', message }]);

async function lerArquivo(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', EMPRESA_MESSAGES.logoTipo);
  let arquivo: Buffer | undefined;
  try {
    const parts = request.parts({ limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
    for await (const part of parts) {
      if (part.type === 'file') arquivo = await part.toBuffer();
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('PAYLOAD_TOO_LARGE', EMPRESA_MESSAGES.logoGrande);
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', EMPRESA_MESSAGES.logoTipo);
    }
    // A second file is not a missing one (issue 13's review): say what was wrong with the body.
    if (code === 'FST_FILES_LIMIT') throw campo(EMPRESA_MESSAGES.logoUmArquivo);
    // A body busboy could not read (no boundary, cut short, too many parts or fields).
    throw campo(EMPRESA_MESSAGES.logoFormulario);
  }
  if (!arquivo || arquivo.length === 0) throw campo(EMPRESA_MESSAGES.logoObrigatorio);
  return arquivo;
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
    throw campo(EMPRESA_MESSAGES.logoIlegivel);
  }
}
