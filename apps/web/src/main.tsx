import '@mantine/core/styles.css';
// The theme's CSS variables, written by the build (decision 234).
import 'virtual:tema.css';
// The fields' focus ring (WCAG 2.4.7), over Mantine's own rules.
import '@/app/foco.css';
import { StrictMode } from 'react';
import { App } from '@/app/app';
import { renderInSlices } from '@/lib/render-in-slices';
import { applyStartStylesheets } from '@/lib/start-stylesheets';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// index.html paints its loading panel without waiting for the stylesheets; the app draws with them.
// The first draw in slices: the phone's main thread is never held for the whole of it (decision 223).
void applyStartStylesheets(document).then(() =>
  renderInSlices(
    root,
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
