// index.html's stylesheets come with media="print" and this attribute (vite-start-shell.ts,
// decision 213): fetched at once, blocking neither the first paint nor the scripts.
export const START_STYLESHEET_ATTRIBUTE = 'data-gdo-estilo';
const SELECTOR = `link[rel="stylesheet"][${START_STYLESHEET_ATTRIBUTE}]`;

function arrived(link: HTMLLinkElement): Promise<void> {
  if (link.sheet !== null) return Promise.resolve();
  return new Promise((resolve) => {
    // A sheet that failed draws unstyled rather than never.
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });
}

/** Applies the start's stylesheets; resolves once each has arrived (at once if they already have). */
export function applyStartStylesheets(document: Document): Promise<void> {
  const links = [...document.querySelectorAll<HTMLLinkElement>(SELECTOR)];
  const waits = links.map(arrived);
  for (const link of links) link.media = 'all';
  return Promise.all(waits).then(() => undefined);
}
