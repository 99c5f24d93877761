import { API_ERRORS } from '@gdo/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from './helpers';
import {
  type Cena,
  countLancamentos,
  lancar,
  novoLancamento,
  seedCena,
  seedDocumento,
  seedFornecedor,
  seedObraComOrcamento,
} from './lancamentos';
import { seedCatalogo, send } from './orcamentos';
import { errorFields } from './registers';

// Entries of the RDO and RDA: create, get, edit, delete, each type on its own paths, the
// references they must respect, and what the server sets itself.

let t: TestApp;
let token: string;
let usuarioId: number;
let cena: Cena;
beforeAll(async () => {
  t = await createTestApp();
  ({ token, id_user: usuarioId } = await signIn(t.app));
  cena = await seedCena(t, token);
});
afterAll(() => t.close());

const get = (url: string) => send(t, token, 'GET', url);

describe('lancamentos', () => {
  it('creates an entry in the obra’s RDO, resolving the document from the obra', async () => {
    const res = await lancar(t, token, 'rdo', novoLancamento(cena, { observacao: 'Entrega parcial' }));
    expect(res.statusCode, res.body).toBe(200);
    const lancamento = res.json();
    const etapa = cena.etapas[0]!;
    expect(lancamento).toMatchObject({
      tipo: 'rdo',
      documento: cena.rdo.id,
      obra: cena.obra.id,
      obra_nome: cena.obra.nome,
      data_lancamento: '2026-03-02',
      fornecedor: cena.fornecedor.id,
      fornecedor_nome: cena.fornecedor.nome,
      nf: '1001',
      data_nf: '2026-03-01',
      descricao: 'Cimento CP-II 50 kg',
      observacao: 'Entrega parcial',
      etapa: etapa.id,
      etapa_numero: etapa.numero,
      subetapa: etapa.subetapas[0]!.id,
      subetapa_numero: etapa.subetapas[0]!.numero,
      contrato: null,
      valor_comprometido: '1000.00',
      valor_pagamento: '0.00',
      valor_aberto: '1000.00',
      situacao: 1,
      parcela: null,
      grupo: null,
      usuario: usuarioId,
      usuario_nome: 'Administradora Teste',
    });
    expect((await get(`/api/rdo/lancamentos/get/${lancamento.id}`)).json()).toEqual(lancamento);
  });

  it('sets usuario from the session and ignores one sent in the body', async () => {
    const res = await lancar(t, token, 'rda', novoLancamento(cena, { usuario: 999, usuario_nome: 'Outro' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      usuario: usuarioId,
      usuario_nome: 'Administradora Teste',
      tipo: 'rda',
    });
  });

  it('copies the fornecedor’s bank details, which later fornecedor edits do not change', async () => {
    const fornecedor = await seedFornecedor(t, token, 3, {
      banco: '001 - Banco do Brasil',
      agencia: '4321',
      conta: '99887-1',
      tipo_conta: 2,
      pix: '11999998888',
    });
    const body = novoLancamento(cena, { fornecedor: fornecedor.id, banco: 'inventado', pix: 'x' });
    const lancamento = (await lancar(t, token, 'rdo', body)).json();
    const copia = {
      banco: '001 - Banco do Brasil',
      agencia: '4321',
      conta: '99887-1',
      tipo_conta: 2,
      pix: '11999998888',
    };
    expect(lancamento).toMatchObject(copia);
    const edited = await send(t, token, 'PUT', `/api/fornecedores/edit/${fornecedor.id}`, {
      banco: '237 - Bradesco',
      pix: 'novo@pix.com.br',
    });
    expect(edited.statusCode).toBe(200);
    const again = (await get(`/api/rdo/lancamentos/get/${lancamento.id}`)).json();
    expect(again).toMatchObject(copia);
    // An edit of the entry that keeps the fornecedor keeps the copy too.
    const touched = await send(t, token, 'PUT', `/api/rdo/lancamentos/edit/${lancamento.id}`, { nf: '2002' });
    expect(touched.json()).toMatchObject({ ...copia, nf: '2002' });
  });

  it('edits only what is sent, and derives situacao and valor_aberto from the amounts', async () => {
    const { id } = (await lancar(t, token, 'rdo', novoLancamento(cena))).json();
    const edit = (body: unknown) => send(t, token, 'PUT', `/api/rdo/lancamentos/edit/${id}`, body);
    const parcial = await edit({ valor_pagamento: '400', data_pagamento: '2026-03-10', situacao: 2 });
    expect(parcial.statusCode, parcial.body).toBe(200);
    expect(parcial.json()).toMatchObject({
      descricao: 'Cimento CP-II 50 kg',
      valor_comprometido: '1000.00',
      valor_pagamento: '400.00',
      valor_aberto: '600.00',
      situacao: 3,
      data_pagamento: '2026-03-10',
    });
    expect((await edit({ valor_pagamento: '1000' })).json()).toMatchObject({
      situacao: 2,
      valor_aberto: '0.00',
    });
    const semData = await edit({ data_pagamento: null });
    expect(semData.statusCode).toBe(400);
    expect(errorFields(semData.json())).toEqual(['data_pagamento']);
    // What get returned can be sent back unchanged.
    const current = (await get(`/api/rdo/lancamentos/get/${id}`)).json();
    const same = await edit(current);
    expect(same.statusCode, same.body).toBe(200);
    expect({ ...same.json(), data_alteracao: '' }).toEqual({
      ...current,
      versao: current.versao + 1,
      data_alteracao: '',
    });
  });

  it('keeps each type on its own paths: an entry of the other type is not found', async () => {
    const rda = (await lancar(t, token, 'rda', novoLancamento(cena, { descricao: 'Só do RDA' }))).json();
    const notFound = { message: API_ERRORS.lancamentoNaoEncontrado };
    for (const [method, url, body] of [
      ['GET', `/api/rdo/lancamentos/get/${rda.id}`, undefined],
      ['PUT', `/api/rdo/lancamentos/edit/${rda.id}`, { nf: '1' }],
      ['DELETE', `/api/rdo/lancamentos/delete/${rda.id}`, undefined],
    ] as const) {
      const res = await send(t, token, method, url, body);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual(notFound);
    }
    const rdoList = (await get('/api/rdo/lancamentos/list')).json() as { id: number; tipo: string }[];
    expect(rdoList.map((l) => l.id)).not.toContain(rda.id);
    expect(new Set(rdoList.map((l) => l.tipo))).toEqual(new Set(['rdo']));
    const rdaList = (await get(`/api/rda/lancamentos/list/obra/${cena.obra.id}`)).json() as {
      tipo: string;
    }[];
    expect(new Set(rdaList.map((l) => l.tipo))).toEqual(new Set(['rda']));
    expect((await get(`/api/rda/lancamentos/get/${rda.id}`)).statusCode).toBe(200);
  });

  it('deletes an entry and answers {message}', async () => {
    const { id } = (await lancar(t, token, 'rda', novoLancamento(cena))).json();
    const res = await send(t, token, 'DELETE', `/api/rda/lancamentos/delete/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: API_ERRORS.lancamentoRemovido });
    expect((await get(`/api/rda/lancamentos/get/${id}`)).statusCode).toBe(404);
    expect((await send(t, token, 'DELETE', `/api/rda/lancamentos/delete/${id}`)).statusCode).toBe(404);
  });

  it('lists by obra only that obra’s entries of that type', async () => {
    const outra = await seedObraComOrcamento(t, token, 2, cena.etapas);
    await seedDocumento(t, token, 'rdo', outra.obra.id, outra.orcamento.id);
    const daOutra = (await lancar(t, token, 'rdo', novoLancamento(cena, { obra: outra.obra.id }))).json();
    expect(daOutra.obra).toBe(outra.obra.id);
    const lista = (await get(`/api/rdo/lancamentos/list/obra/${cena.obra.id}`)).json() as Array<{
      obra: number;
      id: number;
    }>;
    expect(lista.length).toBeGreaterThan(0);
    expect(lista.every((l) => l.obra === cena.obra.id)).toBe(true);
    const daOutraLista = (await get(`/api/rdo/lancamentos/list/obra/${outra.obra.id}`)).json();
    expect(daOutraLista.map((l: { id: number }) => l.id)).toEqual([daOutra.id]);
    // ?obra= on the type's list is the same filter.
    const filtrada = (await get(`/api/rdo/lancamentos/list?obra=${outra.obra.id}`)).json();
    expect(filtrada.map((l: { id: number }) => l.id)).toEqual([daOutra.id]);
    // The obra has no RDA yet: no entries; an unknown obra: 404.
    const semRda = await get(`/api/rda/lancamentos/list/obra/${outra.obra.id}`);
    expect(semRda.statusCode).toBe(200);
    expect(semRda.json()).toEqual([]);
    expect(semRda.headers['x-total-count']).toBe('0');
    expect((await get('/api/rda/lancamentos/list/obra/999999')).statusCode).toBe(404);
  });

  it('refuses an entry into an obra without that document, or with another obra’s document', async () => {
    const sem = await seedObraComOrcamento(t, token, 3, cena.etapas);
    const res = await lancar(t, token, 'rda', novoLancamento(cena, { obra: sem.obra.id }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'obra', message: API_ERRORS.obraSemRda }]);
    const other = await lancar(
      t,
      token,
      'rdo',
      novoLancamento(cena, { obra: sem.obra.id, documento: cena.rdo.id }),
    );
    expect(other.json().errors).toEqual([{ field: 'obra', message: API_ERRORS.documentoDeOutraObra }]);
    // An RDA id on the RDO path is no document of the path's type.
    const wrongType = await lancar(t, token, 'rdo', novoLancamento(cena, { documento: cena.rda.id }));
    expect(wrongType.json().errors).toEqual([
      { field: 'documento', message: API_ERRORS.documentoNaoEncontrado },
    ]);
  });

  it('refuses an etapa or subetapa outside the budget the document follows', async () => {
    const before = await countLancamentos(t);
    const [primeira, segunda] = cena.etapas;
    const fora = await seedCatalogo(t, token, { etapas: 1, subetapas: 1, first: 90 });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ etapa: fora[0]!.id, subetapa: fora[0]!.subetapas[0]!.id }, 'etapa', API_ERRORS.etapaForaDoOrcamento],
      // The third subetapa of the etapa is in the catalogue, not in the budget.
      [{ subetapa: primeira!.subetapas[2]!.id }, 'subetapa', API_ERRORS.subetapaForaDoOrcamento],
      [{ subetapa: segunda!.subetapas[0]!.id }, 'subetapa', API_ERRORS.subetapaForaDoOrcamento],
    ];
    for (const [over, field, message] of cases) {
      const res = await lancar(t, token, 'rdo', novoLancamento(cena, over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().errors).toEqual([{ field, message }]);
    }
    expect(await countLancamentos(t)).toBe(before);
  });

  it('checks the catalogue when the document follows no budget', async () => {
    const livre = await seedObraComOrcamento(t, token, 4, cena.etapas);
    await seedDocumento(t, token, 'rda', livre.obra.id, null);
    const [primeira, segunda] = cena.etapas;
    const ok = await lancar(
      t,
      token,
      'rda',
      novoLancamento(cena, { obra: livre.obra.id, subetapa: primeira!.subetapas[2]!.id }),
    );
    expect(ok.statusCode, ok.body).toBe(200);
    const mixed = await lancar(
      t,
      token,
      'rda',
      novoLancamento(cena, { obra: livre.obra.id, subetapa: segunda!.subetapas[0]!.id }),
    );
    expect(mixed.json().errors).toEqual([{ field: 'subetapa', message: API_ERRORS.subetapaForaDaEtapa }]);
  });

  it('refuses what is missing or malformed with field errors and writes nothing', async () => {
    const before = await countLancamentos(t);
    const res = await lancar(t, token, 'rdo', {
      obra: cena.obra.id,
      valor_comprometido: '-5',
      data_lancamento: '2026-02-30',
    });
    expect(res.statusCode).toBe(400);
    expect(errorFields(res.json())).toEqual(
      expect.arrayContaining([
        'data_lancamento',
        'fornecedor',
        'descricao',
        'etapa',
        'subetapa',
        'valor_comprometido',
      ]),
    );
    const semValor = await lancar(t, token, 'rdo', novoLancamento(cena, { valor_comprometido: '0' }));
    expect(semValor.json().errors).toEqual([
      { field: 'valor_comprometido', message: 'Informe o valor comprometido ou o valor pago.' },
    ]);
    const unknown = await lancar(t, token, 'rdo', novoLancamento(cena, { fornecedor: 999_999 }));
    expect(unknown.json().errors).toEqual([
      { field: 'fornecedor', message: API_ERRORS.fornecedorNaoEncontrado },
    ]);
    expect(await countLancamentos(t)).toBe(before);
  });
});
