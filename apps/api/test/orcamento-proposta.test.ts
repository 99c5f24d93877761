import { formatCpfCnpj } from '@gdo/domain/cpf-cnpj';
import { addDays, formatDate, parseDateBR } from '@gdo/domain/date';
import { parseBRL, sumMoney } from '@gdo/domain/money';
import { precosDeVenda } from '@gdo/domain/orcamento-proposta';
import type { Orcamento } from '@gdo/domain/orcamento-response';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfMoney } from '../src/lib/pdf';
import { pdfText, pdfWords } from './exports';
import { TEST_ADMIN } from './fixtures';
import { createTestApp, signIn, type TestApp } from './helpers';
import { seedCatalogo, seedClienteObra, send } from './orcamentos';
import { signInWithRole } from './registers';

// The proposal a client receives (issue 13): sale prices with the BDI spread over the lines,
// read back from the PDF.

let t: TestApp;
let token: string;
let orcamento: Orcamento;
let cpfCnpj: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await signIn(t.app)).token;
  const etapas = await seedCatalogo(t, token, { etapas: 3, subetapas: 3 });
  const { cliente } = await seedClienteObra(t, token, 7, 'Maria Luísa Prado');
  cpfCnpj = formatCpfCnpj((cliente as unknown as { cpf_cnpj: string }).cpf_cnpj);
  const res = await send(t, token, 'POST', '/api/orcamentos/create', {
    nome: 'Orçamento executivo',
    id_cliente: cliente.id,
    obra: (await send(t, token, 'GET', `/api/obras/list?q=${encodeURIComponent('Maria Luísa')}`)).json()[0]
      .id,
    // Prices whose sale shares never fall on whole cents: the spread must give each cent away.
    bdi: '23.37',
    itens: etapas.map((etapa, i) => ({
      etapa: etapa.id,
      subitens: etapa.subetapas.map((s, j) => ({
        subetapa: s.id,
        unidade: 'm2',
        quantidade: `${i + 1}.${j + 1}33`,
        valor_unitario: `${(i + 1) * 101 + j}.07`,
      })),
    })),
  });
  expect(res.statusCode).toBe(200);
  orcamento = res.json();
});
afterAll(() => t.close());

const proposta = (query = '', id = orcamento.id, as = token) =>
  send(t, as, 'GET', `/api/orcamentos/export/${id}/proposta${query}`);

const AMOUNT = /R\$\s?[\d.]+,\d{2}$/u;

describe('the proposal PDF', () => {
  it('shows the firm, the client and its CPF/CNPJ, the validity, sale prices only and a place to sign', async () => {
    const res = await proposta('?validade=2026-12-31');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`proposta-${orcamento.id}-orcamento-executivo.pdf`);
    const text = await pdfText(res.rawPayload);
    for (const fragment of [
      TEST_ADMIN.empresaNome,
      'Proposta comercial — Orçamento executivo',
      'Maria Luísa Prado',
      cpfCnpj,
      'Válida até: 31/12/2026',
      'Valor total da proposta',
      pdfMoney(orcamento.valor_venda),
      'Contratante',
    ]) {
      expect(text, fragment).toContain(fragment);
    }
    expect(text).not.toContain('Orçamento Orçamento');
    // Nothing of the cost: no cost column, no unit cost, no cost total, no BDI.
    expect(text).not.toMatch(/Custo|BDI|Valor unitário/u);
    const costs = orcamento.itens.flatMap((item) => [
      item.valor_total,
      ...item.subitens.flatMap((s) => [s.valor_total, s.valor_unitario]),
    ]);
    for (const cost of [...costs, orcamento.valor_total]) expect(text).not.toContain(pdfMoney(cost));
  });

  it('prints each line at its share of the sale total, the lines adding up to it to the cent', async () => {
    const res = await proposta();
    const lines = (await pdfText(res.rawPayload)).split('\n').map((line) => line.trim());
    const amountOf = (line: string) => parseBRL(AMOUNT.exec(line.trim())![0])!;
    const subitemLines = lines.filter((line) => /^\d{2}\.\d{2}/u.test(line) && AMOUNT.test(line.trim()));
    const expected = precosDeVenda(orcamento.itens, orcamento.bdi);
    expect(subitemLines.map(amountOf)).toEqual(
      expected.itens.flatMap((i) => i.subitens.map((s) => s.valor_venda)),
    );
    const total = amountOf(lines.find((line) => line.includes('Valor total da proposta'))!);
    expect(sumMoney(subitemLines.map(amountOf))).toBe(total);
    expect(total).toBe(orcamento.valor_venda);
    const itemLines = lines.filter((line) => /^\d{2}(?!\.)\D/u.test(line) && AMOUNT.test(line.trim()));
    expect(itemLines.map(amountOf)).toEqual(expected.itens.map((i) => i.valor_venda));
  });

  it('keeps every word inside the A4 page and, without a date, holds for 30 days', async () => {
    const res = await proposta();
    const pages = await pdfWords(res.rawPayload);
    for (const page of pages) {
      for (const word of page.words) {
        expect(word.xMin, word.text).toBeGreaterThanOrEqual(0);
        expect(word.xMax, word.text).toBeLessThanOrEqual(page.width - 36 + 0.5);
        expect(word.yMax, word.text).toBeLessThanOrEqual(page.height);
      }
    }
    const hoje = parseDateBR(formatDate(new Date(), 'America/Sao_Paulo'))!;
    expect(await pdfText(res.rawPayload)).toContain(`Válida até: ${formatDate(addDays(hoje, 30))}`);
  });

  it('lets a read-only user download it; refuses a bad date and an unknown budget', async () => {
    const leitura = await signInWithRole(t, token, ['leitura'], 'leitura@teste.com.br');
    expect((await proposta('', orcamento.id, leitura)).statusCode).toBe(200);
    const bad = await proposta('?validade=2026-02-31');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ field: 'validade', message: expect.any(String) }]);
    const missing = await proposta('', 999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Orçamento não encontrado.' });
  });

  it('titles the internal PDF without saying Orçamento twice', async () => {
    const res = await send(t, token, 'GET', `/api/orcamentos/export/${orcamento.id}/pdf`);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Orçamento executivo');
    expect(text).not.toContain('Orçamento Orçamento');
    expect(text).not.toContain('Orçamento: Orçamento');
  });
});
