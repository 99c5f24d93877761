import { addDays } from '@gdo/domain/date';
import { MEDICAO_ERRORS } from '@gdo/domain/medicao';
import { sumMoney } from '@gdo/domain/money';
import { describe, expect, it } from 'vitest';
import { pdfText } from './exports';
import { useCena } from './lancamentos';
import { api, aprovar, contratoAtual, criarSubcontrato, medir } from './medicoes';
import { errorFields } from './registers';

// Medições de contrato (issue 14, decisions 130–133): itens and the contract value, medições with
// retention and amortisation to the cent, approval and its payables in the RDO, aditivos, release
// of retention, the boletim PDF. Concurrency, repeats, other empresas and hostile input are in
// medicoes-protecoes.test.ts.

const ctx = useCena();

describe('medições de contrato', () => {
  it('a contract with itens is worth their sum and keeps its terms', async () => {
    const { contrato, itens } = await criarSubcontrato(ctx);
    expect(contrato).toMatchObject({
      valor: '38494.00',
      valor_aditivos: '0.00',
      retencao_percentual: '5.00',
      adiantamento: '2000.00',
      amortizacao_percentual: '10.00',
      prazo_pagamento_dias: 15,
      medido: '0.00',
      saldo_a_medir: '38494.00',
      disponivel: '38494.00',
      retido: '0.00',
      itens_quantidade: 2,
    });
    expect(itens.map((i) => [i.quantidade, i.a_medir])).toEqual([
      ['100.000', '100.000'],
      ['40.000', '40.000'],
    ]);
  });

  it('measures twice, approves, and each approval lança the líquido in the RDO per etapa', async () => {
    const { contrato, itens } = await criarSubcontrato(ctx);
    const [a, b] = itens;
    const m1 = await medir(ctx, {
      contrato: contrato.id,
      periodo_de: '2026-03-01',
      periodo_ate: '2026-03-31',
      itens: [
        { item: a!.id, quantidade: '30' },
        { item: b!.id, quantidade: '12.5' },
      ],
    });
    expect(m1.statusCode, m1.body).toBe(200);
    expect(m1.json()).toMatchObject({
      numero: 1,
      status: 'rascunho',
      valor_bruto: '11591.88',
      retencao: '579.59',
      amortizacao: '1159.19',
      valor_liquido: '9853.10',
      lancamentos: [],
    });
    // Editing a rascunho with the versao it read; a stale versao is a 409.
    const { id, versao } = m1.json();
    const edited = await api(ctx, 'PUT', `/api/contratos/medicoes/edit/${id}`, {
      periodo_ate: '2026-03-30',
      versao,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ periodo_ate: '2026-03-30', valor_bruto: '11591.88' });
    const stale = await api(ctx, 'PUT', `/api/contratos/medicoes/edit/${id}`, {
      periodo_ate: '2026-03-31',
      versao,
    });
    expect(stale.statusCode).toBe(409);

    const aprovada = await aprovar(ctx, id);
    expect(aprovada.statusCode, aprovada.body).toBe(200);
    const medicao = aprovada.json();
    expect(medicao.status).toBe('aprovada');
    expect(medicao.lancamentos).toHaveLength(2);
    const lancamentos = await Promise.all(
      medicao.lancamentos.map(async (l: number) =>
        (await api(ctx, 'GET', `/api/rdo/lancamentos/get/${l}`)).json(),
      ),
    );
    expect(sumMoney(lancamentos.map((l) => l.valor_comprometido))).toBe('9853.10');
    for (const l of lancamentos) {
      expect(l).toMatchObject({
        contrato: contrato.id,
        fornecedor: ctx.cena.fornecedor.id,
        data_vencimento: addDays(medicao.aprovada_em, 15),
        valor_pagamento: '0.00',
      });
    }
    expect(lancamentos.map((l) => l.etapa).sort()).toEqual(
      [ctx.cena.etapas[0]!.id, ctx.cena.etapas[1]!.id].sort(),
    );

    // Approved: closed to edits and to a second approval.
    for (const res of [
      await api(ctx, 'PUT', `/api/contratos/medicoes/edit/${id}`, { periodo_ate: '2026-03-29' }),
      await aprovar(ctx, id),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(MEDICAO_ERRORS.medicaoAprovada);
    }

    // An overlapping period is refused; the rest of item b, then the rest of item a.
    const sobreposta = await medir(ctx, {
      contrato: contrato.id,
      periodo_de: '2026-03-15',
      periodo_ate: '2026-04-15',
      itens: [{ item: a!.id, quantidade: '1' }],
    });
    expect(sobreposta.statusCode).toBe(409);
    expect(sobreposta.json().message).toBe(MEDICAO_ERRORS.periodoSobreposto(1));
    const alem = await medir(ctx, {
      contrato: contrato.id,
      periodo_de: '2026-04-01',
      periodo_ate: '2026-04-30',
      itens: [{ item: b!.id, quantidade: '27.501' }],
    });
    expect(alem.statusCode).toBe(400);
    expect(errorFields(alem.json())).toEqual(['itens.0.quantidade']);
    expect(alem.json().errors[0].message).toContain('registre antes um aditivo');

    const m2 = await medir(ctx, {
      contrato: contrato.id,
      periodo_de: '2026-04-01',
      periodo_ate: '2026-04-30',
      itens: [
        { item: a!.id, quantidade: '70' },
        { item: b!.id, quantidade: '27.5' },
      ],
    });
    expect(m2.json()).toMatchObject({
      numero: 2,
      valor_bruto: '26902.12',
      retencao: '1345.11',
      // Only what remains of the advance: 2.000,00 − 1.159,19.
      amortizacao: '840.81',
      valor_liquido: '24716.20',
    });
    expect((await aprovar(ctx, m2.json().id)).statusCode).toBe(200);
    expect(await contratoAtual(ctx, contrato.id)).toMatchObject({
      valor: '38494.00',
      medido: '38494.00',
      medido_percentual: '100.00',
      saldo_a_medir: '0.00',
      retido: '1924.70',
      amortizado: '2000.00',
      pago: '0.00',
      em_aberto: '34569.30',
      valor_comprometido: '34569.30',
      disponivel: '3924.70',
      medicoes_aprovadas: 2,
    });
    const lista = (await api(ctx, 'GET', `/api/contratos/medicoes/list/${contrato.id}`)).json();
    expect(lista.map((m: { numero: number }) => m.numero)).toEqual([2, 1]);
    expect(lista[0].itens[0]).toMatchObject({
      anterior: '30.000',
      quantidade: '70.000',
      acumulado: '100.000',
    });

    // Itens are closed once a medição is approved.
    const itensDepois = await api(ctx, 'PUT', `/api/contratos/edit/${contrato.id}`, { itens: [] });
    expect(itensDepois.statusCode).toBe(409);
    expect(itensDepois.json().message).toBe(MEDICAO_ERRORS.itensComMedicaoAprovada);

    // Releasing the retention: a payable of 1.924,70, then nothing left to release.
    const liberada = await api(ctx, 'POST', `/api/contratos/retencao/liberar/${contrato.id}`, {});
    expect(liberada.statusCode, liberada.body).toBe(200);
    expect(liberada.json()).toMatchObject({ valor: '1924.70', retido: '0.00' });
    expect(liberada.json().lancamentos.length).toBeGreaterThan(0);
    expect(await contratoAtual(ctx, contrato.id)).toMatchObject({ retido: '0.00', em_aberto: '36494.00' });
    const denovo = await api(ctx, 'POST', `/api/contratos/retencao/liberar/${contrato.id}`, {});
    expect(denovo.statusCode).toBe(409);
    expect(denovo.json().message).toBe(MEDICAO_ERRORS.semRetido);

    // The boletim for signature.
    const pdf = await api(ctx, 'GET', `/api/contratos/medicoes/export/${id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const texto = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
    for (const trecho of [
      'Boletim de medição nº 1',
      'Concreto estrutural',
      'Valor líquido',
      '9.853,10',
      'Contratante',
      'Empreiteiro',
    ]) {
      expect(texto).toContain(trecho);
    }
  });

  it('aditivos are numbered per contract and let a medição go beyond the first quantity', async () => {
    const { contrato, itens } = await criarSubcontrato(ctx);
    const b = itens[1]!;
    const primeiro = await api(ctx, 'POST', '/api/contratos/aditivos/create', {
      contrato: contrato.id,
      descricao: 'Mais reboco no térreo',
      itens: [{ item: b.id, quantidade: '10' }],
    });
    expect(primeiro.statusCode, primeiro.body).toBe(200);
    expect(primeiro.json()).toMatchObject({ numero: 1, valor: '873.50' });
    const segundo = await api(ctx, 'POST', '/api/contratos/aditivos/create', {
      contrato: contrato.id,
      descricao: 'Prorrogação',
      prazo: '2026-12-31',
    });
    expect(segundo.json()).toMatchObject({ numero: 2, valor: '0.00', prazo: '2026-12-31' });
    expect(await contratoAtual(ctx, contrato.id)).toMatchObject({
      valor: '39367.50',
      valor_aditivos: '873.50',
      data_fim: '2026-12-31',
    });
    const alem = await medir(ctx, {
      contrato: contrato.id,
      periodo_de: '2026-05-01',
      periodo_ate: '2026-05-31',
      itens: [{ item: b.id, quantidade: '50' }],
    });
    expect(alem.statusCode, alem.body).toBe(200);
    expect(alem.json().valor_bruto).toBe('4367.50');
    const lista = (await api(ctx, 'GET', `/api/contratos/aditivos/list/${contrato.id}`)).json();
    expect(lista.map((x: { numero: number }) => x.numero)).toEqual([2, 1]);
    // A typed value on a contract with itens is refused; so is a value aditivo.
    expect((await api(ctx, 'PUT', `/api/contratos/edit/${contrato.id}`, { valor: '1' })).statusCode).toBe(
      409,
    );
    const valor = await api(ctx, 'POST', '/api/contratos/aditivos/create', {
      contrato: contrato.id,
      descricao: 'x',
      valor: '100',
    });
    expect(valor.statusCode).toBe(400);
    expect(valor.json().errors[0].message).toBe(MEDICAO_ERRORS.aditivoValorEmContratoComItens);
  });

  it('a contract without itens is measured by percentage, never beyond its value', async () => {
    const etapa = ctx.cena.etapas[0]!;
    const res = await api(ctx, 'POST', '/api/contratos/create', {
      obra: ctx.cena.obra.id,
      fornecedor: ctx.cena.fornecedor.id,
      objeto: 'Instalações elétricas',
      valor: '10000',
      etapa: etapa.id,
      subetapa: etapa.subetapas[0]!.id,
      retencao_percentual: '10',
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().id;
    const semItens = await medir(ctx, {
      contrato: id,
      periodo_de: '2026-01-01',
      periodo_ate: '2026-01-31',
      itens: [],
    });
    expect(semItens.json().errors[0].message).toBe(MEDICAO_ERRORS.contratoSemItens);
    const p1 = await medir(ctx, {
      contrato: id,
      periodo_de: '2026-01-01',
      periodo_ate: '2026-01-31',
      percentual: '33.33',
    });
    expect(p1.json()).toMatchObject({ valor_bruto: '3333.00', retencao: '333.30', valor_liquido: '2999.70' });
    expect((await aprovar(ctx, p1.json().id)).statusCode).toBe(200);
    const p2 = await medir(ctx, {
      contrato: id,
      periodo_de: '2026-02-01',
      periodo_ate: '2026-02-28',
      percentual: '66.68',
    });
    expect(p2.statusCode).toBe(400);
    expect(p2.json().errors[0].message).toContain('registre antes um aditivo');
    const aditivo = await api(ctx, 'POST', '/api/contratos/aditivos/create', {
      contrato: id,
      descricao: 'Quadro extra',
      valor: '-500',
    });
    expect(aditivo.json()).toMatchObject({ numero: 1, valor: '-500.00' });
    expect(await contratoAtual(ctx, id)).toMatchObject({
      valor: '9500.00',
      saldo_a_medir: '6167.00',
      medido_percentual: '35.08',
    });
  });
});
