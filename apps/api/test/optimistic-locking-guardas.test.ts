import { beforeAll, describe, expect, it } from 'vitest';
import { useCena } from './lancamentos';
import { seedCatalogo, send } from './orcamentos';
import { leitores } from './versao';

// Issue 7, decision 042 (optimistic-locking.test.ts): what the versao guards beyond one record's own
// fields — a budget's items, an etapa's subetapas — and how it is refused and documented.

const ctx = useCena();
const { get, fromList } = leitores(ctx);

describe('what the versao guards', () => {
  // Someone else edited the budget once (as optimistic-locking.test.ts's table leaves it): one
  // versao back from the current one is a version that was, not a 0 the API refuses as no version.
  beforeAll(async () => {
    const res = await send(ctx.t, ctx.token, 'PUT', `/api/orcamentos/edit/${ctx.cena.orcamento.id}`, {
      nome: 'Orçamento editado por outra pessoa',
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('a stale budget edit leaves the items as they were', async () => {
    const antes = await get('/api/orcamentos/get')(ctx.cena.orcamento.id);
    const outra = await send(ctx.t, ctx.token, 'PUT', `/api/orcamentos/edit/${ctx.cena.orcamento.id}`, {
      versao: antes.versao - 1,
      itens: [],
    });
    expect(outra.statusCode).toBe(409);
    expect(await get('/api/orcamentos/get')(ctx.cena.orcamento.id)).toEqual(antes);
  });

  it('any write raises it: an item added through itens/create makes the loaded budget stale', async () => {
    const [extra] = await seedCatalogo(ctx.t, ctx.token, { etapas: 1, subetapas: 1, first: 90 });
    const carregado = await get('/api/orcamentos/get')(ctx.cena.orcamento.id);
    const item = await send(ctx.t, ctx.token, 'POST', '/api/orcamentos/itens/create', {
      orcamento: ctx.cena.orcamento.id,
      etapa: extra!.id,
      subitens: [
        { subetapa: extra!.subetapas[0]!.id, unidade: 'm2', quantidade: '2', valor_unitario: '10.00' },
      ],
    });
    expect(item.statusCode, item.body).toBe(200);

    const res = await send(ctx.t, ctx.token, 'PUT', `/api/orcamentos/edit/${ctx.cena.orcamento.id}`, {
      nome: 'Com o item de outra pessoa apagado',
      itens: [],
      versao: carregado.versao,
    });
    expect(res.statusCode).toBe(409);
    const guardado = await get('/api/orcamentos/get')(ctx.cena.orcamento.id);
    expect(guardado.versao).toBe(carregado.versao + 1);
    expect((guardado.itens as unknown[]).length).toBe((carregado.itens as unknown[]).length + 1);
  });

  it('renumbering an etapa raises the versao of its subetapas', async () => {
    const [etapa] = await seedCatalogo(ctx.t, ctx.token, { etapas: 1, subetapas: 1, first: 80 });
    const subetapa = await fromList('/api/subetapas/list')(etapa!.subetapas[0]!.id);
    const renumerada = await send(ctx.t, ctx.token, 'POST', '/api/etapas/update/', {
      id: etapa!.id,
      numero: '81',
    });
    expect(renumerada.statusCode, renumerada.body).toBe(200);

    const res = await send(ctx.t, ctx.token, 'POST', '/api/subetapas/update/', {
      id: subetapa.id,
      nome: 'Nome sobre o número antigo',
      versao: subetapa.versao,
    });
    expect(res.statusCode).toBe(409);
    expect(await fromList('/api/subetapas/list')(subetapa.id)).toMatchObject({
      numero: '81.01',
      nome: subetapa.nome,
      versao: subetapa.versao + 1,
    });
  });

  it('refuses a versao that is no version (400 on the field)', async () => {
    const res = await send(ctx.t, ctx.token, 'PUT', `/api/clientes/edit/${ctx.cena.cliente.id}`, {
      versao: 'ontem',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'versao', message: expect.any(String) }]);
  });

  it('the API reference documents versao in every edit body and answer', async () => {
    const doc = (await send(ctx.t, ctx.token, 'GET', '/api/docs/openapi.json')).json() as {
      paths: Record<string, Record<string, OpenApiOperation>>;
    };
    const edits = [
      ['put', '/api/clientes/edit/{id}'],
      ['put', '/api/fornecedores/edit/{id}'],
      ['put', '/api/obras/edit/{id}'],
      ['put', '/api/users/edit/{id}'],
      ['post', '/api/etapas/update/'],
      ['post', '/api/subetapas/update/'],
      ['put', '/api/orcamentos/edit/{id}'],
      ['put', '/api/orcamentos/modelos/edit/{id}'],
      ['put', '/api/contratos/edit/{id}'],
      ['post', '/api/rdo/edit'],
      ['post', '/api/rda/edit'],
      ['put', '/api/rdo/lancamentos/edit/{id}'],
      ['put', '/api/rda/lancamentos/edit/{id}'],
    ] as const;
    for (const [method, path] of edits) {
      const operation = doc.paths[path]?.[method];
      expect(operation, path).toBeDefined();
      const body = operation!.requestBody.content['application/json'].schema;
      expect(body.properties, path).toHaveProperty('versao');
      expect(body.required ?? [], path).not.toContain('versao');
      expect(operation!.responses, path).toHaveProperty('409');
      expect(operation!.responses['200']!.content['application/json'].schema.properties, path).toHaveProperty(
        'versao',
      );
    }
  });
});

type JsonSchema = { properties?: Record<string, unknown>; required?: string[] };
type JsonContent = { content: { 'application/json': { schema: JsonSchema } } };
type OpenApiOperation = { requestBody: JsonContent; responses: Record<string, JsonContent | undefined> };
