import { DIARIO_MESSAGES } from '@gdo/domain/diario-constantes';
import type { Diario } from '@gdo/domain/diario-response';
import { diaNoCanteiro } from '@gdo/domain/fuso';
import { API_ERRORS } from '@gdo/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assinar, criarDiario, diarios, diasAtras, novaObra as novaObraDe, novoDiario } from './diarios';
import { createTestApp, signIn, type TestApp } from './helpers';
import { type Cena, seedCena } from './lancamentos';
import { errorFields, signInOtherEmpresa } from './registers';

// The life of a rascunho through HTTP (issue 12, decision 070): create, edit, copy, delete, list.

let t: TestApp;
let token: string;
let cena: Cena;

beforeAll(async () => {
  t = await createTestApp();
  token = (await signIn(t.app)).token;
  cena = await seedCena(t, token, 1);
}, 60_000);
afterAll(() => t.close());

let seed = 1;

/** Another obra of its own, so a test's números and chain start empty. */
function novaObra(): Promise<Cena> {
  seed += 1;
  return novaObraDe(t, token, cena, seed);
}

describe('diário de obra: rascunhos', () => {
  it('creates a rascunho numbered 1, keeping the names its ids point at', async () => {
    const diario = await criarDiario(t, token, novoDiario(cena, { data: diasAtras(10) }));
    const etapa = cena.etapas[0]!;
    expect(diario).toMatchObject({
      obra: cena.obra.id,
      numero: 1,
      status: 'rascunho',
      data: diasAtras(10),
      clima: { manha: { tempo: 'claro', condicao: 'praticavel' }, noite: null },
      efetivo: [
        { funcao: 'Pedreiro', origem: 'propria', fornecedor: null, fornecedor_nome: null, horas: 8 },
        {
          funcao: 'Armador',
          fornecedor: cena.fornecedor.id,
          fornecedor_nome: cena.fornecedor.nome,
          horas: null,
        },
      ],
      atividades: [
        {
          etapa: etapa.id,
          etapa_numero: etapa.numero,
          etapa_nome: etapa.nome,
          subetapa_nome: etapa.subetapas[0]!.nome,
          percentual: 40,
        },
      ],
      ocorrencias: [{ tipo: 'entrega_material', hora: '09:15' }],
      assinado_por: null,
      hash: null,
      retificacoes: [],
      versao: 1,
      // Written today for a day ten days ago.
      registrado_com_atraso: true,
    });
    const fetched = await diarios(t, token, 'GET', `get/${diario.id}`);
    expect(fetched.json()).toEqual(diario);
  });

  it('refuses a future day (on São Paulo’s clock), a second report for one day, and lines that do not fit', async () => {
    const amanha = await diarios(t, token, 'POST', 'create', novoDiario(cena, { data: diasAtras(-1) }));
    expect(amanha.statusCode).toBe(400);
    expect(amanha.json().errors).toEqual([{ field: 'data', message: DIARIO_MESSAGES.dataFutura }]);

    const hoje = await criarDiario(t, token, novoDiario(cena, { data: diaNoCanteiro() }));
    expect(hoje.registrado_com_atraso).toBe(false);
    const outra = await diarios(t, token, 'POST', 'create', novoDiario(cena, { data: diaNoCanteiro() }));
    expect(outra.statusCode).toBe(409);
    expect(outra.json().message).toBe(DIARIO_MESSAGES.diarioDoDiaExiste);

    const [etapa, outraEtapa] = cena.etapas;
    const fora = await diarios(
      t,
      token,
      'POST',
      'create',
      novoDiario(cena, {
        data: diasAtras(20),
        efetivo: [{ funcao: 'Servente', origem: 'terceirizada', quantidade: 3 }],
        atividades: [
          // The budget holds only the first two subetapas of each etapa.
          { etapa: etapa!.id, subetapa: etapa!.subetapas[2]!.id, descricao: 'x', situacao: 'iniciada' },
          { etapa: outraEtapa!.id, subetapa: etapa!.subetapas[0]!.id, descricao: 'y', situacao: 'iniciada' },
        ],
      }),
    );
    expect(fora.statusCode).toBe(400);
    expect(errorFields(fora.json())).toEqual(['efetivo.0.fornecedor']);

    const foraDoOrcamento = await diarios(
      t,
      token,
      'POST',
      'create',
      novoDiario(cena, {
        data: diasAtras(20),
        atividades: [
          { etapa: etapa!.id, subetapa: etapa!.subetapas[2]!.id, descricao: 'x', situacao: 'iniciada' },
          { etapa: outraEtapa!.id, subetapa: etapa!.subetapas[0]!.id, descricao: 'y', situacao: 'iniciada' },
          { etapa: 999_999, descricao: 'z', situacao: 'concluida' },
        ],
      }),
    );
    expect(foraDoOrcamento.statusCode).toBe(400);
    expect(foraDoOrcamento.json().errors).toEqual([
      { field: 'atividades.0.subetapa', message: API_ERRORS.subetapaForaDoOrcamento },
      { field: 'atividades.1.subetapa', message: API_ERRORS.subetapaForaDoOrcamento },
      { field: 'atividades.2.etapa', message: API_ERRORS.etapaForaDoOrcamento },
    ]);
  });

  it('numbers 20 simultaneous creates 1 to 20, and of 20 for one day saves one', async () => {
    const { obra } = await novaObra();
    const dias = Array.from({ length: 20 }, (_, i) => diasAtras(100 + i));
    const answers = await Promise.all(
      dias.map((data) => diarios(t, token, 'POST', 'create', { obra: obra.id, data })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(dias.map(() => 200));
    const numeros = answers.map((r) => (r.json() as Diario).numero).sort((a, b) => a - b);
    expect(numeros).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));

    const mesmoDia = await Promise.all(
      dias.map(() => diarios(t, token, 'POST', 'create', { obra: obra.id, data: diasAtras(200) })),
    );
    expect(mesmoDia.map((r) => r.statusCode).sort()).toEqual([200, ...Array(19).fill(409)]);
    expect(mesmoDia.find((r) => r.statusCode === 200)!.json().numero).toBe(21);
    const next = await criarDiario(t, token, { obra: obra.id, data: diasAtras(201) });
    expect(next.numero).toBe(22);
  });

  it('edits only what is sent, with optimistic locking, and keeps one report per day', async () => {
    const { obra } = await novaObra();
    const diario = await criarDiario(t, token, { obra: obra.id, data: diasAtras(3) });
    await criarDiario(t, token, { obra: obra.id, data: diasAtras(4) });
    const edited = await diarios(t, token, 'PUT', `edit/${diario.id}`, {
      versao: diario.versao,
      observacoes: '  Vistoria do fiscal  ',
      equipamentos: [{ descricao: 'Grua', quantidade: 1, situacao: 'manutencao' }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      observacoes: 'Vistoria do fiscal',
      equipamentos: [{ descricao: 'Grua', situacao: 'manutencao' }],
      data: diasAtras(3),
      versao: diario.versao + 1,
    });
    const stale = await diarios(t, token, 'PUT', `edit/${diario.id}`, {
      versao: diario.versao,
      observacoes: 'x',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(API_ERRORS.registroAlterado);
    const sameDay = await diarios(t, token, 'PUT', `edit/${diario.id}`, { data: diasAtras(4) });
    expect(sameDay.statusCode).toBe(409);
    expect(errorFields(sameDay.json())).toEqual(['data']);
  });

  it('copies efetivo and equipamentos of the report before the day', async () => {
    const obraCena = await novaObra();
    const { obra } = obraCena;
    const copiar = (data: string) => diarios(t, token, 'POST', `copiar-anterior/${obra.id}`, { data });
    const nada = await copiar(diasAtras(5));
    expect(nada.statusCode).toBe(409);
    expect(nada.json().message).toBe(DIARIO_MESSAGES.semAnterior);
    const base = await criarDiario(t, token, novoDiario(obraCena, { data: diasAtras(6) }));
    const copia = await copiar(diasAtras(5));
    expect(copia.statusCode, copia.body).toBe(200);
    expect(copia.json()).toMatchObject({
      numero: 2,
      data: diasAtras(5),
      status: 'rascunho',
      efetivo: base.efetivo,
      equipamentos: base.equipamentos,
      atividades: [],
      ocorrencias: [],
      clima: { manha: null, tarde: null, noite: null },
    });
    expect((await copiar(diasAtras(5))).statusCode).toBe(409);
    expect((await copiar(diasAtras(-1))).statusCode).toBe(400);
  });

  it('deletes a rascunho and moves the later números down; never a signed one or one before it', async () => {
    const obraCena = await novaObra();
    const { obra } = obraCena;
    const criados: Diario[] = [];
    for (const n of [40, 39, 38, 37])
      criados.push(await criarDiario(t, token, novoDiario(obraCena, { data: diasAtras(n) })));
    const [primeiro, segundo, terceiro, quarto] = criados as [Diario, Diario, Diario, Diario];
    const removed = await diarios(t, token, 'DELETE', `delete/${segundo.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: DIARIO_MESSAGES.diarioExcluido });
    expect((await diarios(t, token, 'GET', `get/${segundo.id}`)).statusCode).toBe(404);
    const list = (await diarios(t, token, 'GET', `list/obra/${obra.id}`)).json() as Diario[];
    expect(list.map((r) => [r.id, r.numero])).toEqual([
      [quarto.id, 3],
      [terceiro.id, 2],
      [primeiro.id, 1],
    ]);
    expect((await criarDiario(t, token, { obra: obra.id, data: diasAtras(36) })).numero).toBe(4);

    await assinar(t, token, terceiro.id);
    const signed = await diarios(t, token, 'DELETE', `delete/${terceiro.id}`);
    expect(signed.statusCode).toBe(409);
    expect(signed.json().message).toBe(DIARIO_MESSAGES.diarioAssinadoNaoExclui);
    const before = await diarios(t, token, 'DELETE', `delete/${primeiro.id}`);
    expect(before.statusCode).toBe(409);
    expect(before.json().message).toBe(DIARIO_MESSAGES.assinadoDepois);
    expect((await diarios(t, token, 'DELETE', `delete/${quarto.id}`)).statusCode).toBe(200);
  });

  it('lists newest first, within de and ate, a page at a time with X-Total-Count', async () => {
    const { obra } = await novaObra();
    for (const n of [50, 52, 51, 53, 54]) await criarDiario(t, token, { obra: obra.id, data: diasAtras(n) });
    const page = await diarios(
      t,
      token,
      'GET',
      `list/obra/${obra.id}?de=${diasAtras(53)}&ate=${diasAtras(51)}&page=1&pageSize=2`,
    );
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-total-count']).toBe('3');
    expect((page.json() as Diario[]).map((r) => r.data)).toEqual([diasAtras(51), diasAtras(52)]);
    const all = (await diarios(t, token, 'GET', `list/obra/${obra.id}`)).json() as Diario[];
    expect(all.map((r) => r.data)).toEqual([50, 51, 52, 53, 54].map(diasAtras));
    const backwards = await diarios(
      t,
      token,
      'GET',
      `list/obra/${obra.id}?de=${diasAtras(1)}&ate=${diasAtras(2)}`,
    );
    expect(backwards.statusCode).toBe(400);
  });

  it('answers 404 for another empresa’s obra and reports, and 400 for its obra in a body', async () => {
    const diario = await criarDiario(t, token, novoDiario(cena, { data: diasAtras(60) }));
    const other = await signInOtherEmpresa(t);
    const outsider = [
      ['GET', `get/${diario.id}`],
      ['GET', `list/obra/${cena.obra.id}`],
      ['GET', `etapas/obra/${cena.obra.id}`],
      ['GET', `verificar/obra/${cena.obra.id}`],
      ['PUT', `edit/${diario.id}`],
      ['DELETE', `delete/${diario.id}`],
      ['POST', `assinar/${diario.id}`],
      ['POST', `retificar/${diario.id}`, { texto: 'x' }],
      ['POST', `copiar-anterior/${cena.obra.id}`, { data: diasAtras(59) }],
    ] as const;
    for (const [method, path, body] of outsider) {
      const res = await diarios(
        t,
        other,
        method,
        path,
        body ?? (method === 'GET' || method === 'DELETE' ? undefined : {}),
      );
      expect(res.statusCode, `${method} ${path}`).toBe(404);
    }
    const create = await diarios(t, other, 'POST', 'create', { obra: cena.obra.id, data: diasAtras(59) });
    expect(create.statusCode).toBe(400);
    expect(errorFields(create.json())).toEqual(['obra']);
    expect((await diarios(t, token, 'GET', `get/${diario.id}`)).json()).toEqual(diario);
  });
});
