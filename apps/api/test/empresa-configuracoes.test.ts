import { EMPRESA_MESSAGES } from '@gdo/domain/empresa';
import { FIELD_MESSAGES } from '@gdo/domain/field-messages';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formulario, imagem } from './diario-fotos';
import { pdfText } from './exports';
import { TEST_ADMIN } from './fixtures';
import { createTestApp, signIn, type TestApp } from './helpers';
import { seedCatalogo, seedClienteObra, send } from './orcamentos';
import { signInOtherEmpresa, signInWithRole } from './registers';

// The firm's own data for its proposals (issue 13, decision 102): admins keep name, CNPJ, address
// and logo; the proposal prints them.

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await signIn(t.app)).token;
});
afterAll(() => t.close());

const enviarLogo = (arquivo: Buffer | undefined, as = token, filename = 'logo.png') => {
  const { payload, contentType } = formulario(arquivo, { filename, contentType: 'image/png' });
  return t.app.inject({
    method: 'PUT',
    url: '/api/empresa/logo',
    headers: { authorization: as, 'content-type': contentType },
    payload,
  });
};

describe('empresa settings', () => {
  it('reads and edits the name, CNPJ and address; an invalid CNPJ is refused on its field', async () => {
    const inicial = await send(t, token, 'GET', '/api/empresa/configuracoes');
    expect(inicial.statusCode).toBe(200);
    expect(inicial.json()).toMatchObject({
      nome: TEST_ADMIN.empresaNome,
      cnpj: null,
      cidade: null,
      logo: false,
    });

    const ruim = await send(t, token, 'PUT', '/api/empresa/configuracoes', { cnpj: '11.222.333/0001-00' });
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json().errors).toEqual([{ field: 'cnpj', message: FIELD_MESSAGES.cnpjInvalido }]);

    const res = await send(t, token, 'PUT', '/api/empresa/configuracoes', {
      cnpj: '11.222.333/0001-81',
      logradouro: 'Rua das Palmeiras',
      numero: '120',
      bairro: 'Centro',
      cidade: 'Campinas',
      uf: 'sp',
      cep: '13010-000',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ cnpj: '11222333000181', uf: 'SP', cep: '13010000', logo: false });
    expect((await send(t, token, 'GET', '/api/empresa/configuracoes')).json()).toEqual(res.json());
  });

  it('keeps a PNG or JPEG logo as a PNG of at most 600 px, and refuses other files by their bytes', async () => {
    const grande = await sharp({ create: { width: 1800, height: 900, channels: 3, background: '#1c7ed6' } })
      .jpeg()
      .toBuffer();
    const res = await enviarLogo(grande, token, 'logo.png');
    expect(res.statusCode).toBe(200);
    expect(res.json().logo).toBe(true);
    const logo = await send(t, token, 'GET', '/api/empresa/logo');
    expect(logo.headers['content-type']).toBe('image/png');
    const meta = await sharp(logo.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 600, 300]);

    const webp = await enviarLogo(await imagem('webp', 1, 40, 40));
    expect(webp.statusCode).toBe(415);
    expect(webp.json().message).toBe(EMPRESA_MESSAGES.logoTipo);
    const texto = await enviarLogo(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
    expect(texto.statusCode).toBe(415);
    const enorme = await enviarLogo(
      Buffer.concat([await imagem('png', 2, 10, 10), Buffer.alloc(2 * 1024 * 1024)]),
    );
    expect(enorme.statusCode).toBe(413);
    expect(enorme.json().message).toBe(EMPRESA_MESSAGES.logoGrande);
    const vazio = await enviarLogo(undefined);
    expect(vazio.statusCode).toBe(400);
    const json = await send(t, token, 'PUT', '/api/empresa/logo', { arquivo: 'x' });
    expect(json.statusCode).toBe(415);
    // Two files: the second is what is wrong, not a missing one (issue 13's review).
    const um = formulario(await imagem('png', 3, 20, 20), { filename: 'a.png', contentType: 'image/png' });
    const boundary = um.contentType.split('boundary=')[1]!;
    const fimDoCorpo = um.payload.lastIndexOf(`--${boundary}--`);
    const segundo = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="outro"; filename="b.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      await imagem('png', 4, 20, 20),
      Buffer.from('\r\n'),
    ]);
    const dois = await t.app.inject({
      method: 'PUT',
      url: '/api/empresa/logo',
      headers: { authorization: token, 'content-type': um.contentType },
      payload: Buffer.concat([um.payload.subarray(0, fimDoCorpo), segundo, um.payload.subarray(fimDoCorpo)]),
    });
    expect(dois.statusCode).toBe(400);
    expect(dois.json().errors).toEqual([{ field: 'arquivo', message: EMPRESA_MESSAGES.logoUmArquivo }]);
    const cortado = await t.app.inject({
      method: 'PUT',
      url: '/api/empresa/logo',
      headers: { authorization: token, 'content-type': um.contentType },
      payload: um.payload.subarray(0, 60),
    });
    expect(cortado.statusCode).toBe(400);
    expect(cortado.json().errors).toEqual([{ field: 'arquivo', message: EMPRESA_MESSAGES.logoFormulario }]);
    // The refusals kept the logo there was.
    expect((await send(t, token, 'GET', '/api/empresa/configuracoes')).json().logo).toBe(true);
  });

  it('prints the firm, its CNPJ, address and logo on the proposal', async () => {
    const etapas = await seedCatalogo(t, token, { etapas: 1, subetapas: 1 });
    const { cliente, obra } = await seedClienteObra(t, token, 3, 'Condomínio Ipê');
    const orcamento = (
      await send(t, token, 'POST', '/api/orcamentos/create', {
        nome: 'Muro',
        id_cliente: cliente.id,
        obra: obra.id,
        itens: [
          {
            etapa: etapas[0]!.id,
            subitens: [
              {
                subetapa: etapas[0]!.subetapas[0]!.id,
                unidade: 'metro',
                quantidade: '10',
                valor_unitario: '5.00',
              },
            ],
          },
        ],
      })
    ).json();
    const pdf = await send(t, token, 'GET', `/api/orcamentos/export/${orcamento.id}/proposta`);
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    for (const fragment of [
      'CNPJ 11.222.333/0001-81',
      'Rua das Palmeiras, 120',
      'Centro – Campinas/SP – CEP 13010-000',
    ]) {
      expect(text, fragment).toContain(fragment);
    }
    expect(pdf.rawPayload.includes('/Subtype /Image')).toBe(true);

    expect((await send(t, token, 'DELETE', '/api/empresa/logo')).json().logo).toBe(false);
    const semLogo = await send(t, token, 'GET', `/api/orcamentos/export/${orcamento.id}/proposta`);
    expect(semLogo.rawPayload.includes('/Subtype /Image')).toBe(false);
    expect((await send(t, token, 'GET', '/api/empresa/logo')).statusCode).toBe(404);
  });

  it('is for admins only, and each firm sees its own', async () => {
    const leitura = await signInWithRole(t, token, ['leitura'], 'leitura@teste.com.br');
    const financeiro = await signInWithRole(t, token, ['financeiro'], 'financeiro@teste.com.br');
    for (const as of [leitura, financeiro]) {
      expect((await send(t, as, 'GET', '/api/empresa/configuracoes')).statusCode).toBe(403);
      expect((await send(t, as, 'PUT', '/api/empresa/configuracoes', { nome: 'Outra' })).statusCode).toBe(
        403,
      );
      expect((await enviarLogo(await imagem('png', 3, 20, 20), as)).statusCode).toBe(403);
    }
    const vizinha = await signInOtherEmpresa(t);
    const dela = (await send(t, vizinha, 'GET', '/api/empresa/configuracoes')).json();
    expect(dela.cnpj).toBeNull();
    expect(dela.nome).not.toBe(TEST_ADMIN.empresaNome);
  });
});
