import { describe, expect, it } from 'vitest';
import { formulario } from './diario-fotos';
import { call } from './helpers';
import { useCena } from './lancamentos';
import { send } from './orcamentos';
import { divergencias, estornar, lancamentoCriado, pagamentosDe, pagar } from './pagamentos';
import { errorFields, signInOtherEmpresa, signInWithRole } from './registers';

// Payments of a lançamento (issue 14, decision 110): the rules of create, batch and estorno, the
// roles, the comprovante and its signed link; after each, the entries and totals stay exact.

const s = useCena();

const entrada = (over: Record<string, unknown> = {}) => lancamentoCriado(s.t, s.token, s.cena, over);
const lancamentoAtual = async (id: number) =>
  (await send(s.t, s.token, 'GET', `/api/rdo/lancamentos/get/${id}`)).json() as {
    valor_pagamento: string;
    valor_aberto: string;
    data_pagamento: string | null;
    situacao: number;
  };

describe('pagamentos/create', () => {
  it('pays part of an entry: valor pago, data and situação follow, juros kept apart', async () => {
    const l = await entrada();
    const res = await pagar(s.t, s.token, {
      lancamento: l.id,
      data: '2026-03-05',
      valor: '300',
      juros: '12.5',
      forma: 'pix',
      observacao: 'Primeira parte',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ valor: '300.00', juros: '12.50', desconto: '0.00', forma: 'pix' });
    expect(await lancamentoAtual(l.id)).toMatchObject({
      valor_pagamento: '300.00',
      valor_aberto: '700.00',
      data_pagamento: '2026-03-05',
      situacao: 3,
    });
    expect(await divergencias(s.t)).toEqual([]);
  });

  it('refuses more than is em aberto, a date before the entry, zero, negative and huge values', async () => {
    const l = await entrada();
    await pagar(s.t, s.token, { lancamento: l.id, data: '2026-03-05', valor: '999.99', forma: 'boleto' });
    const acima = await pagar(s.t, s.token, {
      lancamento: l.id,
      data: '2026-03-05',
      valor: '0.02',
      forma: 'boleto',
    });
    expect(acima.statusCode).toBe(400);
    expect(acima.json().errors[0]).toMatchObject({ field: 'valor' });
    expect(acima.json().errors[0].message).toContain('em aberto neste lançamento (R$\u00a00,01)');
    const antes = await pagar(s.t, s.token, {
      lancamento: l.id,
      data: '2026-03-01',
      valor: '0.01',
      forma: 'pix',
    });
    expect(antes.statusCode).toBe(400);
    expect(antes.json().errors[0].message).toBe(
      'A data do pagamento não pode ser anterior à data do lançamento (02/03/2026).',
    );
    for (const valor of ['0', '0.00', '-1', '12345678901.00', '1.001', 'abc', 1]) {
      const res = await pagar(s.t, s.token, { lancamento: l.id, data: '2026-03-05', valor, forma: 'pix' });
      expect(res.statusCode, String(valor)).toBe(400);
      expect(errorFields(res.json())).toContain('valor');
    }
    const vazio = await pagar(s.t, s.token, {});
    expect(vazio.statusCode).toBe(400);
    expect(errorFields(vazio.json())).toEqual(
      expect.arrayContaining(['lancamento', 'data', 'valor', 'forma']),
    );
    const forma = await pagar(s.t, s.token, {
      lancamento: l.id,
      data: '2026-03-05',
      valor: '0.01',
      forma: 'bitcoin',
    });
    expect(forma.json().errors[0].message).toContain('Forma de pagamento inválida');
    const pago = await pagar(s.t, s.token, {
      lancamento: l.id,
      data: '2026-03-05',
      valor: '0.01',
      forma: 'pix',
    });
    expect(pago.statusCode).toBe(200);
    const nada = await pagar(s.t, s.token, {
      lancamento: l.id,
      data: '2026-03-05',
      valor: '0.01',
      forma: 'pix',
    });
    expect(nada.statusCode).toBe(409);
    expect(nada.json().message).toBe('Este lançamento não tem nada em aberto.');
  });

  it("is another empresa's entry: 404 both ways, and odd ids are 400", async () => {
    const l = await entrada();
    const outra = await signInOtherEmpresa(s.t);
    const res = await pagar(s.t, outra, { lancamento: l.id, data: '2026-03-05', valor: '1', forma: 'pix' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Lançamento não encontrado.');
    expect(
      (await send(s.t, outra, 'GET', `/api/financeiro/pagamentos/list/lancamento/${l.id}`)).statusCode,
    ).toBe(404);
    const [p] = await pagamentosDe(s.t, s.token, l.id);
    expect(p).toBeUndefined();
    const meu = (
      await pagar(s.t, s.token, { lancamento: l.id, data: '2026-03-05', valor: '1', forma: 'pix' })
    ).json();
    expect((await estornar(s.t, outra, meu.id)).statusCode).toBe(404);
    for (const id of ['-1', '0', '99999999999', '1.5', '1%00', '%2D1']) {
      expect((await estornar(s.t, s.token, id as unknown as number)).statusCode, id).toBe(400);
    }
  });

  it('keeps one payment for one Idempotency-Key', async () => {
    const l = await entrada();
    const body = { lancamento: l.id, data: '2026-03-05', valor: '10', forma: 'dinheiro' };
    const key = { 'idempotency-key': `pag-${l.id}` };
    const [a, b] = await Promise.all([pagar(s.t, s.token, body, key), pagar(s.t, s.token, body, key)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().id).toBe(b.json().id);
    expect(await pagamentosDe(s.t, s.token, l.id)).toHaveLength(1);
  });
});

describe('pagamentos/estornar', () => {
  it('reverses a payment: it stays listed as reversed and no longer counts; twice is 409', async () => {
    const l = await entrada();
    const p1 = (
      await pagar(s.t, s.token, { lancamento: l.id, data: '2026-03-05', valor: '400', forma: 'pix' })
    ).json();
    await pagar(s.t, s.token, { lancamento: l.id, data: '2026-03-09', valor: '100', forma: 'cheque' });
    expect(await lancamentoAtual(l.id)).toMatchObject({
      valor_pagamento: '500.00',
      data_pagamento: '2026-03-09',
    });
    const res = await estornar(s.t, s.token, p1.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().estornado_em).not.toBeNull();
    expect(await lancamentoAtual(l.id)).toMatchObject({ valor_pagamento: '100.00', valor_aberto: '900.00' });
    const lista = await pagamentosDe(s.t, s.token, l.id);
    expect(lista.map((p) => [p.valor, p.estornado_em !== null])).toEqual([
      ['400.00', true],
      ['100.00', false],
    ]);
    const again = await estornar(s.t, s.token, p1.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Este pagamento já foi estornado.');
    expect(await divergencias(s.t)).toEqual([]);
  });

  it('keeps the only payment of an entry with nothing committed (it would have no value)', async () => {
    const l = await entrada({
      valor_comprometido: null,
      valor_pagamento: '80.00',
      data_pagamento: '2026-03-04',
    });
    const [p] = await pagamentosDe(s.t, s.token, l.id);
    expect(p).toMatchObject({ valor: '80.00', data: '2026-03-04', forma: null });
    const res = await estornar(s.t, s.token, p!.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('Exclua o lançamento');
  });
});

describe('pagamentos/lote', () => {
  it('pays what is em aberto on each entry, or nothing at all', async () => {
    const a = await entrada({ valor_comprometido: '150.00' });
    const b = await entrada({ valor_comprometido: '250.00' });
    await pagar(s.t, s.token, { lancamento: b.id, data: '2026-03-03', valor: '50', forma: 'pix' });
    const pago = await entrada({ valor_comprometido: '10.00' });
    await pagar(s.t, s.token, { lancamento: pago.id, data: '2026-03-03', valor: '10', forma: 'pix' });
    const lote = (ids: number[], data = '2026-03-10') =>
      send(s.t, s.token, 'POST', '/api/financeiro/pagamentos/lote', {
        lancamentos: ids,
        data,
        forma: 'transferencia',
      });
    const recusado = await lote([a.id, pago.id]);
    expect(recusado.statusCode).toBe(409);
    expect(recusado.json().message).toBe('"Cimento CP-II 50 kg" não tem nada em aberto: nada foi pago.');
    expect((await lote([a.id, 99_999_999])).statusCode).toBe(404);
    expect((await lote([a.id, b.id], '2026-03-01')).statusCode).toBe(400);
    expect((await lote([a.id, a.id])).statusCode).toBe(400);
    expect((await lote([])).statusCode).toBe(400);
    expect((await lancamentoAtual(a.id)).valor_pagamento).toBe('0.00');
    const ok = await lote([b.id, a.id]);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().map((p: { valor: string }) => p.valor)).toEqual(['150.00', '200.00']);
    expect(await lancamentoAtual(b.id)).toMatchObject({
      valor_pagamento: '250.00',
      valor_aberto: '0.00',
      situacao: 2,
    });
    const outra = await signInOtherEmpresa(s.t, 'chefe2@vizinha.com.br');
    const alheio = await call(s.t.app, {
      method: 'POST',
      url: '/api/financeiro/pagamentos/lote',
      token: outra,
      body: { lancamentos: [a.id], data: '2026-03-10', forma: 'pix' },
    });
    expect(alheio.statusCode).toBe(404);
    expect(await divergencias(s.t)).toEqual([]);
  });
});

describe('roles', () => {
  // domain.md: financeiro writes payments, lancamentos writes entries only; an estorno is a
  // payment's write (money.md), so lancamentos may not reverse one.
  it('lets financeiro write; leitura and lancamentos read, neither pays nor reverses; diario sees nothing', async () => {
    const l = await entrada();
    const body = { lancamento: l.id, data: '2026-03-05', valor: '1', forma: 'pix' };
    const financeiro = await signInWithRole(s.t, s.token, ['financeiro'], 'fin@teste.com.br');
    const pago = await pagar(s.t, financeiro, body);
    expect(pago.statusCode).toBe(200);
    for (const [role, email] of [
      ['leitura', 'leit@teste.com.br'],
      ['lancamentos', 'lanc@teste.com.br'],
    ] as const) {
      const token = await signInWithRole(s.t, s.token, [role], email);
      expect((await pagar(s.t, token, body)).statusCode, role).toBe(403);
      expect((await estornar(s.t, token, pago.json().id)).statusCode, role).toBe(403);
      expect((await send(s.t, token, 'GET', '/api/financeiro/contas-a-pagar')).statusCode, role).toBe(200);
      expect(
        (await send(s.t, token, 'GET', `/api/financeiro/pagamentos/list/lancamento/${l.id}`)).statusCode,
      ).toBe(200);
    }
    expect((await pagamentosDe(s.t, s.token, l.id)).map((p) => p.estornado_em)).toEqual([null]);
    const diario = await signInWithRole(s.t, s.token, ['diario'], 'obra@teste.com.br');
    expect((await send(s.t, diario, 'GET', '/api/financeiro/contas-a-pagar')).statusCode).toBe(403);
    expect((await send(s.t, diario, 'GET', '/api/financeiro/contas-a-pagar/resumo')).statusCode).toBe(403);
  });
});

describe('comprovante', () => {
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
  const enviar = (token: string, id: number, arquivo: Buffer, filename = 'recibo.pdf') => {
    const { payload, contentType } = formulario(arquivo, { filename, contentType: 'application/pdf' });
    return call(s.t.app, {
      method: 'POST',
      url: `/api/financeiro/pagamentos/comprovante/${id}`,
      token,
      body: payload,
      headers: { 'content-type': contentType },
    });
  };

  it('keeps a PDF by its bytes, serves it by a signed link of this empresa only', async () => {
    const l = await entrada();
    const p = (
      await pagar(s.t, s.token, { lancamento: l.id, data: '2026-03-05', valor: '5', forma: 'boleto' })
    ).json();
    const res = await enviar(s.token, p.id, pdf);
    expect(res.statusCode).toBe(200);
    const { comprovante } = res.json();
    expect(comprovante).toMatchObject({ nome: 'recibo.pdf', tipo: 'application/pdf', tamanho: pdf.length });
    const arquivo = await s.t.app.inject({ method: 'GET', url: comprovante.url });
    expect(arquivo.statusCode).toBe(200);
    expect(arquivo.headers['content-type']).toBe('application/pdf');
    expect(arquivo.rawPayload.equals(pdf)).toBe(true);
    const alterado = comprovante.url.replace(/sig=./, (m: string) => (m.endsWith('A') ? 'sig=B' : 'sig=A'));
    expect((await s.t.app.inject({ method: 'GET', url: alterado })).statusCode).toBe(403);
    const outroPagamento = comprovante.url.replace(`/arquivo/${p.id}?`, `/arquivo/${p.id + 1}?`);
    expect((await s.t.app.inject({ method: 'GET', url: outroPagamento })).statusCode).toBe(403);
    expect((await pagamentosDe(s.t, s.token, l.id))[0]!.comprovante?.nome).toBe('recibo.pdf');
  });

  it('refuses a text file, no file, JSON, a reader and another empresa', async () => {
    const l = await entrada();
    const p = (
      await pagar(s.t, s.token, { lancamento: l.id, data: '2026-03-05', valor: '5', forma: 'pix' })
    ).json();
    expect((await enviar(s.token, p.id, Buffer.from('não sou um PDF'), 'x.pdf')).statusCode).toBe(415);
    expect(
      (await send(s.t, s.token, 'POST', `/api/financeiro/pagamentos/comprovante/${p.id}`, {})).statusCode,
    ).toBe(415);
    const leitura = await signInWithRole(s.t, s.token, ['leitura'], 'leitor2@teste.com.br');
    expect((await enviar(leitura, p.id, pdf)).statusCode).toBe(403);
    const outra = await signInOtherEmpresa(s.t, 'chefe3@vizinha.com.br');
    expect((await enviar(outra, p.id, pdf)).statusCode).toBe(404);
  });
});
