import { ORCAMENTO_MESSAGES } from '@gdo/domain/orcamento';
import { UNIDADE_MESSAGES } from '@gdo/domain/orcamento-unidade';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers';
import { seedCatalogo, seedClienteObra, send } from './orcamentos';
import { signInOtherEmpresa, signInWithRole } from './registers';

// The firm's own units beside the ten (issue 13, decision 104): listed by whoever reads budgets,
// kept by admins, refused when repeated (any case), kept while a budget or model uses them, and
// accepted by the editors' structures only when they are the firm's.

const s = useTestApp(async (t, token) => ({
  etapas: await seedCatalogo(t, token, { etapas: 1, subetapas: 2 }),
  casa: await seedClienteObra(t, token, 1, 'Família Conceição'),
}));
const as = (token: string) => ({
  get: (url: string) => send(s.t, token, 'GET', url),
  post: (url: string, body?: unknown) => send(s.t, token, 'POST', url, body),
  del: (url: string) => send(s.t, token, 'DELETE', url),
});
const criar = (nome: unknown, token = s.token) => as(token).post('/api/orcamentos/unidades/create', { nome });
const lista = async (token = s.token) =>
  (await as(token).get('/api/orcamentos/unidades/list')).json() as {
    id: number;
    nome: string;
    em_uso: boolean;
  }[];

const orcamento = (unidade: string) => ({
  nome: `Orçamento em ${unidade}`,
  id_cliente: s.casa.cliente.id,
  obra: s.casa.obra.id,
  itens: [
    {
      etapa: s.etapas[0]!.id,
      subitens: [
        { subetapa: s.etapas[0]!.subetapas[0]!.id, unidade, quantidade: '8', valor_unitario: '55.00' },
      ],
    },
  ],
});

describe('firm units', () => {
  it('starts empty; an admin adds units, listed in pt-BR order with whether they are in use', async () => {
    expect(await lista()).toEqual([]);
    for (const nome of ['tonelada', 'Hora', '  peça   de   reposição ', 'Ácido (litro)']) {
      const res = await criar(nome);
      expect(res.statusCode, res.body).toBe(200);
    }
    expect((await lista()).map((u) => [u.nome, u.em_uso])).toEqual([
      ['Ácido (litro)', false],
      ['Hora', false],
      ['peça de reposição', false],
      ['tonelada', false],
    ]);
  });

  it('refuses a name already kept or one of the ten, whatever its case, in Portuguese', async () => {
    const repetida = await criar('HORA');
    expect(repetida.statusCode).toBe(409);
    expect(repetida.json()).toEqual({
      message: UNIDADE_MESSAGES.duplicada('Hora'),
      errors: [{ field: 'nome', message: UNIDADE_MESSAGES.duplicada('Hora') }],
    });
    for (const [nome, padrao] of [
      ['M2', 'm²'],
      ['m²', 'm²'],
      ['mês', 'Mês'],
      ['VERBA', 'Verba'],
    ] as const) {
      const res = await criar(nome);
      expect(res.statusCode, nome).toBe(400);
      expect(res.json().errors).toEqual([{ field: 'nome', message: UNIDADE_MESSAGES.padrao(padrao) }]);
    }
    for (const nome of ['', '   ', 'x'.repeat(31), 12, null, 'a\u0000b']) {
      expect((await criar(nome)).statusCode, JSON.stringify(nome)).toBe(400);
    }
    expect((await as(s.token).post('/api/orcamentos/unidades/create', {})).statusCode).toBe(400);
  });

  it('stores one unit when the same name is sent many times at once', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => criar(i % 2 ? 'Litro' : 'litro')));
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    expect((await lista()).filter((u) => u.nome.toLowerCase() === 'litro')).toHaveLength(1);
  });

  it('lets budgets and models use the ten and the firm own units, and refuses any other', async () => {
    const { post } = as(s.token);
    const ok = await post('/api/orcamentos/create', orcamento('Hora'));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().itens[0].subitens[0].unidade).toBe('Hora');
    // Exactly as kept: 'hora' is not the firm's 'Hora' (the editors offer the kept name).
    for (const unidade of ['hora', 'galão', 'Hora ']) {
      const res = await post('/api/orcamentos/create', orcamento(unidade));
      if (unidade === 'Hora ') {
        expect(res.statusCode).toBe(200); // trimmed by the schema, as every text
        continue;
      }
      expect(res.statusCode, unidade).toBe(400);
      expect(res.json().errors).toEqual([
        { field: 'itens.0.subitens.0.unidade', message: ORCAMENTO_MESSAGES.unidadeInvalida },
      ]);
    }
    const modelo = await post('/api/orcamentos/modelos/create', {
      nome: 'Modelo com tonelada',
      itens: [
        {
          etapa: s.etapas[0]!.id,
          subitens: [{ subetapa: s.etapas[0]!.subetapas[1]!.id, unidade: 'tonelada' }],
        },
      ],
    });
    expect(modelo.statusCode, modelo.body).toBe(200);
    const pdf = await send(s.t, s.token, 'GET', `/api/orcamentos/export/${ok.json().id}/xlsx`);
    expect(pdf.statusCode).toBe(200);
  });

  it('keeps a unit in use by a budget or a model, and deletes one no structure uses', async () => {
    const unidades = await lista();
    const byName = new Map(unidades.map((u) => [u.nome, u]));
    expect(byName.get('Hora')!.em_uso).toBe(true);
    expect(byName.get('tonelada')!.em_uso).toBe(true);
    for (const nome of ['Hora', 'tonelada']) {
      const res = await as(s.token).del(`/api/orcamentos/unidades/delete/${byName.get(nome)!.id}`);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(UNIDADE_MESSAGES.emUso(nome));
    }
    const livre = byName.get('Ácido (litro)')!;
    const res = await as(s.token).del(`/api/orcamentos/unidades/delete/${livre.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: livre.id, nome: 'Ácido (litro)', em_uso: false });
    expect((await lista()).some((u) => u.id === livre.id)).toBe(false);
    const again = await as(s.token).del(`/api/orcamentos/unidades/delete/${livre.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(UNIDADE_MESSAGES.naoEncontrada);
    // A deleted unit is refused from then on.
    const depois = await as(s.token).post('/api/orcamentos/create', orcamento('Ácido (litro)'));
    expect(depois.statusCode).toBe(400);
  });

  it('lets every role that reads budgets list them and only admins change them', async () => {
    const { id } = (await lista()).find((u) => u.nome === 'peça de reposição')!;
    for (const [role, email] of [
      ['financeiro', 'fin@teste.com.br'],
      ['lancamentos', 'lanc@teste.com.br'],
      ['leitura', 'leit@teste.com.br'],
    ] as const) {
      const token = await signInWithRole(s.t, s.token, [role], email);
      expect((await lista(token)).map((u) => u.nome)).toContain('peça de reposição');
      expect((await criar('galão', token)).statusCode, role).toBe(403);
      expect((await as(token).del(`/api/orcamentos/unidades/delete/${id}`)).statusCode, role).toBe(403);
    }
    const diario = await signInWithRole(s.t, s.token, ['diario'], 'obra@teste.com.br');
    expect((await as(diario).get('/api/orcamentos/unidades/list')).statusCode).toBe(403);
  });

  it('keeps each firm to its own units: another firm neither sees, deletes nor uses them', async () => {
    const vizinha = await signInOtherEmpresa(s.t);
    expect(await lista(vizinha)).toEqual([]);
    const { id } = (await lista()).find((u) => u.nome === 'peça de reposição')!;
    const res = await as(vizinha).del(`/api/orcamentos/unidades/delete/${id}`);
    expect(res.statusCode).toBe(404);
    // The same name is free in another firm.
    expect((await criar('Hora', vizinha)).statusCode).toBe(200);
    for (const url of ['-1', '0', '2147483648', 'abc', '1e3', '%00']) {
      const hostile = await as(s.token).del(`/api/orcamentos/unidades/delete/${url}`);
      expect(hostile.statusCode, url).toBe(400);
    }
    // A percent-encoded id names the same unit.
    const encoded = [...String(id)].map((c) => `%${c.charCodeAt(0).toString(16)}`).join('');
    expect((await as(s.token).del(`/api/orcamentos/unidades/delete/${encoded}`)).statusCode).toBe(200);
  });
});
