// The system Chromium (Debian's), never a downloaded browser; flags this sandbox needs.
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // The HTTP/2 front's certificate is made for the run (http2-front.ts).
  '--ignore-certificate-errors',
];

/** What marks the dashboard usable: the firm's totals and the obra cards with their figures. */
export const DASHBOARD_TOTALS = 'section[aria-label="Totais da empresa"]';
export const DASHBOARD_CARD = 'article[aria-label^="Obra "]';
