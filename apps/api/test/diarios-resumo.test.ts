import { addDays } from '@gdo/domain/date';
import { type DiarioResumo, isDiaUtil } from '@gdo/domain/diario-resumo';
import { diaNoCanteiro } from '@gdo/domain/fuso';
import type { Painel } from '@gdo/domain/painel';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarDiario, diarios, diasAtras, novaObra, novoDiario } from './diarios';
import { call, createTestApp, signIn, type TestApp } from './helpers';
import { type Cena, seedCena } from './lancamentos';
import { signInOtherEmpresa, signInWithRole } from './registers';

// What the obra detail, the report list and the dashboard show of the diário (decision 072):
// the last 30 days, working days (Monday to Saturday, national holidays excepted: decision 173)
// without a report, impraticável days and the
// latest percentage per etapa; every role reads them, the diario role included.

let t: TestApp;
let token: string;
let cena: Cena;

beforeAll(async () => {
  t = await createTestApp();
  token = (await signIn(t.app)).token;
  cena = await seedCena(t, token, 1);
}, 60_000);
afterAll(() => t.close());

const praticavel = { tempo: 'claro', condicao: 'praticavel' } as const;
const semChuva = { manha: praticavel, tarde: praticavel };

/** Sets the obra's dates through its edit route. */
async function datasDaObra(obraId: number, datas: { data_inicio?: string; data_entrega?: string }) {
  const obra = (await call(t.app, { url: `/api/obras/get/${obraId}`, token })).json();
  const res = await call(t.app, {
    method: 'PUT',
    url: `/api/obras/edit/${obraId}`,
    token,
    body: { ...obra, ...datas },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const resumo = async (obraId: number, as = token) => {
  const res = await diarios(t, as, 'GET', `resumo/obra/${obraId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as DiarioResumo;
};

/** The working days from `de` to `ate` without a report, counted one day at a time. */
function uteisSem(de: string, ate: string, comRelatorio: string[]) {
  let n = 0;
  for (let dia = de; dia <= ate; dia = addDays(dia, 1)) {
    if (isDiaUtil(dia) && !comRelatorio.includes(dia)) n++;
  }
  return n;
}

describe('diário de obra: resumo da obra', () => {
  let obra: Cena;
  const dias = [diasAtras(0), diasAtras(1), diasAtras(3), diasAtras(8), diasAtras(40)];

  beforeAll(async () => {
    obra = await novaObra(t, token, cena, 2);
    await datasDaObra(obra.obra.id, { data_inicio: diasAtras(20) });
    const etapa = cena.etapas[0]!;
    const linha = (percentual: number, subetapa: number | null = null) => ({
      etapa: etapa.id,
      subetapa,
      descricao: 'Alvenaria',
      situacao: 'em_andamento',
      percentual,
    });
    // Numbered as created: today 1, yesterday 2… Today's and yesterday's have an impraticável
    // afternoon (novoDiario's clima).
    await criarDiario(t, token, novoDiario(obra, { data: dias[0], atividades: [] }));
    await criarDiario(t, token, novoDiario(obra, { data: dias[1], atividades: [linha(55), linha(10)] }));
    await criarDiario(t, token, novoDiario(obra, { data: dias[2], clima: semChuva }));
    await criarDiario(
      t,
      token,
      novoDiario(obra, {
        data: dias[3],
        clima: semChuva,
        atividades: [linha(30), linha(70, etapa.subetapas[1]!.id)],
      }),
    );
    // Before the obra's start: in the counts of reports, not in the days expected.
    await criarDiario(t, token, novoDiario(obra, { data: dias[4], clima: semChuva, atividades: [] }));
  }, 60_000);

  it('counts working days without a report from the start to yesterday, and impraticável days', async () => {
    const r = await resumo(obra.obra.id);
    const hoje = diaNoCanteiro();
    expect(r).toMatchObject({
      obra: obra.obra.id,
      hoje,
      periodo: { de: diasAtras(20), ate: diasAtras(1) },
      relatorios: 5,
      ultimo_relatorio: hoje,
      dias_impraticaveis: 2,
      dias_sem_relatorio: uteisSem(diasAtras(20), diasAtras(1), dias),
    });
    expect(r.dias_sem_relatorio).toBeGreaterThan(10);
  });

  it('shows the last 30 days, today last, with their reports and impraticável ones', async () => {
    const r = await resumo(obra.obra.id);
    expect(r.dias).toHaveLength(30);
    expect(r.dias[0]!.data).toBe(diasAtras(29));
    expect(r.dias[29]).toMatchObject({
      data: diasAtras(0),
      impraticavel: true,
      relatorio: { status: 'rascunho' },
    });
    const porDia = new Map(r.dias.map((d) => [d.data, d]));
    expect(porDia.get(diasAtras(1))).toMatchObject({ impraticavel: true, relatorio: { numero: 2 } });
    expect(porDia.get(diasAtras(3))).toMatchObject({ impraticavel: false, relatorio: { numero: 3 } });
    expect(porDia.get(diasAtras(2))).toMatchObject({ impraticavel: false, relatorio: null });
    for (const d of r.dias) expect(d.util).toBe(isDiaUtil(d.data));
  });

  it('gives the latest percentage per etapa and subetapa as physical progress', async () => {
    const [etapa] = cena.etapas;
    const r = await resumo(obra.obra.id);
    expect(r.progresso).toEqual([
      {
        etapa: etapa!.id,
        numero: etapa!.numero,
        nome: etapa!.nome,
        // Yesterday's report said 55 then 10 for the etapa: the later line of the day wins.
        percentual: 10,
        data: diasAtras(1),
        subetapas: [
          // novoDiario's default line (40%) on the report of three days ago is newer than eight days ago.
          expect.objectContaining({ subetapa: etapa!.subetapas[0]!.id, percentual: 40, data: diasAtras(3) }),
          expect.objectContaining({ subetapa: etapa!.subetapas[1]!.id, percentual: 70, data: diasAtras(8) }),
        ],
      },
    ]);
  });

  it('stops at the delivery, and says nothing of days without a start or a report', async () => {
    await datasDaObra(obra.obra.id, { data_entrega: diasAtras(5) });
    const entregue = await resumo(obra.obra.id);
    expect(entregue.periodo).toEqual({ de: diasAtras(20), ate: diasAtras(5) });
    expect(entregue.dias_sem_relatorio).toBe(uteisSem(diasAtras(20), diasAtras(5), dias));

    const vazia = await novaObra(t, token, cena, 3);
    const r = await resumo(vazia.obra.id);
    expect(r).toMatchObject({
      periodo: null,
      relatorios: 0,
      ultimo_relatorio: null,
      dias_sem_relatorio: null,
      dias_impraticaveis: 0,
      progresso: [],
    });
    expect(r.dias.every((d) => d.relatorio === null && !d.impraticavel)).toBe(true);
  });

  it('expects no report on a national holiday, and a report made on one fills no working day', async () => {
    // Monday 16 to Saturday 21 November 2026: six days from Monday to Saturday, Friday 20 is
    // Consciência Negra, so five working days.
    const feriado = await novaObra(t, token, cena, 4);
    await datasDaObra(feriado.obra.id, { data_inicio: '2026-11-16', data_entrega: '2026-11-21' });
    await criarDiario(t, token, novoDiario(feriado, { data: '2026-11-19', clima: semChuva, atividades: [] }));
    expect((await resumo(feriado.obra.id)).dias_sem_relatorio).toBe(4);
    await criarDiario(t, token, novoDiario(feriado, { data: '2026-11-20', clima: semChuva, atividades: [] }));
    const r = await resumo(feriado.obra.id);
    expect(r.relatorios).toBe(2);
    expect(r.dias_sem_relatorio).toBe(4);
  });

  it('puts the last report and the days without one beside each obra on the dashboard', async () => {
    const res = await call(t.app, { url: '/api/dashboard/obras', token });
    expect(res.statusCode).toBe(200);
    const painel = res.json() as Painel;
    const linha = painel.obras.find((o) => o.id === obra.obra.id)!;
    const r = await resumo(obra.obra.id);
    expect(linha.diario).toEqual({
      ultimo_relatorio: r.ultimo_relatorio,
      dias_sem_relatorio: r.dias_sem_relatorio,
    });
    // The scene's obra has neither a start nor a report.
    expect(painel.obras.find((o) => o.id === cena.obra.id)!.diario).toEqual({
      ultimo_relatorio: null,
      dias_sem_relatorio: null,
    });
  });

  it('is read by every role, the diario role included, and by no other empresa', async () => {
    for (const role of ['diario', 'leitura', 'financeiro', 'lancamentos'] as const) {
      const other = await signInWithRole(t, token, [role], `${role}@resumo.com.br`);
      expect((await resumo(obra.obra.id, other)).obra).toBe(obra.obra.id);
    }
    const vizinha = await signInOtherEmpresa(t);
    const res = await diarios(t, vizinha, 'GET', `resumo/obra/${obra.obra.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Alvenaria');
    for (const id of ['0', '-1', '99999999999', '1%2F2', 'abc']) {
      const bad = await diarios(t, token, 'GET', `resumo/obra/${id}`);
      expect([400, 404]).toContain(bad.statusCode);
    }
    expect((await diarios(t, token, 'GET', 'resumo/obra/999999')).statusCode).toBe(404);
  });
});
