import { toFieldErrors } from '@gdo/domain/api-error';
import { FOTO_MAX_BYTES, FOTO_MESSAGES, type FotoCreate, fotoCreateSchema } from '@gdo/domain/diario-foto';
import type { FastifyRequest } from 'fastify';
import { AppError, invalidFields } from '../../lib/app-error';

// Reads a photo upload (multipart/form-data): one file, whatever its field's name, and the text
// fields, validated by the domain schema. Refusals are the API's pt-BR errors: 415 for another
// content type, 413 past FOTO_MAX_BYTES, 400 for a missing or second file or a malformed body.

const naoMultipart = () => new AppError('UNSUPPORTED_MEDIA_TYPE', FOTO_MESSAGES.envieMultipart);
const campoArquivo = (message: string) => invalidFields([{ field: 'arquivo', message }]);

function recusa(error: unknown): Error {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('PAYLOAD_TOO_LARGE', FOTO_MESSAGES.muitoGrande);
  if (code === 'FST_FILES_LIMIT') return campoArquivo(FOTO_MESSAGES.umArquivo);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return naoMultipart();
  // A body busboy could not read (no boundary, cut short, too many parts or fields).
  return campoArquivo(FOTO_MESSAGES.envieMultipart);
}

export async function lerFotoEnviada(
  request: FastifyRequest,
): Promise<{ arquivo: Buffer; input: FotoCreate }> {
  if (!request.isMultipart()) throw naoMultipart();
  let arquivo: Buffer | undefined;
  const campos: Record<string, string> = {};
  try {
    const parts = request.parts({
      limits: { fileSize: FOTO_MAX_BYTES, files: 1, fields: 10, fieldSize: 10_000, parts: 11 },
    });
    for await (const part of parts) {
      if (part.type === 'file') arquivo = await part.toBuffer();
      else campos[part.fieldname] = String(part.value);
    }
  } catch (error) {
    throw recusa(error);
  }
  const parsed = fotoCreateSchema.safeParse(campos);
  const errors = parsed.success ? [] : toFieldErrors(parsed.error.issues);
  if (!arquivo || arquivo.length === 0)
    errors.unshift({ field: 'arquivo', message: FOTO_MESSAGES.arquivoObrigatorio });
  if (!parsed.success || errors.length > 0) throw invalidFields(errors);
  return { arquivo: arquivo!, input: parsed.data };
}
