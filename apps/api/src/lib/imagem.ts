import { createHash } from 'node:crypto';
import {
  FOTO_EXIBICAO_PX,
  FOTO_MAX_PIXELS,
  FOTO_MINIATURA_MAX_BYTES,
  FOTO_MINIATURA_PX,
  type TipoFoto,
} from '@gdo/domain/diario-foto';
import { FUSO_DAS_OBRAS } from '@gdo/domain/fuso';
import exifReader from 'exif-reader';
import sharp, { type Metadata } from 'sharp';

// A phone photo made ready to keep (decision 071): its real type read from its first bytes, its
// display size and thumbnail as JPEG with the EXIF orientation applied and the metadata (GPS
// included) left out, and the moment it was taken. sharp runs in libuv's pool, off the main thread.

/** The type the bytes say, whatever name or Content-Type the file came with; undefined for any other. */
export function tipoDaImagem(bytes: Buffer): TipoFoto | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'image/png';
  }
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') {
    return 'image/webp';
  }
  return undefined;
}

export type FotoPreparada = {
  sha256: string;
  largura: number;
  altura: number;
  tiradaEm: Date | null;
  exibicao: Buffer;
  miniatura: Buffer;
};

/** Why an image could not be prepared: not decodable, or more pixels than FOTO_MAX_PIXELS. */
export class ImagemInvalida extends Error {
  constructor(readonly motivo: 'corrompida' | 'pixels') {
    super(motivo);
  }
}

const abrir = (bytes: Buffer) => sharp(bytes, { limitInputPixels: FOTO_MAX_PIXELS, failOn: 'error' });

/** Wall-clock time of the sites (no offset in the EXIF) as an instant. */
function noFusoDasObras(utcFields: Date): Date {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: FUSO_DAS_OBRAS, timeZoneName: 'longOffset' })
    .formatToParts(utcFields)
    .find((p) => p.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  const minutes = match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
  return new Date(utcFields.getTime() - minutes * 60_000);
}

/**
 * When the photo was taken, from EXIF DateTimeOriginal (exif-reader reads its wall-clock fields as
 * UTC): with OffsetTimeOriginal, at that offset; without, on the sites' clock.
 */
function tiradaEm(exif: Buffer | undefined): Date | null {
  if (!exif) return null;
  try {
    const { Photo } = exifReader(exif);
    const original = Photo?.DateTimeOriginal;
    if (!(original instanceof Date) || Number.isNaN(original.getTime())) return null;
    const offset = /^([+-])(\d{2}):(\d{2})$/.exec(String(Photo?.OffsetTimeOriginal ?? ''));
    if (!offset) return noFusoDasObras(original);
    const minutes = (offset[1] === '-' ? -1 : 1) * (Number(offset[2]) * 60 + Number(offset[3]));
    return new Date(original.getTime() - minutes * 60_000);
  } catch {
    return null;
  }
}

/** A JPEG of at most `px` on its longer side, oriented, transparency over white. */
const reduzir = (bytes: Buffer, px: number, quality: number) =>
  abrir(bytes)
    .autoOrient()
    .resize({ width: px, height: px, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality, mozjpeg: true })
    .toBuffer();

/** The thumbnail, its quality lowered until it fits FOTO_MINIATURA_MAX_BYTES. */
async function miniatura(exibicao: Buffer): Promise<Buffer> {
  let bytes = Buffer.alloc(0);
  for (const quality of [72, 60, 48, 36]) {
    bytes = await reduzir(exibicao, FOTO_MINIATURA_PX, quality);
    if (bytes.length < FOTO_MINIATURA_MAX_BYTES) break;
  }
  return bytes;
}

export async function prepararFoto(original: Buffer): Promise<FotoPreparada> {
  let meta: Metadata;
  let exibicao: Buffer;
  try {
    meta = await abrir(original).metadata();
    exibicao = await reduzir(original, FOTO_EXIBICAO_PX, 82);
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    throw new ImagemInvalida(message.includes('pixel limit') ? 'pixels' : 'corrompida');
  }
  const { width, height } = meta.autoOrient;
  return {
    sha256: createHash('sha256').update(original).digest('hex'),
    largura: width,
    altura: height,
    tiradaEm: tiradaEm(meta.exif),
    exibicao,
    // From the display size, already oriented: decoding 1 600 px is far quicker than 12 megapixels.
    miniatura: await miniatura(exibicao),
  };
}
