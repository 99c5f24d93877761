import { randomBytes } from 'node:crypto';
import { FOTO_MESSAGES, FOTOS_POR_DIARIO, type Foto } from '@gdo/domain/diario-foto';
import type { Diario, Verificacao } from '@gdo/domain/diario-response';
import { API_ERRORS } from '@gdo/domain/messages';
import sharp from 'sharp';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { abrir, enviarFoto, fotoEnviada, imagem, jpegDeLado } from './diario-fotos';
import { assinar, criarDiario, diarios, diasAtras, novoDiario } from './diarios';
import { call, type TestApp } from './helpers';
import { type Cena, seedCena, useCena } from './lancamentos';
import { signInOtherEmpresa, signInWithRole } from './registers';

// The photos of a daily report (issue 12, decision 071), through HTTP as a phone sends them.

const scope = useCena();
let dia = 10;

/** A fresh rascunho of the scene's obra, each on a day of its own. */
function rascunho() {
  dia += 1;
  return criarDiario(scope.t, scope.token, novoDiario(scope.cena, { data: diasAtras(dia) }));
}
const ler = async (id: number) => (await diarios(scope.t, scope.token, 'GET', `get/${id}`)).json() as Diario;

describe('diário de obra: fotos', () => {
  let t: TestApp;
  let token: string;
  let cena: Cena;
  beforeAll(() => {
    ({ t, token, cena } = scope);
  });

  it('keeps a JPEG, a PNG and a WebP with their display size and thumbnail, served by signed links without a token', async () => {
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

  it('deletes a photo of a rascunho; a signed report keeps its photos, in its hash', async () => {
    const diario = await rascunho();
    const fica = await fotoEnviada(t, token, diario.id, await imagem('jpeg', 20), 'Fica');
    const sai = await fotoEnviada(t, token, diario.id, await imagem('jpeg', 21), 'Sai');
    const removida = await diarios(t, token, 'DELETE', `fotos/${sai.id}`);
    expect([removida.statusCode, removida.json().message]).toEqual([200, FOTO_MESSAGES.fotoExcluida]);
    expect((await abrir(t, sai.url)).statusCode).toBe(404);
    expect((await diarios(t, token, 'DELETE', `fotos/${sai.id}`)).statusCode).toBe(404);

    await assinar(t, token, diario.id);
    const recusada = await diarios(t, token, 'DELETE', `fotos/${fica.id}`);
    expect([recusada.statusCode, recusada.json().message]).toEqual([409, FOTO_MESSAGES.diarioAssinado]);
    const nova = await enviarFoto(t, token, diario.id, await imagem('jpeg', 22));
    expect([nova.statusCode, nova.json().message]).toEqual([409, FOTO_MESSAGES.diarioAssinado]);
    expect((await ler(diario.id)).fotos.map((f) => f.id)).toEqual([fica.id]);

    const verificar = async () =>
      ((await diarios(t, token, 'GET', `verificar/obra/${cena.obra.id}`)).json() as Verificacao).integro;
    expect(await verificar()).toBe(true);
    // A photo swapped behind the product's back breaks the signed report's link.
    await t.database.pool.query(`update diario_fotos set sha256 = repeat('0', 64) where id = $1`, [fica.id]);
    expect(await verificar()).toBe(false);
    await t.database.pool.query('update diario_fotos set sha256 = $2 where id = $1', [fica.id, fica.sha256]);
    expect(await verificar()).toBe(true);
  });

  it('refuses a link altered toward another empresa’s photo, or used after it expired (403)', async () => {
    const diario = await rascunho();
    const nossa = await fotoEnviada(t, token, diario.id, await imagem('jpeg', 30));
    const outroToken = await signInOtherEmpresa(t);
    const outra = await seedCena(t, outroToken, 2);
    const delas = await criarDiario(t, outroToken, novoDiario(outra, { data: diasAtras(1) }));
    const foto = await fotoEnviada(t, outroToken, delas.id, await imagem('jpeg', 31));
    expect((await abrir(t, foto.url)).statusCode).toBe(200);

    const empresaDe = (url: string) => new URL(url, 'http://x').searchParams.get('e')!;
    const recusas = [
      // Our signature on their photo's path.
      nossa.url.replace(`/arquivo/${nossa.id}/`, `/arquivo/${foto.id}/`),
      // Their link claiming our empresa, and ours claiming theirs.
      foto.url.replace(`e=${empresaDe(foto.url)}`, `e=${empresaDe(nossa.url)}`),
      nossa.url.replace(`e=${empresaDe(nossa.url)}`, `e=${empresaDe(foto.url)}`),
      // Another size than the one signed, and a later expiry.
      nossa.url.replace('/exibicao?', '/original?'),
      nossa.url.replace(/exp=(\d+)/, (_, exp) => `exp=${Number(exp) + 3600}`),
      // Any signature but the server's.
      nossa.url.replace(/sig=[\w-]+/, `sig=${'A'.repeat(43)}`),
    ];
    for (const url of recusas) {
      const res = await abrir(t, url);
      expect([res.statusCode, res.json().message], url).toEqual([403, FOTO_MESSAGES.linkInvalido]);
    }
    // The route is public, its link is not optional.
    const semLink = await abrir(t, nossa.url.split('?')[0]!);
    expect(semLink.statusCode).toBe(400);
    expect((await abrir(t, `${nossa.url.split('?')[0]}?e=1&exp=1&sig=x`)).statusCode).toBe(400);
    // Another empresa's admin reads nothing of ours through the API either.
    expect((await diarios(t, outroToken, 'GET', `get/${diario.id}`)).statusCode).toBe(404);
    expect((await diarios(t, outroToken, 'DELETE', `fotos/${nossa.id}`)).statusCode).toBe(404);

    // A link read three hours ago has expired.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() - 3 * 3600_000 });
    let antiga: Diario;
    try {
      antiga = await ler(diario.id);
    } finally {
      vi.useRealTimers();
    }
    const expirada = await abrir(t, antiga.fotos[0]!.url);
    expect([expirada.statusCode, expirada.json().message]).toEqual([403, FOTO_MESSAGES.linkInvalido]);
    expect((await abrir(t, (await ler(diario.id)).fotos[0]!.url)).statusCode).toBe(200);
  });

  it('lets only the roles that write reports add or remove photos', async () => {
    const diario = await rascunho();
    const canteiro = await signInWithRole(t, token, ['diario'], 'canteiro.fotos@teste.com.br');
    const leitura = await signInWithRole(t, token, ['leitura'], 'leitura.fotos@teste.com.br');
    const foto = await fotoEnviada(t, canteiro, diario.id, await imagem('jpeg', 40));
    expect((await enviarFoto(t, leitura, diario.id, await imagem('jpeg', 41))).statusCode).toBe(403);
    expect((await diarios(t, leitura, 'DELETE', `fotos/${foto.id}`)).statusCode).toBe(403);
    expect((await diarios(t, canteiro, 'DELETE', `fotos/${foto.id}`)).statusCode).toBe(200);
  });

  it('documents the upload as a form, and the files route as open to no token, in the OpenAPI page', async () => {
    const doc = (await call(t.app, { url: '/api/docs/openapi.json' })).json();
    const { requestBody } = doc.paths['/api/diarios/fotos/{diarioId}'].post;
    expect(Object.keys(requestBody.content)).toEqual(['multipart/form-data']);
    const form = requestBody.content['multipart/form-data'].schema;
    expect(form.required).toEqual(['arquivo', 'legenda']);
    expect(form.properties.arquivo).toMatchObject({ type: 'string', format: 'binary' });
    expect(doc.paths['/api/diarios/fotos/arquivo/{fotoId}/{tamanho}'].get.security).toEqual([]);
  });

  it('deletes a rascunho with its photos', async () => {
    const diario = await rascunho();
    const foto = await fotoEnviada(t, token, diario.id, await imagem('jpeg', 50));
    expect((await diarios(t, token, 'DELETE', `delete/${diario.id}`)).statusCode).toBe(200);
    expect((await abrir(t, foto.url)).statusCode).toBe(404);
  });
});
