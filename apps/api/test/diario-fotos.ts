import type { Foto } from '@gdo/domain/diario-foto';
import type { Diario } from '@gdo/domain/diario-response';
import sharp from 'sharp';
import { criarDiario, diarios, diasAtras, novoDiario } from './diarios';
import type { TestApp } from './helpers';
import type { Cena } from './lancamentos';

// Shared set-up of the photo tests: real images made with sharp and the multipart request a phone
// sends (the file and the text fields), built by hand as a browser's FormData would be.

type Cor = { r: number; g: number; b: number };

/** A JPEG, PNG or WebP of one colour; `seed` varies the colour so each file is a different photo. */
export function imagem(formato: 'jpeg' | 'png' | 'webp' | 'gif', seed = 0, width = 800, height = 600) {
  const background: Cor = { r: (seed * 37) % 256, g: (seed * 91) % 256, b: (seed * 53) % 256 };
  return sharp({ create: { width, height, channels: 3, background } })
    [formato]()
    .toBuffer();
}

/**
 * A JPEG stored sideways, as phones write them: 400 × 200 pixels, red on the left half and blue on
 * the right, EXIF orientation 6 (turn 90° clockwise to show) and the moment it was taken.
 */
export async function jpegDeLado(dateTimeOriginal: string): Promise<Buffer> {
  const metade = (background: Cor) =>
    sharp({ create: { width: 200, height: 200, channels: 3, background } })
      .png()
      .toBuffer();
  return sharp({ create: { width: 400, height: 200, channels: 3, background: { r: 0, g: 0, b: 0 } } })
    .composite([
      { input: await metade({ r: 255, g: 0, b: 0 }), left: 0, top: 0 },
      { input: await metade({ r: 0, g: 0, b: 255 }), left: 200, top: 0 },
    ])
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD2: { DateTimeOriginal: dateTimeOriginal } })
    .jpeg()
    .toBuffer();
}

type Envio = { legenda?: string; etapa?: string; filename?: string; contentType?: string };

/** A multipart/form-data body with one file and the text fields. */
export function formulario(arquivo: Buffer | undefined, campos: Envio = {}) {
  const boundary = `----gdo${Math.random().toString(16).slice(2)}`;
  const partes: Buffer[] = [];
  for (const nome of ['legenda', 'etapa'] as const) {
    if (campos[nome] === undefined) continue;
    partes.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${nome}"\r\n\r\n${campos[nome]}\r\n`,
      ),
    );
  }
  if (arquivo) {
    partes.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="arquivo"; filename="${campos.filename ?? 'foto.jpg'}"\r\n` +
          `Content-Type: ${campos.contentType ?? 'image/jpeg'}\r\n\r\n`,
      ),
      arquivo,
      Buffer.from('\r\n'),
    );
  }
  partes.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(partes), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POST /api/diarios/fotos/{diarioId} as a phone sends it. */
export function enviarFoto(
  t: TestApp,
  token: string,
  diarioId: number,
  arquivo: Buffer | undefined,
  campos: Envio = { legenda: 'Frente da obra' },
) {
  const { payload, contentType } = formulario(arquivo, campos);
  return t.app.inject({
    method: 'POST',
    url: `/api/diarios/fotos/${diarioId}`,
    headers: { authorization: token, 'content-type': contentType },
    payload,
  });
}

export async function fotoEnviada(
  t: TestApp,
  token: string,
  diarioId: number,
  arquivo: Buffer,
  legenda = 'Foto',
) {
  const res = await enviarFoto(t, token, diarioId, arquivo, { legenda });
  if (res.statusCode !== 200) throw new Error(`foto: ${res.statusCode} ${res.body}`);
  return res.json() as Foto;
}

/** A signed link opened as an <img> would: no token. */
export const abrir = (t: TestApp, url: string) => t.app.inject({ method: 'GET', url });

/** Fresh rascunhos of the scene's obra, each on a day of its own, and a report read back. */
export function rascunhos(scope: { t: TestApp; token: string; cena: Cena }) {
  let dia = 10;
  const rascunho = () => {
    dia += 1;
    return criarDiario(scope.t, scope.token, novoDiario(scope.cena, { data: diasAtras(dia) }));
  };
  const ler = async (id: number) =>
    (await diarios(scope.t, scope.token, 'GET', `get/${id}`)).json() as Diario;
  return { rascunho, ler };
}
