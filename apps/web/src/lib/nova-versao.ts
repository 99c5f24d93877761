// How long the server's page is waited for before the failure is taken for the connection's.
const ESPERA_MS = 5000;

/**
 * Whether the server now serves another build of the app than the one this page runs: its page
 * names another entry script. A page opened before a new version was published asks for screen
 * files that are gone, and no number of retries brings them back; reloading the page does.
 * Any doubt (offline, an error answer, no entry script to compare) says no: then the failure is
 * the connection's, and "Tentar novamente" is the right offer.
 */
export async function haNovaVersao(documento: Document = document): Promise<boolean> {
  const atual = documento.querySelector<HTMLScriptElement>('script[type="module"][src]')?.getAttribute('src');
  if (!atual) return false;
  try {
    // Not longer than a few seconds on a weak signal: meanwhile the screen shows its spinner.
    const resposta = await fetch('/', {
      cache: 'no-store',
      headers: { accept: 'text/html' },
      signal: AbortSignal.timeout(ESPERA_MS),
    });
    if (!resposta.ok) return false;
    const pagina = await resposta.text();
    return pagina.includes('type="module"') && !pagina.includes(`src="${atual}"`);
  } catch {
    return false;
  }
}
