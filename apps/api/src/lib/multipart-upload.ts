import type { FastifyRequest } from 'fastify';
import { AppError, invalidFields } from './app-error';

// One reader for every upload (the empresa's logo, the diário's photos, a payment's comprovante):
// a multipart/form-data body with one file, whatever its field's name, and a few text fields.
// Each caller gives its limits and its pt-BR messages; the statuses are the same for all: 415 for
// another content type, 413 past the file's size, 400 on `arquivo` for a second file or a body
// that cannot be read. A missing file is the caller's to refuse, with its other fields' errors.

export type MensagensDoEnvio = {
  /** 415: the body is not multipart/form-data. */
  naoMultipart: string;
  /** 413: the file is larger than `maxBytes`. */
  muitoGrande: string;
  /** 400: more than one file. */
  umArquivo: string;
  /** 400: a body busboy could not read (no boundary, cut short, too many parts or fields). */
  ilegivel: string;
};

export type OpcoesDoEnvio = {
  maxBytes: number;
  /** How many text fields the form may carry beside the file. */
  maxCampos: number;
  /** The largest text field, in bytes (busboy's 1 MB when left out). */
  maxBytesCampo?: number;
  mensagens: MensagensDoEnvio;
};

export type Envio = {
  /** The file sent, or none when it is missing or empty. */
  arquivo?: { nome: string; bytes: Buffer };
  campos: Record<string, string>;
};

/** A 400 on the upload's file, in the shape of a validation error. */
export const erroNoArquivo = (message: string) => invalidFields([{ field: 'arquivo', message }]);

function recusa(error: unknown, mensagens: MensagensDoEnvio): Error {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('PAYLOAD_TOO_LARGE', mensagens.muitoGrande);
  // A second file is not a missing one (issue 13's review): say what was wrong with the body.
  if (code === 'FST_FILES_LIMIT') return erroNoArquivo(mensagens.umArquivo);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return new AppError('UNSUPPORTED_MEDIA_TYPE', mensagens.naoMultipart);
  return erroNoArquivo(mensagens.ilegivel);
}

export async function lerEnvio(request: FastifyRequest, opcoes: OpcoesDoEnvio): Promise<Envio> {
  const { maxBytes, maxCampos, maxBytesCampo, mensagens } = opcoes;
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', mensagens.naoMultipart);
  let arquivo: Envio['arquivo'];
  const campos: Record<string, string> = {};
  try {
    const parts = request.parts({
      limits: {
        fileSize: maxBytes,
        files: 1,
        fields: maxCampos,
        parts: maxCampos + 1,
        ...(maxBytesCampo === undefined ? {} : { fieldSize: maxBytesCampo }),
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') arquivo = { nome: part.filename, bytes: await part.toBuffer() };
      else campos[part.fieldname] = String(part.value);
    }
  } catch (error) {
    throw recusa(error, mensagens);
  }
  return { arquivo: arquivo && arquivo.bytes.length > 0 ? arquivo : undefined, campos };
}
