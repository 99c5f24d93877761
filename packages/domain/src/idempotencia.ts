import { z } from 'zod';
import { API_ERRORS } from './messages';

// Idempotency keys (decision 054): a client names each create it submits with a fresh key and
// sends the same key again when it retries that submit, so a double click or a retry after a lost
// answer creates one record. The same key from the same user within 24 h gets the first answer.

// The header's name lives in constants.ts, which the web app's entry reads without loading zod.
export { IDEMPOTENCY_HEADER } from './constants';

/** 1–255 visible ASCII characters: a UUID, as the web app sends, or any opaque token of the client's. */
export const idempotencyKeySchema = z
  .string({ error: API_ERRORS.chaveIdempotenciaInvalida })
  .regex(/^[\x21-\x7e]{1,255}$/, { error: API_ERRORS.chaveIdempotenciaInvalida })
  .describe(
    'Opcional. Uma chave única por envio (um UUID, por exemplo), repetida quando o mesmo envio é tentado de novo. ' +
      'A mesma chave do mesmo usuário em até 24 horas devolve a primeira resposta (mesmo status e corpo, com o ' +
      'cabeçalho Idempotent-Replayed: true) sem gravar nada; com outros dados, 422; enquanto o primeiro envio ' +
      'ainda está em andamento, os outros esperam por ele (ou, passados alguns segundos, 409).',
  );
