// Relative: the config's loader bundles relative files only, not the workspace's packages.

import type { Plugin } from 'vite';
import { LOADING_DEFAULT_MESSAGE } from '../../packages/domain/src/constants';
import { START_STYLESHEET_ATTRIBUTE } from './src/lib/start-stylesheets';

const MARK = '<!--gdo:inicio-->';

// What index.html shows until the app's code has arrived and drawn (decision 198): the loading
// panel the app itself shows at start (components/ui/loading-overlay.tsx), in plain HTML with its
// own few lines of CSS, so a phone on a weak signal sees that the page is coming after the HTML
// and the stylesheet, not a white page until ~150 KB of JavaScript has run. React replaces it.
const SHELL = `<div class="gdo-inicio" role="status" aria-live="polite"><div class="gdo-inicio-painel"><span class="gdo-inicio-roda" aria-hidden="true"></span><span>${LOADING_DEFAULT_MESSAGE}</span></div></div>`;

const STYLE = `<style>
.gdo-inicio{position:fixed;inset:0;display:flex;align-items:center;justify-content:center;padding:16px;background:#f8fafc;font-family:Inter,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans",sans-serif;color:#000}
.gdo-inicio-painel{display:flex;flex-direction:column;align-items:center;gap:12px;padding:20px 32px;border-radius:8px;background:#fff;box-shadow:0 1px 3px rgba(0,0,0,.05),0 10px 15px -5px rgba(0,0,0,.05),0 7px 7px -5px rgba(0,0,0,.04);font-weight:500;font-size:16px}
.gdo-inicio-roda{width:36px;height:36px;border:4px solid #fed7aa;border-top-color:#c2410c;border-radius:50%;animation:gdo-roda .8s linear infinite}
@keyframes gdo-roda{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){.gdo-inicio-roda{animation:none}}
</style>`;

// The app's stylesheet (Mantine's and every screen's CSS in one file, decision 224): loaded without
// holding the first paint, which needs only the panel's own lines above; main.tsx applies it and
// waits for it before React draws (decision 213). `media="print"` is the standard way: a sheet whose
// media does not match is fetched at once but blocks nothing; an inline onload would break the CSP
// (script-src allows index.html's own script by its hash, never an event attribute, decision 243),
// so the entry flips it. A print sheet is fetched at the lowest priority,
// behind the scripts: the preload link asks for it first.
const STYLESHEET = /<link rel="stylesheet"([^>]*)>/g;

/** index.html's stylesheet links, made non-blocking and marked for main.tsx. */
export function deferStylesheets(html: string): string {
  return html.replace(
    STYLESHEET,
    `<link rel="preload" as="style"$1>\n    <link rel="stylesheet"$1 media="print" ${START_STYLESHEET_ATTRIBUTE}>`,
  );
}

export function startShell(): Plugin {
  return {
    name: 'gdo:start-shell',
    transformIndexHtml: {
      // After Vite has written the entry's <link rel="stylesheet"> tags.
      order: 'post',
      handler(html, context) {
        if (!html.includes(MARK)) throw new Error(`index.html: falta ${MARK} dentro de #root`);
        const shell = html.replace(MARK, SHELL).replace('</head>', `    ${STYLE}\n  </head>`);
        // The dev server injects its CSS from JavaScript: nothing to defer there.
        return context.server ? shell : deferStylesheets(shell);
      },
    },
  };
}
