import '@mantine/core/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { applyStartStylesheets } from '@/lib/start-stylesheets';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// index.html paints its loading panel without waiting for the stylesheets; the app draws with them.
void applyStartStylesheets(document).then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
