import { CONTRATO_MESSAGES } from '@gdo/domain/contrato';
import { API_ERRORS } from '@gdo/domain/messages';
import { describe, expect, it } from 'vitest';
import { seedDocumento, seedFornecedor, seedObraComOrcamento, useCena } from './lancamentos';
import { send } from './orcamentos';
import { errorFields, signInOtherEmpresa } from './registers';

// Contracts: create, get, edit (partial), the list with its search, filters, sorting and paging,
// the optional link to the obra's budget, and the empresa's walls.

const ctx = useCena();

const create = (body: unknown) => send(ctx.t, ctx.token, 'POST', '/api/contratos/create', body);
const edit = (id: number, body: unknown) => send(ctx.t, ctx.token, 'PUT', `/api/contratos/edit/${id}`, body);
const list = (query = '') => send(ctx.t, ctx.token, 'GET', `/api/contratos/list${query}`);
const ids = async (query = '') => (await list(query)).json().map((c: { id: number }) => c.id);

const novo = (over: Record<string, unknown> = {}) => ({
  obra: ctx.cena.obra.id,
  fornecedor: ctx.cena.fornecedor.id,
  numero: 'CT-001/2026',
  objeto: 'Execução da estrutura de concreto',
  valor: '150000',
  data_inicio: '2026-03-01',
  data_fim: '2026-09-30',
  ...over,
});

describe('contratos', () => {
  it('answers an empty list as [] with 200, never 404', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    const paged = await list('?page=1&pageSize=10');
    expect(paged.json()).toEqual([]);
    expect(paged.headers['x-total-count']).toBe('0');
  });

  it('creates a contract and gets it back, with paid, committed and balance at zero use', async () => {
    const res = await create(novo({ status: 1, valor_pago: '999', saldo: '1' }));
    expect(res.statusCode, res.body).toBe(200);
    const contrato = res.json();
    expect(contrato).toMatchObject({
      obra: ctx.cena.obra.id,
      obra_nome: ctx.cena.obra.nome,
      fornecedor: ctx.cena.fornecedor.id,
      fornecedor_nome: ctx.cena.fornecedor.nome,
      numero: 'CT-001/2026',
      objeto: 'Execução da estrutura de concreto',
      valor: '150000.00',
      data_inicio: '2026-03-01',
      data_fim: '2026-09-30',
      orcamento: null,
      etapa: null,
      subetapa: null,
      status: 1,
      valor_pago: '0.00',
      valor_comprometido: '0.00',
      saldo: '150000.00',
      valor_disponivel: '150000.00',
    });
    expect((await send(ctx.t, ctx.token, 'GET', `/api/contratos/get/${contrato.id}`)).json()).toEqual(
      contrato,
    );
    expect((await send(ctx.t, ctx.token, 'GET', '/api/contratos/get/999999')).json()).toEqual({
      message: API_ERRORS.contratoNaoEncontrado,
    });
  });

  it('edits only what is sent, checking the dates it will hold', async () => {
    const { id } = (await create(novo({ numero: 'CT-EDIT' }))).json();
    const res = await edit(id, { objeto: 'Estrutura e lajes', status: 2 });
    expect(res.json()).toMatchObject({
      objeto: 'Estrutura e lajes',
      status: 2,
      numero: 'CT-EDIT',
      valor: '150000.00',
    });
    const bad = await edit(id, { data_fim: '2026-02-01' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      { field: 'data_fim', message: 'A data de término não pode ser anterior à data de início.' },
    ]);
    expect((await edit(999_999, { objeto: 'x' })).statusCode).toBe(404);
  });

  it('refuses missing fields, a zero value, and an obra or fornecedor that does not exist', async () => {
    const res = await create({ valor: '0' });
    expect(res.statusCode).toBe(400);
    expect(errorFields(res.json())).toEqual(['obra', 'fornecedor', 'objeto', 'valor']);
    const dates = await create(novo({ data_inicio: '2026-03-10', data_fim: '2026-03-01' }));
    expect(errorFields(dates.json())).toEqual(['data_fim']);
    const refs = await create(novo({ obra: 999_999, fornecedor: 999_998 }));
    expect(refs.json().errors).toEqual([
      { field: 'obra', message: API_ERRORS.obraNaoEncontrada },
      { field: 'fornecedor', message: API_ERRORS.fornecedorNaoEncontrado },
    ]);
  });

  it('links an etapa of the budget the obra’s RDO follows, or of the budget sent', async () => {
    const [etapa] = ctx.cena.etapas;
    const viaRdo = await create(novo({ etapa: etapa!.id, subetapa: etapa!.subetapas[1]!.id }));
    expect(viaRdo.statusCode, viaRdo.body).toBe(200);
    expect(viaRdo.json()).toMatchObject({
      orcamento: ctx.cena.orcamento.id,
      orcamento_nome: 'Orçamento da obra 1',
      etapa: etapa!.id,
      etapa_numero: etapa!.numero,
      subetapa: etapa!.subetapas[1]!.id,
      subetapa_numero: etapa!.subetapas[1]!.numero,
    });
    const fora = await create(novo({ etapa: etapa!.id, subetapa: etapa!.subetapas[2]!.id }));
    expect(fora.json().errors).toEqual([{ field: 'subetapa', message: API_ERRORS.subetapaForaDoOrcamento }]);
    const semEtapa = await create(novo({ subetapa: etapa!.subetapas[0]!.id }));
    expect(semEtapa.json().errors).toEqual([{ field: 'etapa', message: CONTRATO_MESSAGES.subetapaSemEtapa }]);
    // An obra whose RDO follows no budget: an etapa needs the budget sent.
    const outra = await seedObraComOrcamento(ctx.t, ctx.token, 2, ctx.cena.etapas);
    await seedDocumento(ctx.t, ctx.token, 'rdo', outra.obra.id, null);
    const base = novo({ obra: outra.obra.id, etapa: etapa!.id });
    expect((await create(base)).json().errors).toEqual([
      { field: 'etapa', message: API_ERRORS.obraSemOrcamentoNoRdo },
    ]);
    const explicit = await create({ ...base, orcamento: outra.orcamento.id });
    expect(explicit.json()).toMatchObject({
      orcamento: outra.orcamento.id,
      etapa: etapa!.id,
      subetapa: null,
    });
    const alheio = await create({ ...base, orcamento: ctx.cena.orcamento.id });
    expect(alheio.json().errors).toEqual([{ field: 'orcamento', message: API_ERRORS.orcamentoDeOutraObra }]);
    // Clearing the etapa clears its subetapa.
    const cleared = await edit(viaRdo.json().id, { etapa: null });
    expect(cleared.json()).toMatchObject({ etapa: null, subetapa: null, orcamento: ctx.cena.orcamento.id });
  });

  it('lists with search over number, object, fornecedor and obra, filters, sorting and paging', async () => {
    const fornecedor = await seedFornecedor(ctx.t, ctx.token, 30, { nome: 'Esquadrias Açaí Ltda' });
    const a = (
      await create(
        novo({ numero: 'LIST-A', objeto: 'Janelas de alumínio', fornecedor: fornecedor.id, valor: '10' }),
      )
    ).json();
    const b = (
      await create(novo({ numero: 'LIST-B', objeto: 'Pintura externa', valor: '20', status: 3 }))
    ).json();
    expect(await ids('?q=acai')).toEqual([a.id]);
    expect(await ids('?q=list-b')).toEqual([b.id]);
    expect(await ids('?q=ALUMINIO')).toEqual([a.id]);
    expect((await ids(`?q=${encodeURIComponent(ctx.cena.obra.nome)}`)).length).toBeGreaterThan(2);
    expect(await ids('?status=3')).toEqual([b.id]);
    expect(await ids(`?fornecedor=${fornecedor.id}`)).toEqual([a.id]);
    expect(await ids('?q=list&sort=-valor')).toEqual([b.id, a.id]);
    const paged = await list('?q=list&sort=valor&page=2&pageSize=1');
    expect(paged.json().map((c: { id: number }) => c.id)).toEqual([b.id]);
    expect(paged.headers['x-total-count']).toBe('2');
    expect((await list('?sort=saldo')).statusCode).toBe(200);
  });
});

describe('contratos of another empresa', () => {
  it('are invisible, and its obras and fornecedores cannot be used', async () => {
    const nosso = (await create(novo({ numero: 'NOSSO' }))).json();
    const vizinha = await signInOtherEmpresa(ctx.t);
    expect((await send(ctx.t, vizinha, 'GET', '/api/contratos/list')).json()).toEqual([]);
    expect((await send(ctx.t, vizinha, 'GET', `/api/contratos/get/${nosso.id}`)).statusCode).toBe(404);
    expect(
      (await send(ctx.t, vizinha, 'PUT', `/api/contratos/edit/${nosso.id}`, { objeto: 'x' })).statusCode,
    ).toBe(404);
    const res = await send(ctx.t, vizinha, 'POST', '/api/contratos/create', novo());
    expect(res.statusCode).toBe(400);
    expect(errorFields(res.json())).toEqual(['obra', 'fornecedor']);
  });
});
