import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '../../../../test/fake-xhr';
import { renderApp, UI_TEST_TIMEOUT_MS } from '../../../../test/render';
import { storeSession } from '../../../../test/session';
import { lerPendentes } from './fotos-pendentes';
import { FotosSection } from './fotos-section';

// A photo picked and not sent survives a reload (decision 171): it is kept in IndexedDB (here the
// in-memory implementation of fake-indexeddb) with its caption, comes back on the next visit with a
// notice, and is deleted once the server has it.

const ETAPAS = [{ id: 7, numero: '01', nome: 'Fundação', subetapas: [] }];

function renderFotos() {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  URL.createObjectURL = vi.fn(() => 'blob:previa');
  URL.revokeObjectURL = vi.fn();
  return renderApp(<FotosSection diarioId={41} fotos={[]} etapas={ETAPAS} editable />);
}

afterEach(() => {
  FakeXhr.last = undefined;
  vi.unstubAllGlobals();
});

describe('FotosSection', () => {
  it(
    'keeps a picked photo and its caption in the browser, brings it back after a reload, and forgets it once sent',
    async () => {
      storeSession();
      const primeira = renderFotos();
      const arquivo = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], 'laje.jpg', {
        type: 'image/jpeg',
      });
      const galeria = document.querySelector('input[type=file][multiple]') as HTMLInputElement;
      await primeira.user.upload(galeria, arquivo);
      const cartao = await screen.findByRole('article', { name: 'Foto a enviar: laje.jpg' });
      expect(await within(cartao).findByText(/Guardada neste aparelho até ser enviada/)).toBeInTheDocument();
      await primeira.user.type(within(cartao).getByRole('textbox', { name: /^Legenda/ }), 'Laje concretada');
      await waitFor(async () => expect((await lerPendentes(41))[0]?.legenda).toBe('Laje concretada'));
      // The reload: the screen goes, nothing was sent.
      primeira.unmount();
      expect(FakeXhr.last).toBeUndefined();

      const segunda = renderFotos();
      expect(await screen.findByRole('status')).toHaveTextContent(
        'Uma foto escolhida antes ainda não foi enviada: ficou guardada neste aparelho.',
      );
      const volta = await screen.findByRole('article', { name: 'Foto a enviar: laje.jpg' });
      expect(within(volta).getByRole('textbox', { name: /^Legenda/ })).toHaveValue('Laje concretada');
      await segunda.user.click(within(volta).getByRole('button', { name: 'Enviar foto' }));
      await waitFor(() => expect(FakeXhr.last).toBeDefined());
      const xhr = FakeXhr.last!;
      const enviado = (xhr.body as FormData).get('arquivo') as File;
      expect(enviado.name).toBe('laje.jpg');
      expect(enviado.size).toBe(arquivo.size);
      xhr.answer(200, { id: 9, legenda: 'Laje concretada' });
      await waitFor(() =>
        expect(screen.queryByRole('article', { name: 'Foto a enviar: laje.jpg' })).not.toBeInTheDocument(),
      );
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      await waitFor(async () => expect(await lerPendentes(41)).toEqual([]));
    },
    UI_TEST_TIMEOUT_MS,
  );
});
