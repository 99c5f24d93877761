import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { apiRequest } from '@/lib/api-client';
import { listRequest } from '@/lib/list-request';
import { stubFetch } from '../../../test/fetch-stub';
import { renderApp, UI_TEST_TIMEOUT_MS } from '../../../test/render';
import { type OpcaoBuscada, SearchedCombobox, SearchedIdCombobox } from './searched-combobox';

type Pessoa = { id: number; nome: string; documento: string };

const LISTA = '/api/pessoas/list';
const SILVA = { id: 1, nome: 'Ana Silva', documento: '111' };
const SOUZA = { id: 2, nome: 'Bruno Souza', documento: '222' };

const buscaPessoas = (q: string) => {
  const params = { q, sort: 'nome', page: 1, pageSize: 20 };
  return queryOptions({
    queryKey: ['pessoas', 'list', params] as const,
    queryFn: ({ signal }) => listRequest<Pessoa>(LISTA, params, signal),
    placeholderData: keepPreviousData,
  });
};

function Harness({
  inicial = null,
  onEscolha = () => undefined,
  clearable,
  error,
}: {
  inicial?: OpcaoBuscada | null;
  onEscolha?: (opcao: OpcaoBuscada | null) => void;
  clearable?: boolean;
  error?: string;
}) {
  const [escolhida, setEscolhida] = useState(inicial);
  return (
    <SearchedCombobox
      label="Pessoa"
      required
      error={error}
      clearable={clearable}
      escolhida={escolhida}
      onChange={(opcao) => {
        setEscolhida(opcao);
        onEscolha(opcao);
      }}
      busca={buscaPessoas}
      opcao={(p: Pessoa) => ({ value: String(p.id), label: p.nome, detalhe: p.documento })}
      nenhuma="Nenhuma pessoa encontrada"
      limpar="Limpar pessoa"
    />
  );
}

const registroPessoa = (id: number) =>
  queryOptions({
    queryKey: ['pessoas', 'detail', id] as const,
    queryFn: ({ signal }) => apiRequest<Pessoa>(`/api/pessoas/get/${id}`, { signal }),
  });

// A form's field that holds only the id, as the obra and fornecedor pickers do.
function IdHarness({
  inicial,
  onEscolha,
}: {
  inicial?: number;
  onEscolha: (id: number | undefined) => void;
}) {
  const [id, setId] = useState(inicial);
  return (
    <SearchedIdCombobox
      label="Pessoa"
      value={id}
      onChange={(novo) => {
        setId(novo);
        onEscolha(novo);
      }}
      registro={registroPessoa}
      busca={buscaPessoas}
      opcao={(p: Pessoa) => ({ value: String(p.id), label: p.nome, detalhe: p.documento })}
      nenhuma="Nenhuma pessoa encontrada"
      limpar="Limpar pessoa"
    />
  );
}

// The page the server finds for the typed text: its own filter, to prove the box shows its answer.
const pagina = (q: string | null) => {
  const rows = [SILVA, SOUZA].filter((p) => p.nome.toLowerCase().includes((q ?? '').toLowerCase()));
  return { body: rows, headers: { 'X-Total-Count': String(rows.length) } };
};

describe('SearchedCombobox', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('asks nothing until opened, then a page of the server, and searches it as the user types', async () => {
    const calls = stubFetch(({ path, query }) => (path === LISTA ? pagina(query.get('q')) : undefined));
    const onEscolha = vi.fn();
    const { user } = renderApp(<Harness onEscolha={onEscolha} />);
    const caixa = screen.getByRole('textbox', { name: 'Pessoa' });
    expect(caixa).toBeRequired();
    expect(calls).toHaveLength(0);

    await user.click(caixa);
    expect(await screen.findByRole('option', { name: /Bruno Souza/ })).toBeInTheDocument();
    expect(Object.fromEntries(calls[0]!.query)).toEqual({ sort: 'nome', page: '1', pageSize: '20' });

    await user.type(caixa, 'silva');
    await waitFor(() => expect(screen.queryByRole('option', { name: /Bruno Souza/ })).toBeNull());
    expect(calls.at(-1)!.query.get('q')).toBe('silva');
    // The server's answer is shown as it came: the box filters nothing itself.
    await user.click(screen.getByRole('option', { name: /Ana Silva/ }));
    expect(onEscolha).toHaveBeenLastCalledWith({ value: '1', label: 'Ana Silva', detalhe: '111' });
    expect(caixa).toHaveValue('Ana Silva');
  });

  it('names the chosen one from its record though the page lacks it, and empties when cleared', async () => {
    stubFetch(({ path }) =>
      path === LISTA ? { body: [SOUZA], headers: { 'X-Total-Count': '1' } } : undefined,
    );
    const onEscolha = vi.fn();
    const { user } = renderApp(
      <Harness inicial={{ value: '9', label: 'Carla Dias' }} onEscolha={onEscolha} />,
    );
    const caixa = screen.getByRole('textbox', { name: 'Pessoa' });
    expect(caixa).toHaveValue('Carla Dias');
    await user.click(caixa);
    await screen.findByRole('option', { name: /Bruno Souza/ });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Carla Dias', 'Bruno Souza222']);
    expect(screen.getByRole('option', { name: 'Carla Dias' })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('button', { name: 'Limpar pessoa' }));
    expect(onEscolha).toHaveBeenLastCalledWith(null);
    expect(caixa).toHaveValue('');
  });

  it('says "Buscando…" while the server answers and "Nenhuma pessoa encontrada" when it finds none', async () => {
    let responder = () => {};
    const segura = new Promise<void>((resolve) => (responder = resolve));
    stubFetch(({ path }) => (path === LISTA ? segura.then(() => ({ body: [] })) : undefined));
    const { user } = renderApp(<Harness />);
    await user.click(screen.getByRole('textbox', { name: 'Pessoa' }));
    expect(await screen.findByText('Buscando…')).toBeInTheDocument();
    responder();
    expect(await screen.findByText('Nenhuma pessoa encontrada')).toBeInTheDocument();
  });

  it('says the search failed, with the server\'s reason, instead of "nothing found"', async () => {
    stubFetch(({ path }) =>
      path === LISTA ? { status: 400, body: { message: 'Parâmetro de busca inválido.' } } : undefined,
    );
    const { user } = renderApp(<Harness />);
    await user.click(screen.getByRole('textbox', { name: 'Pessoa' }));
    expect(await screen.findByText('Falha na busca. Parâmetro de busca inválido.')).toBeInTheDocument();
    expect(screen.queryByText('Nenhuma pessoa encontrada')).toBeNull();
  });

  it('is chosen with the keyboard, and a required one without a clear button shows its error', async () => {
    stubFetch(({ path, query }) => (path === LISTA ? pagina(query.get('q')) : undefined));
    const onEscolha = vi.fn();
    const { user } = renderApp(<Harness clearable={false} error="Informe a pessoa." onEscolha={onEscolha} />);
    const caixa = screen.getByRole('textbox', { name: 'Pessoa' });
    expect(caixa).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Informe a pessoa.')).toBeInTheDocument();

    await user.tab();
    expect(caixa).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    await screen.findByRole('option', { name: /Bruno Souza/ });
    const realcada = () =>
      screen.getAllByRole('option').find((o) => o.hasAttribute('data-combobox-selected'));
    expect(realcada()).toHaveTextContent('Ana Silva');
    await user.keyboard('{ArrowDown}');
    expect(realcada()).toHaveTextContent('Bruno Souza');
    await user.keyboard('{Enter}');
    expect(onEscolha).toHaveBeenLastCalledWith({ value: '2', label: 'Bruno Souza', detalhe: '222' });
    expect(caixa).toHaveValue('Bruno Souza');
    expect(screen.queryByRole('button', { name: 'Limpar pessoa' })).toBeNull();
  });

  it('given an id, names the chosen one from its own record, off the page too, and answers with ids', async () => {
    const CARLA = { id: 9, nome: 'Carla Dias', documento: '999' };
    const calls = stubFetch(({ path, query }) => {
      if (path === '/api/pessoas/get/9') return { body: CARLA };
      return path === LISTA ? pagina(query.get('q')) : undefined;
    });
    const onEscolha = vi.fn();
    const { user } = renderApp(<IdHarness inicial={9} onEscolha={onEscolha} />);
    const caixa = screen.getByRole('textbox', { name: 'Pessoa' });
    await waitFor(() => expect(caixa).toHaveValue('Carla Dias'));
    expect(calls.map((c) => c.path)).toEqual(['/api/pessoas/get/9']);

    await user.click(caixa);
    await screen.findByRole('option', { name: /Bruno Souza/ });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Carla Dias999',
      'Ana Silva111',
      'Bruno Souza222',
    ]);
    await user.click(screen.getByRole('option', { name: /Bruno Souza/ }));
    expect(onEscolha).toHaveBeenLastCalledWith(2);
    expect(caixa).toHaveValue('Bruno Souza');
    await user.click(screen.getByRole('button', { name: 'Limpar pessoa' }));
    expect(onEscolha).toHaveBeenLastCalledWith(undefined);
    expect(caixa).toHaveValue('');
  });
});
