import { toFieldErrors } from '@gdo/domain/api-error';
import { FOTO_MAX_BYTES, FOTO_MESSAGES, type FotoCreate, fotoCreateSchema } from '@gdo/domain/diario-foto';
import type { FastifyRequest } from 'fastify';
import { invalidFields } from '../../lib/app-error';
import { lerEnvio } from '../../lib/multipart-upload';

// Reads a photo upload (multipart/form-data, lib/multipart-upload.ts): one file and the text
// fields, validated by the domain schema; a missing file is refused with the fields' own errors.
export async function lerFotoEnviada(
  request: FastifyRequest,
): Promise<{ arquivo: Buffer; input: FotoCreate }> {
  const { arquivo, campos } = await lerEnvio(request, {
    maxBytes: FOTO_MAX_BYTES,
    maxCampos: 10,
    maxBytesCampo: 10_000,
    mensagens: {
      naoMultipart: FOTO_MESSAGES.envieMultipart,
      muitoGrande: FOTO_MESSAGES.muitoGrande,
      umArquivo: FOTO_MESSAGES.umArquivo,
      ilegivel: FOTO_MESSAGES.envieMultipart,
    },
  });
  const parsed = fotoCreateSchema.safeParse(campos);
  const errors = parsed.success ? [] : toFieldErrors(parsed.error.issues);
  if (!arquivo) errors.unshift({ field: 'arquivo', message: FOTO_MESSAGES.arquivoObrigatorio });
  if (!parsed.success || !arquivo || errors.length > 0) throw invalidFields(errors);
  return { arquivo: arquivo.bytes, input: parsed.data };
}
