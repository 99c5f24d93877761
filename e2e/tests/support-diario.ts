import type { Page } from '@playwright/test';
import sharp from 'sharp';

export { cpf } from './support-cena';

/** A real JPEG (a phone photo's few hundred KB at the default size), different for each seed. */
export function jpeg(seed: number, width = 1200, height = 900): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * seed * 7 + (i >> 9) * 13) & 0xff;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/**
 * The captions of the photos this browser keeps unsent (IndexedDB, decision 171), read from the
 * page: a test waits for them before a reload, as the write finishes a moment after the screen
 * says the photo is kept.
 */
export function legendasGuardadas(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const pedido = indexedDB.open('gdo-diario');
        pedido.onerror = () => reject(pedido.error);
        pedido.onsuccess = () => {
          const banco = pedido.result;
          const todas = banco.transaction('fotos-pendentes').objectStore('fotos-pendentes').getAll();
          todas.onsuccess = () => {
            resolve((todas.result as { legenda: string }[]).map((r) => r.legenda));
            banco.close();
          };
          todas.onerror = () => reject(todas.error);
        };
      }),
  );
}
