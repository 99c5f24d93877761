import { API_ERRORS } from '@gdo/domain/messages';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lancarNaCena, useCena } from './lancamentos';
import { send } from './orcamentos';
import { created } from './registers';
import { json, leitores, type Registro } from './versao';

// Issue 7, decision 042: two people editing one record. An edit that sends the versao it loaded is
// written only while that is still the record's versao; the loser gets a 409 and the stored row
// keeps the winner's edit. Every editable entity, through its own edit route.

const ctx = useCena();

type Entidade = {
  nome: string;
  /** Creates the record to edit; its id. */
  criar: () => Promise<number>;
  ler: (id: number) => Promise<Registro>;
  /** Its row in the entity's list. */
  linha: (id: number) => Promise<Registro | undefined>;
  editar: (id: number, body: Record<string, unknown>) => Promise<LightMyRequestResponse>;
  /** The nth edit: fields with values distinct from the (n−1)th, as the API reads them back. */
  mudanca: (n: number) => Record<string, unknown>;
  naoEncontrado: string;
};

const CONCORRENTES = 20;
const contagem = { edicoes: 0, recusas: 0, rodadas: 0, umaGravada: 0 };

const { get, naLista, fromList } = leitores(ctx);
const put = (url: string) => (id: number, body: Record<string, unknown>) =>
  send(ctx.t, ctx.token, 'PUT', `${url}/${id}`, body);
const postComId = (url: string) => (id: number, body: Record<string, unknown>) =>
  send(ctx.t, ctx.token, 'POST', url, { id, ...body });
const criado = async (url: string, body: unknown) => (await created(ctx.t, ctx.token, url, body)).id;

const documento = (tipo: 'rdo' | 'rda'): Entidade => ({
  nome: tipo.toUpperCase(),
  criar: async () => ctx.cena[tipo].id,
  ler: fromList(`/api/${tipo}/list`),
  linha: naLista(`/api/${tipo}/list`),
  editar: postComId(`/api/${tipo}/edit`),
  mudanca: (n) => ({ status: (n % 3) + 1 }),
  naoEncontrado: API_ERRORS.documentoNaoEncontrado,
});

const ENTIDADES: Entidade[] = [
  {
    nome: 'cliente',
    criar: async () => ctx.cena.cliente.id,
    ler: get('/api/clientes/get'),
    linha: naLista('/api/clientes/list'),
    editar: put('/api/clientes/edit'),
    mudanca: (n) => ({ nome: `Cliente editado ${n}` }),
    naoEncontrado: API_ERRORS.clienteNaoEncontrado,
  },
  {
    nome: 'fornecedor',
    criar: async () => ctx.cena.fornecedor.id,
    ler: get('/api/fornecedores/get'),
    linha: naLista('/api/fornecedores/list'),
    editar: put('/api/fornecedores/edit'),
    mudanca: (n) => ({ nome: `Fornecedor editado ${n}` }),
    naoEncontrado: API_ERRORS.fornecedorNaoEncontrado,
  },
  {
    nome: 'obra',
    criar: async () => ctx.cena.obra.id,
    ler: get('/api/obras/get'),
    linha: naLista('/api/obras/list'),
    editar: put('/api/obras/edit'),
    mudanca: (n) => ({ nome: `Obra editada ${n}` }),
    naoEncontrado: API_ERRORS.obraNaoEncontrada,
  },
  {
    nome: 'usuário',
    criar: () =>
      criado('/api/users/create', {
        nome: 'Usuária do teste',
        email: 'editada@teste.com.br',
        password: 'senha-do-teste-1',
        permissoes: ['financeiro'],
      }),
    ler: get('/api/users/get'),
    linha: naLista('/api/users/list'),
    editar: put('/api/users/edit'),
    // A user's edit is whole: nome and e-mail always go.
    mudanca: (n) => ({ nome: `Usuária editada ${n}`, email: 'editada@teste.com.br' }),
    naoEncontrado: API_ERRORS.usuarioNaoEncontrado,
  },
  {
    nome: 'etapa',
    criar: async () => ctx.cena.etapas[1]!.id,
    ler: fromList('/api/etapas/list'),
    linha: naLista('/api/etapas/list'),
    editar: postComId('/api/etapas/update/'),
    mudanca: (n) => ({ nome: `Etapa editada ${n}` }),
    naoEncontrado: API_ERRORS.etapaNaoEncontrada,
  },
  {
    nome: 'subetapa',
    criar: async () => ctx.cena.etapas[1]!.subetapas[2]!.id,
    ler: fromList('/api/subetapas/list'),
    linha: naLista('/api/subetapas/list'),
    editar: postComId('/api/subetapas/update/'),
    mudanca: (n) => ({ nome: `Subetapa editada ${n}` }),
    naoEncontrado: API_ERRORS.subetapaNaoEncontrada,
  },
  {
    nome: 'orçamento',
    criar: async () => ctx.cena.orcamento.id,
    ler: get('/api/orcamentos/get'),
    linha: naLista('/api/orcamentos/list'),
    editar: put('/api/orcamentos/edit'),
    mudanca: (n) => ({ nome: `Orçamento editado ${n}` }),
    naoEncontrado: API_ERRORS.orcamentoNaoEncontrado,
  },
  {
    nome: 'modelo de orçamento',
    criar: () => criado('/api/orcamentos/modelos/create', { nome: 'Modelo do teste', itens: [] }),
    ler: get('/api/orcamentos/modelos/get'),
    linha: naLista('/api/orcamentos/modelos/list'),
    editar: put('/api/orcamentos/modelos/edit'),
    mudanca: (n) => ({ nome: `Modelo editado ${n}` }),
    naoEncontrado: API_ERRORS.modeloNaoEncontrado,
  },
  {
    nome: 'contrato',
    criar: () =>
      criado('/api/contratos/create', {
        obra: ctx.cena.obra.id,
        fornecedor: ctx.cena.outroFornecedor.id,
        objeto: 'Execução da estrutura',
        valor: '50000.00',
      }),
    ler: get('/api/contratos/get'),
    linha: naLista('/api/contratos/list'),
    editar: put('/api/contratos/edit'),
    mudanca: (n) => ({ objeto: `Objeto editado ${n}` }),
    naoEncontrado: API_ERRORS.contratoNaoEncontrado,
  },
  documento('rdo'),
  documento('rda'),
  {
    nome: 'lançamento',
    criar: async () => (await json<Registro>(await lancarNaCena(ctx, 'rdo'))).id,
    ler: get('/api/rdo/lancamentos/get'),
    linha: async (id) => naLista(`/api/rdo/lancamentos/list/obra/${ctx.cena.obra.id}`)(id),
    editar: put('/api/rdo/lancamentos/edit'),
    mudanca: (n) => ({ descricao: `Lançamento editado ${n}`, valor_comprometido: `${1000 + n}.00` }),
    naoEncontrado: API_ERRORS.lancamentoNaoEncontrado,
  },
];

async function editar(entidade: Entidade, id: number, body: Record<string, unknown>) {
  const res = await entidade.editar(id, body);
  contagem.edicoes += 1;
  if (res.statusCode === 409) contagem.recusas += 1;
  return res;
}

describe.each(ENTIDADES)('$nome', (entidade) => {
  let id: number;
  beforeAll(async () => {
    id = await entidade.criar();
  });

  it('is read with its versao, by itself and in its list row', async () => {
    const registro = await entidade.ler(id);
    expect(registro.versao).toEqual(expect.any(Number));
    expect((await entidade.linha(id))?.versao).toBe(registro.versao);
  });

  it('two clients edit what they loaded: the first is saved, the second gets 409 and changes nothing', async () => {
    const [carregadoA, carregadoB] = await Promise.all([entidade.ler(id), entidade.ler(id)]);
    expect(carregadoB.versao).toBe(carregadoA.versao);

    const primeira = await editar(entidade, id, { ...entidade.mudanca(1), versao: carregadoA.versao });
    expect(primeira.statusCode, primeira.body).toBe(200);
    expect(primeira.json()).toMatchObject({ ...entidade.mudanca(1), versao: carregadoA.versao + 1 });

    const segunda = await editar(entidade, id, { ...entidade.mudanca(2), versao: carregadoB.versao });
    expect(segunda.statusCode).toBe(409);
    expect(segunda.json()).toEqual({ message: API_ERRORS.registroAlterado });

    const guardado = await entidade.ler(id);
    expect(guardado).toMatchObject({ ...entidade.mudanca(1), versao: carregadoA.versao + 1 });
  });

  it('an edit without versao still overwrites (the last write wins), and raises the versao', async () => {
    const antes = await entidade.ler(id);
    const res = await editar(entidade, id, entidade.mudanca(3));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ ...entidade.mudanca(3), versao: antes.versao + 1 });
  });

  it(`${CONCORRENTES} concurrent edits of one versao: exactly one is saved, the others get 409`, async () => {
    const { versao } = await entidade.ler(id);
    const respostas = await Promise.all(
      Array.from({ length: CONCORRENTES }, (_, i) =>
        editar(entidade, id, { ...entidade.mudanca(100 + i), versao }),
      ),
    );
    const salvas = respostas.filter((res) => res.statusCode === 200);
    const recusadas = respostas.filter((res) => res.statusCode === 409);
    contagem.rodadas += 1;
    if (salvas.length === 1 && recusadas.length === CONCORRENTES - 1) contagem.umaGravada += 1;
    expect(salvas).toHaveLength(1);
    expect(recusadas).toHaveLength(CONCORRENTES - 1);
    for (const res of recusadas) expect(res.json()).toEqual({ message: API_ERRORS.registroAlterado });

    const vencedora = salvas[0]!.json() as Registro;
    expect(vencedora.versao).toBe(versao + 1);
    const guardado = await entidade.ler(id);
    expect(guardado.versao).toBe(versao + 1);
    const i = respostas.indexOf(salvas[0]!);
    expect(guardado).toMatchObject(entidade.mudanca(100 + i));
  });

  it('a record that is not there is 404 with a versao too, not 409', async () => {
    const res = await editar(entidade, 2_000_000_000, { ...entidade.mudanca(4), versao: 1 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: entidade.naoEncontrado });
  });
});

describe('what the versao guards', () => {
  it('the per-etapa totals kept by the lançamentos’ triggers still agree with the entries', async () => {
    const { rows } = await ctx.t.database.pool.query<{ diferencas: number }>(`
      select count(*)::int diferencas from (
        select empresa_id, documento_id, etapa_id, sum(valor_pagamento) executado, sum(valor_aberto) comprometido,
               count(*)::int lancamentos
          from lancamentos group by 1, 2, 3
      ) l full join lancamento_totais t using (empresa_id, documento_id, etapa_id)
      where coalesce(l.executado, 0) <> coalesce(t.executado, 0)
         or coalesce(l.comprometido, 0) <> coalesce(t.comprometido, 0)
         or coalesce(l.lancamentos, 0) <> coalesce(t.lancamentos, 0)`);
    expect(rows[0]!.diferencas).toBe(0);
  });
});

afterAll(() => {
  console.log(
    `concorrência de edição: ${ENTIDADES.length} entidades, ${contagem.edicoes} edições, ${contagem.recusas} recusadas com 409; ` +
      `${contagem.umaGravada} de ${contagem.rodadas} rodadas de ${CONCORRENTES} edições simultâneas com exatamente uma gravada ` +
      `(PostgreSQL ${(process.env.GDO_TEST_DB ?? 'embedded') === 'embedded' ? 'embutido' : 'externo'})`,
  );
});
