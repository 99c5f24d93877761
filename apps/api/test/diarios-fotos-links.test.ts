import { FOTO_MESSAGES } from '@gdo/domain/diario-foto';
import type { Diario, Verificacao } from '@gdo/domain/diario-response';
import { describe, expect, it, vi } from 'vitest';
import { abrir, enviarFoto, fotoEnviada, imagem, rascunhos } from './diario-fotos';
import { assinar, criarDiario, diarios, diasAtras, novoDiario } from './diarios';
import { call } from './helpers';
import { seedCena, useCena } from './lancamentos';
import { signInOtherEmpresa, signInWithRole } from './registers';

// The photos of a daily report (issue 12, decision 071), through HTTP as a phone sends them: their
// removal, the signed report that keeps them, their signed links, the roles and the API reference.
// Keeping them (formats, sizes, orientation, limits) is in diarios-fotos.test.ts.

const scope = useCena();
const { rascunho, ler } = rascunhos(scope);

describe('diário de obra: fotos', () => {
  it('deletes a photo of a rascunho; a signed report keeps its photos, in its hash', async () => {
    const { t, token, cena } = scope;
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
    const { t, token } = scope;
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
    const { t, token } = scope;
    const diario = await rascunho();
    const canteiro = await signInWithRole(t, token, ['diario'], 'canteiro.fotos@teste.com.br');
    const leitura = await signInWithRole(t, token, ['leitura'], 'leitura.fotos@teste.com.br');
    const foto = await fotoEnviada(t, canteiro, diario.id, await imagem('jpeg', 40));
    expect((await enviarFoto(t, leitura, diario.id, await imagem('jpeg', 41))).statusCode).toBe(403);
    expect((await diarios(t, leitura, 'DELETE', `fotos/${foto.id}`)).statusCode).toBe(403);
    expect((await diarios(t, canteiro, 'DELETE', `fotos/${foto.id}`)).statusCode).toBe(200);
  });

  it('documents the upload as a form, and the files route as open to no token, in the OpenAPI page', async () => {
    const { t } = scope;
    const doc = (await call(t.app, { url: '/api/docs/openapi.json' })).json();
    const { requestBody } = doc.paths['/api/diarios/fotos/{diarioId}'].post;
    expect(Object.keys(requestBody.content)).toEqual(['multipart/form-data']);
    const form = requestBody.content['multipart/form-data'].schema;
    expect(form.required).toEqual(['arquivo', 'legenda']);
    expect(form.properties.arquivo).toMatchObject({ type: 'string', format: 'binary' });
    expect(doc.paths['/api/diarios/fotos/arquivo/{fotoId}/{tamanho}'].get.security).toEqual([]);
  });

  it('deletes a rascunho with its photos', async () => {
    const { t, token } = scope;
    const diario = await rascunho();
    const foto = await fotoEnviada(t, token, diario.id, await imagem('jpeg', 50));
    expect((await diarios(t, token, 'DELETE', `delete/${diario.id}`)).statusCode).toBe(200);
    expect((await abrir(t, foto.url)).statusCode).toBe(404);
  });
});
