import fc from 'fast-check';
import { formulario, imagem } from '../diario-fotos';
import { nastyArb } from './fuzz-mutations';
import { type IdPools, idArb } from './fuzz-values';

// Forms for the routes that take multipart/form-data (the diário's photos): the file a valid
// image, one cut short, any bytes or none; the text fields valid, nasty or missing.

export type Imagens = Buffer[];

/** A few real images (JPEG, PNG, WebP) made once, for forms that should get past the checks. */
export async function imagensDoFuzz(): Promise<Imagens> {
  return Promise.all([imagem('jpeg', 1, 48, 32), imagem('png', 2, 32, 48), imagem('webp', 3, 40, 40)]);
}

const texto = fc.oneof(
  { weight: 5, arbitrary: fc.string({ minLength: 1, maxLength: 40 }) },
  { weight: 2, arbitrary: nastyArb.map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))) },
  { weight: 1, arbitrary: fc.constant(undefined) },
);

export function formArb(pools: IdPools, imagens: Imagens) {
  const arquivo = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...imagens) },
    { weight: 2, arbitrary: fc.constantFrom(...imagens).map((b) => b.subarray(0, Math.floor(b.length / 2))) },
    { weight: 2, arbitrary: fc.uint8Array({ maxLength: 600 }).map((bytes) => Buffer.from(bytes)) },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
  // Mostly none or an etapa id (of this budget or not), so that many forms get to be stored.
  const etapa = fc.oneof(
    { weight: 3, arbitrary: fc.constant(undefined) },
    { weight: 3, arbitrary: idArb('etapas', pools).map(String) },
    { weight: 1, arbitrary: texto },
  );
  return fc
    .record({ arquivo, legenda: texto, etapa, filename: fc.constantFrom('foto.jpg', 'x', '../../a.gif') })
    .map(({ arquivo, legenda, etapa, filename }) => formulario(arquivo, { legenda, etapa, filename }));
}
