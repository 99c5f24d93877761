import { FOTO_MESSAGES } from '@gdo/domain/diario-foto';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '../../../../test/fake-xhr';
import { renderApp, UI_TEST_TIMEOUT_MS } from '../../../../test/render';
import { FotoEnvio } from './foto-envio';

const ARQUIVO = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'laje.jpg', { type: 'image/jpeg' });
const ETAPAS = [{ id: 7, numero: '01', nome: 'Fundação', subetapas: [] }];

function renderEnvio() {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  URL.createObjectURL = vi.fn(() => 'blob:previa');
  URL.revokeObjectURL = vi.fn();
  const onEnviada = vi.fn();
  const view = renderApp(
    <FotoEnvio
      diarioId={41}
      arquivo={ARQUIVO}
      nome={ARQUIVO.name}
      guardada={false}
      etapas={ETAPAS}
      onAlterar={vi.fn()}
      onEnviada={onEnviada}
      onDescartar={vi.fn()}
    />,
  );
  return { onEnviada, ...view };
}

afterEach(() => {
  FakeXhr.last = undefined;
  vi.unstubAllGlobals();
});

describe('FotoEnvio', () => {
  it(
    'asks for the caption, shows the upload progress, and says the server’s refusal with a retry',
    async () => {
      const { user, onEnviada } = renderEnvio();
      expect(screen.getByRole('img', { name: 'Prévia de laje.jpg' })).toHaveAttribute('src', 'blob:previa');

      await user.click(screen.getByRole('button', { name: 'Enviar foto' }));
      expect(screen.getByText('Escreva a legenda: o que a foto mostra.')).toBeInTheDocument();
      expect(FakeXhr.last).toBeUndefined();

      await user.type(screen.getByRole('textbox', { name: /^Legenda/ }), 'Laje do 2º pavimento');
      await user.click(screen.getByRole('button', { name: 'Enviar foto' }));
      const xhr = FakeXhr.last!;
      expect(xhr.method).toBe('POST');
      expect(xhr.url).toMatch(/\/api\/diarios\/fotos\/41$/);
      const body = xhr.body as FormData;
      expect(body.get('legenda')).toBe('Laje do 2º pavimento');
      expect(body.get('etapa')).toBeNull();
      expect((body.get('arquivo') as File).name).toBe('laje.jpg');

      xhr.progress(3, 4);
      expect(await screen.findByText('Enviando… 75%')).toBeInTheDocument();
      expect(screen.getByRole('progressbar', { name: 'Enviando laje.jpg' })).toHaveAttribute(
        'aria-valuenow',
        '75',
      );

      xhr.answer(413, { message: FOTO_MESSAGES.muitoGrande });
      expect(await screen.findByRole('alert')).toHaveTextContent(FOTO_MESSAGES.muitoGrande);
      expect(onEnviada).not.toHaveBeenCalled();

      await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
      const second = FakeXhr.last!;
      expect(second).not.toBe(xhr);
      second.answer(200, { id: 9, legenda: 'Laje do 2º pavimento' });
      await waitFor(() => expect(onEnviada).toHaveBeenCalledTimes(1));
    },
    UI_TEST_TIMEOUT_MS,
  );
});
