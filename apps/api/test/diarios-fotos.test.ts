import { randomBytes } from 'node:crypto';
import { FOTO_MESSAGES, FOTOS_POR_DIARIO, type Foto } from '@gdo/domain/diario-foto';
import type { Diario } from '@gdo/domain/diario-response';
import { API_ERRORS } from '@gdo/domain/messages';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { abrir, enviarFoto, fotoEnviada, imagem, jpegDeLado, rascunhos } from './diario-fotos';
import { diarios } from './diarios';
import { call } from './helpers';
import { useCena } from './lancamentos';

// The photos of a daily report (issue 12, decision 071), through HTTP as a phone sends them: what is
// kept of each (formats, sizes, orientation) and what is refused. Their removal, links and roles are
// in diarios-fotos-links.test.ts.

const scope = useCena();
const { rascunho, ler } = rascunhos(scope);

describe('diário de obra: fotos', () => {
  it('keeps a JPEG, a PNG and a WebP with their display size and thumbnail, served by signed links without a token', async () => {
    const { t, token, cena } = scope;
    const diario = await rascunho();
    const etapa = cena.etapas[0]!.id;
    const grande = await imagem('jpeg', 1, 4000, 3000);
    const res = await enviarFoto(t, token, diario.id, grande, { legenda: 'Fachada', etapa: String(etapa) });
    expect(res.statusCode, res.body).toBe(200);
    const foto = res.json() as Foto;
    expect(foto).toMatchObject({ legenda: 'Fachada', etapa, largura: 4000, altura: 3000, tirada_em: null });
    expect(Object.keys(foto).sort()).toEqual(
      [
        'id',
        'legenda',
        'etapa',
        'tirada_em',
        'largura',
        'altura',
        'sha256',
        'url',
        'miniatura_url',
        'original_url',
      ].sort(),
    );

    const exibicao = await abrir(t, foto.url);
    expect(exibicao.statusCode).toBe(200);
    expect(exibicao.headers['content-type']).toBe('image/jpeg');
    expect(exibicao.headers['cache-control']).toMatch(/^private, max-age=\d+, immutable$/);
    expect(await sharp(exibicao.rawPayload).metadata()).toMatchObject({ width: 1600, height: 1200 });
    const miniatura = await abrir(t, foto.miniatura_url);
    expect(await sharp(miniatura.rawPayload).metadata()).toMatchObject({ width: 320, height: 240 });
    expect(miniatura.rawPayload.length).toBeLessThan(30 * 1024);
    const original = await abrir(t, foto.original_url);
    expect(original.rawPayload.equals(grande)).toBe(true);

    for (const [formato, tipo] of [
      ['png', 'image/png'],
      ['webp', 'image/webp'],
    ] as const) {
      const bytes = await imagem(formato, 2);
      // The declared type and name say nothing: the bytes do.
      const enviada = await enviarFoto(t, token, diario.id, bytes, {
        legenda: formato,
        filename: 'foto.bin',
        contentType: 'application/octet-stream',
      });
      expect(enviada.statusCode, enviada.body).toBe(200);
      const { original_url, url } = enviada.json() as Foto;
      expect((await abrir(t, original_url)).headers['content-type']).toBe(tipo);
      expect((await abrir(t, url)).headers['content-type']).toBe('image/jpeg');
    }
    const lido = await ler(diario.id);
    expect(lido.fotos.map((f) => f.legenda)).toEqual(['Fachada', 'png', 'webp']);
    const lista = await diarios(t, token, 'GET', `list/obra/${cena.obra.id}`);
    const naLista = (lista.json() as Diario[]).find((d) => d.id === diario.id)!;
    expect(naLista.fotos).toHaveLength(3);
    expect((await abrir(t, naLista.fotos[0]!.miniatura_url)).statusCode).toBe(200);
  });

  it('takes a photo of several megabytes, past the JSON body limit', async () => {
    const { t, token } = scope;
    const diario = await rascunho();
    const pixels = randomBytes(2000 * 1600 * 3);
    const pesada = await sharp(pixels, { raw: { width: 2000, height: 1600, channels: 3 } })
      .jpeg({ quality: 100 })
      .toBuffer();
    expect(pesada.length).toBeGreaterThan(3 * 1024 * 1024);
    const foto = await fotoEnviada(t, token, diario.id, pesada, 'Ruído');
    expect((await abrir(t, foto.original_url)).rawPayload.equals(pesada)).toBe(true);
    expect((await abrir(t, foto.miniatura_url)).rawPayload.length).toBeLessThan(30 * 1024);
  });

  it('applies the EXIF orientation (6: turned a quarter clockwise) and reads when the photo was taken', async () => {
    const { t, token } = scope;
    const diario = await rascunho();
    const foto = await fotoEnviada(t, token, diario.id, await jpegDeLado('2026:03:10 14:30:00'));
    expect([foto.largura, foto.altura]).toEqual([200, 400]);
    // No offset in the EXIF: the sites' clock (UTC−3).
    expect(foto.tirada_em).toBe('2026-03-10T17:30:00.000Z');
    for (const url of [foto.url, foto.miniatura_url]) {
      const { data, info } = await sharp((await abrir(t, url)).rawPayload)
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect(info.height).toBe(info.width * 2);
      const pixel = (y: number) => {
        const i = (y * info.width + Math.floor(info.width / 2)) * info.channels;
        return [data[i]!, data[i + 2]!];
      };
      // The left half (red) is now on top, the right half (blue) below.
      const [rTop, bTop] = pixel(Math.floor(info.height / 4));
      const [rBottom, bBottom] = pixel(Math.floor((info.height * 3) / 4));
      expect(rTop).toBeGreaterThan(200);
      expect(bTop).toBeLessThan(60);
      expect(rBottom).toBeLessThan(60);
      expect(bBottom).toBeGreaterThan(200);
    }
  });

  it('refuses a GIF and a text file named .jpg (415), a file past 15 MB (413) and a missing file or legenda (400), in pt-BR', async () => {
    const { t, token } = scope;
    const diario = await rascunho();
    const gif = await enviarFoto(t, token, diario.id, await imagem('gif', 3), {
      legenda: 'GIF',
      filename: 'foto.gif',
      contentType: 'image/gif',
    });
    expect([gif.statusCode, gif.json().message]).toEqual([415, FOTO_MESSAGES.tipoNaoSuportado]);
    const texto = await enviarFoto(t, token, diario.id, Buffer.from('não sou uma foto\n'.repeat(100)), {
      legenda: 'Texto',
      filename: 'foto.jpg',
      contentType: 'image/jpeg',
    });
    expect([texto.statusCode, texto.json().message]).toEqual([415, FOTO_MESSAGES.tipoNaoSuportado]);

    const enorme = Buffer.alloc(15 * 1024 * 1024 + 1, 7);
    (await imagem('jpeg', 4)).copy(enorme);
    const grande = await enviarFoto(t, token, diario.id, enorme, { legenda: 'Grande' });
    expect([grande.statusCode, grande.json().message]).toEqual([413, FOTO_MESSAGES.muitoGrande]);

    const semArquivo = await enviarFoto(t, token, diario.id, undefined, { legenda: 'Nada' });
    expect(semArquivo.statusCode).toBe(400);
    expect(semArquivo.json().errors).toEqual([
      { field: 'arquivo', message: FOTO_MESSAGES.arquivoObrigatorio },
    ]);
    const semLegenda = await enviarFoto(t, token, diario.id, await imagem('jpeg', 5), {});
    expect(semLegenda.statusCode).toBe(400);
    expect(semLegenda.json().errors.map((e: { field: string }) => e.field)).toEqual(['legenda']);
    // A JPEG cut short: its first bytes say JPEG, the rest cannot be read.
    const cortada = (await imagem('jpeg', 6)).subarray(0, 200);
    const corrompida = await enviarFoto(t, token, diario.id, cortada, { legenda: 'Cortada' });
    expect(corrompida.statusCode).toBe(400);
    expect(corrompida.json().errors).toEqual([{ field: 'arquivo', message: FOTO_MESSAGES.imagemInvalida }]);
    const json = await call(t.app, {
      method: 'POST',
      url: `/api/diarios/fotos/${diario.id}`,
      token,
      body: { legenda: 'JSON' },
    });
    expect([json.statusCode, json.json().message]).toEqual([415, FOTO_MESSAGES.envieMultipart]);
    const foraDoOrcamento = await enviarFoto(t, token, diario.id, await imagem('jpeg', 7), {
      legenda: 'Etapa',
      etapa: '999999',
    });
    expect(foraDoOrcamento.json().errors).toEqual([
      { field: 'etapa', message: API_ERRORS.etapaForaDoOrcamento },
    ]);
    expect((await ler(diario.id)).fotos).toEqual([]);
  });

  it(`keeps at most ${FOTOS_POR_DIARIO} photos per report, also when they arrive together, and the same file sent again is the same photo`, async () => {
    const { t, token } = scope;
    const diario = await rascunho();
    const pequena = (seed: number) => imagem('jpeg', seed, 32, 24);
    const ids: number[] = [];
    for (let i = 0; i < FOTOS_POR_DIARIO - 10; i += 1) {
      ids.push((await fotoEnviada(t, token, diario.id, await pequena(100 + i))).id);
    }
    // 15 at once for the last 10 places: the report's row lock counts them one at a time.
    const juntas = await Promise.all(
      Array.from({ length: 15 }, async (_, i) => enviarFoto(t, token, diario.id, await pequena(200 + i))),
    );
    expect(juntas.filter((res) => res.statusCode === 200)).toHaveLength(10);
    for (const res of juntas.filter((r) => r.statusCode !== 200)) {
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ field: 'arquivo', message: FOTO_MESSAGES.limitePorDiario }]);
    }
    const repetida = await fotoEnviada(t, token, diario.id, await pequena(100));
    expect(repetida.id).toBe(ids[0]);
    const excedente = await enviarFoto(t, token, diario.id, await pequena(99));
    expect(excedente.statusCode).toBe(400);
    expect(excedente.json().errors).toEqual([{ field: 'arquivo', message: FOTO_MESSAGES.limitePorDiario }]);
    expect((await ler(diario.id)).fotos).toHaveLength(FOTOS_POR_DIARIO);
  }, 60_000);
});
