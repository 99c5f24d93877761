import { formatDate } from '@gdo/domain/date';
import { DIARIO_PDF_MAX_RELATORIOS } from '@gdo/domain/diario-export';
import type { Diario } from '@gdo/domain/diario-response';
import { API_ERRORS } from '@gdo/domain/messages';
import type { Role } from '@gdo/domain/usuario';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { asciiSlug } from '../src/lib/report';
import { fotoEnviada, imagem, jpegDeLado } from './diario-fotos';
import { assinar, criarDiario, diarios, diasAtras, novaObra, novoDiario } from './diarios';
import { imagensDoPdf, imagensPintadas, pdfText, readXlsx } from './exports';
import { call } from './helpers';
import { useCena } from './lancamentos';
import { signInOtherEmpresa, signInWithRole } from './registers';

// The diário's exports (issue 12, decision 077): one report and a period as PDF, a period as XLSX,
// read back as a person's viewer would, for every role that reads reports and no other empresa.

const scope = useCena();
let assinado: Diario;
let rascunho: Diario;

const baixar = (path: string, token = scope.token) =>
  call(scope.t.app, { url: `/api/diarios/export/${path}`, token });

beforeAll(async () => {
  const { t, token, cena } = scope;
  await t.database.db.execute(sql`
    update obras set responsavel_tecnico = 'Eng. Márcia Araújo', registro_profissional = 'CREA-SP 5061234567',
      art = 'ART 2826000012345', data_inicio = ${diasAtras(40)}, previsao_entrega = ${diasAtras(-100)}
    where id = ${cena.obra.id}`);
  const criado = await criarDiario(t, token, novoDiario(cena, { data: diasAtras(1) }));
  // A landscape photo larger than the display size, and one a phone stored sideways.
  await fotoEnviada(
    t,
    token,
    criado.id,
    await imagem('jpeg', 3, 2000, 1500),
    'Sapatas do eixo A concretadas',
  );
  await fotoEnviada(
    t,
    token,
    criado.id,
    await jpegDeLado('2026:03:10 14:30:00'),
    'Betoneira na frente da obra',
  );
  await assinar(t, token, criado.id);
  const retificado = await diarios(t, token, 'POST', `retificar/${criado.id}`, {
    texto: 'O percentual da subetapa era 45%, não 40%.',
  });
  assinado = retificado.json();
  // Written ten days after its date: registered late, never signed.
  rascunho = await criarDiario(
    t,
    token,
    novoDiario(cena, { data: diasAtras(10), efetivo: [], observacoes: null, ocorrencias: [] }),
  );
}, 60_000);

describe('diário de obra: PDF de um relatório', () => {
  it('holds the header, the day, the photos at display size, the signature and its hash', async () => {
    const res = await baixar(`${assinado.id}/pdf`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('no-store');
    const nome = scope.cena.obra.nome;
    const slug = asciiSlug(nome);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="diario-de-obra-1-obra-${scope.cena.obra.id}-${slug}.pdf"; ` +
        `filename*=UTF-8''${encodeURIComponent(`Diário de obra 1 - ${nome}.pdf`)}`,
    );
    const text = await pdfText(res.rawPayload);
    for (const expected of [
      'Relatório Diário de Obra (RDO) nº 1',
      nome,
      scope.cena.cliente.nome,
      'Responsável técnico: Eng. Márcia Araújo',
      'Registro CREA/CAU: CREA-SP 5061234567',
      'ART 2826000012345',
      'Concretagem das sapatas do eixo A',
      'Chegaram 30 sacos de cimento',
      'Chuva forte à tarde; serviço externo parado.',
      'Impraticável',
      'Total: 6 (própria 4, terceirizada 2)',
      '1. Sapatas do eixo A concretadas',
      '2. Betoneira na frente da obra — 10/03/2026 14:30',
      'Assinado por',
      assinado.assinado_por_nome!,
      assinado.hash!,
      'Hash anterior: nenhum (primeiro elo da obra)',
      'Retificações',
      'O percentual da subetapa era 45%, não 40%.',
      assinado.retificacoes[0]!.hash,
      '39 dias decorridos; 101 dias restantes',
      'Página 1 de',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain('Registrado com atraso');
    expect(text).not.toContain('Rascunho');
    // Both photos embedded at their display size (≤ 1 600 px), not as the 2 000 px original.
    const imagens = imagensDoPdf(res.rawPayload);
    expect(imagens).toHaveLength(2);
    expect(imagens).toContainEqual({ width: 1600, height: 1200 });
    expect(imagens).toContainEqual({ width: 200, height: 400 });
    // And painted on the first page, beside the day's tables.
    expect(await imagensPintadas(res.rawPayload)).toEqual([2, 0]);
  });

  it('marks a report registered late and one not yet signed', async () => {
    const res = await baixar(`${rascunho.id}/pdf`);
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(`Relatório Diário de Obra (RDO) nº ${rascunho.numero}`);
    expect(text).toContain('Registrado com atraso: lançado em');
    expect(text).toContain('Rascunho: este relatório ainda não foi assinado.');
    expect(text).toContain('Nenhum efetivo registrado.');
    expect(text).toContain('Nenhuma foto.');
    expect(imagensDoPdf(res.rawPayload)).toHaveLength(0);
  });
});

describe('diário de obra: período', () => {
  it('puts every report of the period in one PDF, oldest first, each on a page of its own', async () => {
    const res = await baixar(`obra/${scope.cena.obra.id}/pdf?de=${diasAtras(30)}&ate=${diasAtras(0)}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain(
      `filename="diarios-de-obra-obra-${scope.cena.obra.id}-`,
    );
    expect(res.headers['content-disposition']).toContain(`${diasAtras(30)}-a-${diasAtras(0)}.pdf"`);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(
      `Período exportado: ${formatDate(diasAtras(30))} a ${formatDate(diasAtras(0))} — 2 relatórios`,
    );
    const primeiro = text.indexOf(`(RDO) nº ${rascunho.numero}`);
    const segundo = text.indexOf('(RDO) nº 1 ');
    expect(primeiro).toBeGreaterThan(-1);
    expect(segundo).toBeGreaterThan(primeiro);
    expect(imagensDoPdf(res.rawPayload)).toHaveLength(2);

    const fora = await baixar(`obra/${scope.cena.obra.id}/pdf?de=${diasAtras(5)}&ate=${diasAtras(2)}`);
    expect(fora.statusCode).toBe(200);
    expect(await pdfText(fora.rawPayload)).toContain('Nenhum relatório diário neste período.');
  });

  it('writes one XLSX row per report with the day’s totals and the period’s sums', async () => {
    const res = await baixar(`obra/${scope.cena.obra.id}/xlsx`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const sheet = (await readXlsx(res.rawPayload)).worksheets[0]!;
    const rows: unknown[][] = [];
    sheet.eachRow((row) => {
      rows.push((row.values as unknown[]).slice(1));
    });
    const header = rows.findIndex((r) => r[0] === 'Nº');
    expect(rows[header]).toEqual([
      'Nº',
      'Data',
      'Situação',
      'Efetivo próprio',
      'Efetivo terceirizado',
      'Efetivo total',
      'Equipamentos',
      'Atividades',
      'Ocorrências',
      'Turnos impraticáveis',
      'Fotos',
      'Registrado com atraso',
      'Assinado por',
      'Assinado em',
      'Hash (SHA-256)',
    ]);
    const [antigo, novo, total] = rows.slice(header + 1);
    expect(antigo!.slice(0, 13)).toEqual([
      rascunho.numero,
      new Date(`${rascunho.data}T00:00:00.000Z`),
      'Rascunho',
      0,
      0,
      0,
      1,
      1,
      0,
      1,
      0,
      'Sim',
      '',
    ]);
    expect(novo!.slice(0, 13)).toEqual([
      1,
      new Date(`${assinado.data}T00:00:00.000Z`),
      'Assinado',
      4,
      2,
      6,
      1,
      1,
      1,
      1,
      2,
      'Não',
      assinado.assinado_por_nome,
    ]);
    expect(novo![14]).toBe(assinado.hash);
    expect(total!.slice(0, 11)).toEqual(['Total', '2 relatórios', undefined, 4, 2, 6, 2, 2, 1, 2, 2]);
  });

  it('refuses a period past the PDF’s reports with a pt-BR 400, and serves it as XLSX', async () => {
    const { t, token, cena } = scope;
    const outra = await novaObra(t, token, cena, 7);
    for (let n = 0; n <= DIARIO_PDF_MAX_RELATORIOS; n += 1) {
      await criarDiario(t, token, { obra: outra.obra.id, data: diasAtras(200 + n) });
    }
    const res = await baixar(`obra/${outra.obra.id}/pdf`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'O período tem 63 relatórios e 0 fotos; um PDF leva até 62 relatórios e 400 fotos. Escolha um período menor ou baixe a planilha (XLSX).',
    );
    expect((await baixar(`obra/${outra.obra.id}/xlsx`)).statusCode).toBe(200);
    expect((await baixar(`obra/${outra.obra.id}/pdf?ate=${diasAtras(201)}`)).statusCode).toBe(200);
  }, 60_000);

  it.each([
    ['de=2026-02-30', 'de'],
    ['de=ontem', 'de'],
    [`de=${diasAtras(1)}&ate=${diasAtras(3)}`, 'ate'],
  ])('refuses ?%s with a pt-BR 400 on %s', async (query, field) => {
    for (const format of ['pdf', 'xlsx']) {
      const res = await baixar(`obra/${scope.cena.obra.id}/${format}?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].field).toBe(field);
      expect(res.json().errors[0].message).toMatch(
        /^(Data inválida|A data final não pode ser anterior à data inicial)\./,
      );
    }
  });
});

describe('diário de obra: quem baixa', () => {
  it.each<Role>(['leitura', 'financeiro', 'lancamentos', 'diario'])(
    'lets %s download every export',
    async (role) => {
      const token = await signInWithRole(scope.t, scope.token, [role], `${role}@export.com.br`);
      for (const path of [
        `${assinado.id}/pdf`,
        `obra/${scope.cena.obra.id}/pdf`,
        `obra/${scope.cena.obra.id}/xlsx`,
      ]) {
        expect((await baixar(path, token)).statusCode, path).toBe(200);
      }
    },
  );

  it('answers 404 to another empresa, to unknown ids and percent-encoded ones resolve as the id', async () => {
    const outra = await signInOtherEmpresa(scope.t);
    const alheio = await baixar(`${assinado.id}/pdf`, outra);
    expect(alheio.statusCode).toBe(404);
    expect(alheio.json().message).toBe('Relatório diário não encontrado.');
    for (const format of ['pdf', 'xlsx']) {
      const obra = await baixar(`obra/${scope.cena.obra.id}/${format}`, outra);
      expect(obra.statusCode).toBe(404);
      expect(obra.json().message).toBe(API_ERRORS.obraNaoEncontrada);
    }
    expect((await baixar('999999/pdf')).statusCode).toBe(404);
    const encoded = [...String(assinado.id)].map((c) => `%3${c}`).join('');
    expect((await baixar(`${encoded}/pdf`)).statusCode).toBe(200);
    for (const id of ['%2e%2e', '0', '-1', '1e3', '99999999999999999999', '%00', 'abc']) {
      const res = await baixar(`${id}/pdf`);
      expect([400, 404], id).toContain(res.statusCode);
      expect(res.headers['content-type'], id).toMatch(/^application\/json/);
    }
  });

  it('builds two of four simultaneous downloads and tells the others to wait, in pt-BR', async () => {
    const leitura = await signInWithRole(scope.t, scope.token, ['leitura'], 'leitura@paralelo.com.br');
    const todos = await Promise.all([0, 1, 2, 3].map(() => baixar(`${assinado.id}/pdf`, leitura)));
    expect(todos.map((res) => res.statusCode).sort()).toEqual([200, 200, 429, 429]);
    expect(todos.find((res) => res.statusCode === 429)!.json().message).toBe(
      'Já há exportações desta empresa em andamento. Aguarde alguns segundos e tente de novo.',
    );
    expect((await baixar(`${assinado.id}/pdf`, leitura)).statusCode).toBe(200);
  });

  it('refuses a request without a valid session', async () => {
    const res = await call(scope.t.app, { url: `/api/diarios/export/${assinado.id}/pdf` });
    expect(res.statusCode).toBe(401);
  });
});
