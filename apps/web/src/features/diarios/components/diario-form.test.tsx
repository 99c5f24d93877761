import { IDEMPOTENCY_HEADER } from '@gdo/domain/idempotencia';
import { API_ERRORS } from '@gdo/domain/messages';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DIARIO_RASCUNHO as DIARIO } from '../../../../test/diario-fixtures';
import { FORM_OBRA, renderDiarioForm } from '../../../../test/diario-form';
import { stubFetch } from '../../../../test/fetch-stub';
import { UI_TEST_TIMEOUT_MS } from '../../../../test/render';
import { draftKey, readDraft } from './diario-draft';
import { emptyValues, novaLinha, totaisEfetivo } from './diario-form-values';

const EMPREITEIRA = { id: 5, nome: 'Empreiteira Boa Obra', cpf_cnpj: '11222333000181' };
const MESTRE = { id: 6, nome: 'Mestre Obras Ltda.', cpf_cnpj: '11444777000161' };

// The server's page of fornecedores for the typed text.
const fornecedores = (path: string, q?: string | null) => {
  if (path === '/api/fornecedores/get/5') return { body: EMPREITEIRA };
  if (path !== '/api/fornecedores/list') return undefined;
  const rows = q === 'mestre' ? [MESTRE] : [];
  return { body: rows, headers: { 'X-Total-Count': String(rows.length) } };
};

afterEach(() => localStorage.clear());

describe('totaisEfetivo', () => {
  it('adds the people per origem, leaving out a quantidade still empty', () => {
    const linha = (origem: 'propria' | 'terceirizada', quantidade: number | '') => ({ origem, quantidade });
    expect(
      totaisEfetivo([
        linha('propria', 3),
        linha('terceirizada', 2),
        linha('propria', ''),
        linha('propria', 1),
      ]),
    ).toEqual({ propria: 4, terceirizada: 2, total: 6 });
    expect(totaisEfetivo([])).toEqual({ propria: 0, terceirizada: 0, total: 0 });
  });
});

describe('DiarioForm', () => {
  it(
    'restores what was typed before a reload, with a notice, and can discard it',
    async () => {
      stubFetch(({ path }) => fornecedores(path));
      const values = emptyValues('2026-11-21');
      values.efetivo = [
        { ...novaLinha.efetivo(), funcao: 'Armador', quantidade: 4 },
        { ...novaLinha.efetivo(), funcao: 'Servente', origem: 'terceirizada', quantidade: 3 },
      ];
      const key = draftKey(FORM_OBRA);
      localStorage.setItem(
        key,
        JSON.stringify({ values, salvoEm: '2026-11-21T13:05:00.000Z', versao: null }),
      );

      const { user } = renderDiarioForm();
      expect(await screen.findByText(/Recuperamos o que você digitou neste aparelho/)).toBeInTheDocument();
      expect(screen.getAllByRole('textbox', { name: /^Função/ })[0]).toHaveValue('Armador');
      expect(screen.getByText('Própria: 4 pessoas')).toBeInTheDocument();
      expect(screen.getByText('Terceirizada: 3 pessoas')).toBeInTheDocument();
      expect(screen.getByText('Total: 7 pessoas')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Descartar o que foi recuperado' }));
      expect(screen.queryByRole('textbox', { name: /^Função/ })).not.toBeInTheDocument();
      expect(readDraft(key)).toBeNull();
    },
    UI_TEST_TIMEOUT_MS,
  );

  it(
    'keeps every change in the local draft and clears it once the server has the report',
    async () => {
      const calls = stubFetch(({ method, path }) =>
        method === 'POST' && path === '/api/diarios/create' ? { body: DIARIO } : fornecedores(path),
      );
      const { user, onCreated } = renderDiarioForm();
      const key = draftKey(FORM_OBRA);
      expect(readDraft(key)).toBeNull();

      await user.click(screen.getByRole('button', { name: 'Adicionar função ao efetivo' }));
      await user.type(screen.getByRole('textbox', { name: /^Função/ }), 'Carpinteiro');
      await waitFor(() => expect(readDraft(key)?.values.efetivo[0]?.funcao).toBe('Carpinteiro'));
      expect(screen.getByText('Total: 1 pessoa')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
      await waitFor(() => expect(onCreated).toHaveBeenCalledWith(DIARIO));
      const create = calls.find((c) => c.path === '/api/diarios/create')!;
      expect(create.headers.get(IDEMPOTENCY_HEADER)).toBeTruthy();
      expect(create.body).toMatchObject({
        obra: FORM_OBRA,
        efetivo: [{ funcao: 'Carpinteiro', origem: 'propria', fornecedor: null, quantidade: 1, horas: null }],
      });
      expect(readDraft(key)).toBeNull();
    },
    UI_TEST_TIMEOUT_MS,
  );

  it(
    "names a line's fornecedor by its record and searches another on the server, never the whole register",
    async () => {
      const calls = stubFetch(({ path, query }) => fornecedores(path, query.get('q')));
      const values = emptyValues('2026-11-21');
      values.efetivo = [
        {
          ...novaLinha.efetivo(),
          funcao: 'Servente',
          origem: 'terceirizada',
          fornecedor: '5',
          quantidade: 3,
        },
      ];
      localStorage.setItem(
        draftKey(FORM_OBRA),
        JSON.stringify({ values, salvoEm: '2026-11-21T13:05:00.000Z', versao: null }),
      );
      const { user } = renderDiarioForm();
      const fornecedor = await screen.findByRole('textbox', { name: /^Fornecedor/ });
      await waitFor(() => expect(fornecedor).toHaveValue(EMPREITEIRA.nome));
      expect(calls.some((c) => c.path === '/api/fornecedores/list')).toBe(false);

      await user.clear(fornecedor);
      await user.type(fornecedor, 'mestre');
      await user.click(await screen.findByRole('option', { name: /^Mestre Obras/ }));
      expect(fornecedor).toHaveValue(MESTRE.nome);
      const busca = calls.filter((c) => c.path === '/api/fornecedores/list').at(-1)!;
      expect(Object.fromEntries(busca.query)).toMatchObject({ q: 'mestre', page: '1', pageSize: '20' });
    },
    UI_TEST_TIMEOUT_MS,
  );

  it(
    'refuses a line without its required fields before sending, showing the domain message',
    async () => {
      const calls = stubFetch(({ path }) => fornecedores(path));
      const { user } = renderDiarioForm();
      await user.click(screen.getByRole('button', { name: 'Adicionar equipamento' }));
      await user.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
      expect(await screen.findByText('Campo obrigatório.')).toBeInTheDocument();
      expect(calls.some((c) => c.method === 'POST')).toBe(false);
    },
    UI_TEST_TIMEOUT_MS,
  );

  it(
    "asks for the funções of the obra's earlier reports once there is a line of efetivo, and offers them before the usual ones",
    async () => {
      const anteriores = [{ ...DIARIO, efetivo: [{ ...DIARIO.efetivo[0]!, funcao: 'Gesseiro' }] }];
      const calls = stubFetch(({ path }) =>
        path === `/api/diarios/list/obra/${FORM_OBRA}`
          ? { body: anteriores, headers: { 'X-Total-Count': '1' } }
          : fornecedores(path),
      );
      const { user } = renderDiarioForm();
      // Every section drawn (the last one, the photos, included) and its effects run: a report with
      // nobody yet leaves the ~20 KB of the last 30 reports on the server (decision 244).
      expect(await screen.findByText('Salve o rascunho para anexar as fotos do dia.')).toBeInTheDocument();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(calls.filter((c) => c.path === `/api/diarios/list/obra/${FORM_OBRA}`)).toHaveLength(0);
      const adicionar = screen.getByRole('button', { name: 'Adicionar função ao efetivo' });

      await user.click(adicionar);
      await waitFor(() =>
        expect(
          calls
            .filter((c) => c.path === `/api/diarios/list/obra/${FORM_OBRA}`)
            .map((c) => Object.fromEntries(c.query)),
        ).toEqual([{ page: '1', pageSize: '30' }]),
      );
      // The obra's own first, then the usual trades of diario.md.
      await user.click(screen.getByRole('textbox', { name: /^Função/ }));
      await waitFor(() =>
        expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(
          expect.arrayContaining(['Gesseiro', 'Pedreiro', 'Servente']),
        ),
      );
      const ofertas = screen.getAllByRole('option').map((o) => o.textContent);
      expect(ofertas.slice(0, 3)).toEqual(['Gesseiro', 'Pedreiro', 'Servente']);
      expect(ofertas).toHaveLength(8);
    },
    UI_TEST_TIMEOUT_MS,
  );

  it(
    'offers the usual funções while the earlier reports have not come (a weak signal, or none)',
    async () => {
      stubFetch(({ path }) =>
        path === `/api/diarios/list/obra/${FORM_OBRA}` ? new Promise(() => {}) : fornecedores(path),
      );
      const { user } = renderDiarioForm();
      await user.click(await screen.findByRole('button', { name: 'Adicionar função ao efetivo' }));
      await user.type(screen.getByRole('textbox', { name: /^Função/ }), 'Pedr');
      expect(await screen.findByRole('option', { name: 'Pedreiro' })).toBeInTheDocument();
    },
    UI_TEST_TIMEOUT_MS,
  );

  it(
    'edits with the versao it started from; a stale versao keeps the draft and offers to reload',
    async () => {
      const calls = stubFetch(({ method, path }) =>
        method === 'PUT' && path === `/api/diarios/edit/${DIARIO.id}`
          ? { status: 409, body: { message: API_ERRORS.registroAlterado } }
          : fornecedores(path),
      );
      const { user } = renderDiarioForm(DIARIO);
      const funcao = screen.getByRole('textbox', { name: /^Função/ });
      expect(funcao).toHaveValue('Pedreiro');
      await user.clear(funcao);
      await user.type(funcao, 'Mestre de obras');
      await user.click(screen.getByRole('button', { name: 'Salvar rascunho' }));

      expect(await screen.findByRole('button', { name: 'Recarregar a versão atual' })).toBeInTheDocument();
      const edit = calls.find((c) => c.method === 'PUT')!;
      expect(edit.body).toMatchObject({ versao: 4, efetivo: [{ funcao: 'Mestre de obras' }] });
      expect(edit.body).not.toHaveProperty('obra');
      expect(readDraft(draftKey(FORM_OBRA, DIARIO.id))?.values.efetivo[0]?.funcao).toBe('Mestre de obras');
    },
    UI_TEST_TIMEOUT_MS,
  );
});
