import sharp from 'sharp';

// A phone photo for the diário's bench: 4 000 × 3 000 pixels stored sideways with EXIF orientation
// 6 (shown as 3 000 × 4 000, as phones write portrait shots), the moment it was taken, and a JPEG
// quality chosen so the file is about 4 MB. The picture is smooth shapes under sensor-like grain: a
// thumbnail of it weighs what a real one does (pure noise would not shrink), and the grain makes
// the full-size file as heavy as a phone's.

const LARGURA = 4000;
const ALTURA = 3000;
export const ALVO_BYTES = 4 * 2 ** 20;

/** A small pseudo-random generator (mulberry32): the same seed gives the same photo. */
function aleatorio(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

async function pixels(seed: number): Promise<Buffer> {
  const random = aleatorio(seed);
  const pequena = Buffer.alloc(24 * 18 * 3);
  for (let i = 0; i < pequena.length; i += 1) pequena[i] = Math.floor(random() * 256);
  const suave = await sharp(pequena, { raw: { width: 24, height: 18, channels: 3 } })
    .resize(LARGURA, ALTURA, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  for (let i = 0; i < suave.length; i += 1) {
    const grao = (random() - 0.5) * 36;
    suave[i] = Math.max(0, Math.min(255, suave[i]! + grao));
  }
  return suave;
}

const jpeg = (raw: Buffer, quality: number) =>
  sharp(raw, { raw: { width: LARGURA, height: ALTURA, channels: 3 } })
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'Bench', Model: 'Celular 12 MP' },
      IFD2: { DateTimeOriginal: '2026:03:10 14:30:00' },
    })
    .jpeg({ quality })
    .toBuffer();

/** The quality (1–100) whose JPEG of seed 1 is nearest to ALVO_BYTES, found by bisection. */
export async function qualidadeParaQuatroMb(): Promise<number> {
  const raw = await pixels(1);
  let [baixo, alto] = [40, 100];
  while (alto - baixo > 1) {
    const meio = Math.floor((baixo + alto) / 2);
    if ((await jpeg(raw, meio)).length > ALVO_BYTES) alto = meio;
    else baixo = meio;
  }
  const [a, b] = [await jpeg(raw, baixo), await jpeg(raw, alto)];
  return Math.abs(a.length - ALVO_BYTES) <= Math.abs(b.length - ALVO_BYTES) ? baixo : alto;
}

/** One distinct phone photo per seed. */
export async function fotoDeCelular(seed: number, quality: number): Promise<Buffer> {
  return jpeg(await pixels(seed), quality);
}
