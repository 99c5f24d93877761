import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';
import { MANTINE_BREAKPOINTS } from '@/config/breakpoints';

// A safety-orange brand; shade 7 carries white text at a 5:1 contrast.
const obra: MantineColorsTuple = [
  '#fff7ed',
  '#ffedd5',
  '#fed7aa',
  '#fdba74',
  '#fb923c',
  '#f97316',
  '#ea580c',
  '#c2410c',
  '#9a3412',
  '#7c2d12',
];

export const theme = createTheme({
  primaryColor: 'obra',
  primaryShade: 7,
  colors: { obra },
  breakpoints: MANTINE_BREAKPOINTS,
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: {
    fontFamily:
      'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    fontWeight: '700',
  },
  cursorType: 'pointer',
  components: {
    // Mantine mounts every Select's closed list (display: none) with all its options, and
    // floating-ui measures it on each render: a filter bar of pickers drew and positioned a hundred
    // hidden options when the prefetched lists arrived (decision 205). Closed lists are unmounted;
    // the input's aria-controls points at the list only while it is open, either way.
    Combobox: { defaultProps: { keepMounted: false } },
    // A modal's or drawer's <header> (its title and close button) is not the page's banner: a
    // second banner landmark inside the dialog (the new user's drawer) confused the landmarks list
    // (axe: landmark-no-duplicate-banner).
    Modal: { defaultProps: { attributes: { header: { role: 'none' } } } },
    Drawer: { defaultProps: { attributes: { header: { role: 'none' } } } },
  },
});

// Text contrast of at least 4.5:1 on white and on the light tints (WCAG AA, flagged by Lighthouse):
// Mantine's dimmed grey (3.3:1) and the light variant's orange on its tint (4.48:1) fall short.
// Mantine's red (shade 6, #fa5252) is 3,3:1 on white and 3,1:1 on the page's grey: the fields'
// error messages and required asterisks, an alert's title and red text are red-9 (5,5:1), and a
// red button's white word sits on red-8 (4,5:1). The blue alerts' titles (blue-6 on their tint,
// 3,2:1) are blue-9 (5,4:1 on the tint).
// `--gdo-fundo-pagina`: the page's own background, behind what is not on a card (the app's main
// area, and a table's kept cells drawn over it, decision 235).
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: { '--gdo-fundo-pagina': 'var(--mantine-color-gray-0)' },
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-primary-color-light-color': 'var(--mantine-color-obra-8)',
    '--mantine-color-obra-light-color': 'var(--mantine-color-obra-8)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-red-text': 'var(--mantine-color-red-9)',
    '--mantine-color-red-light-color': 'var(--mantine-color-red-9)',
    '--mantine-color-red-filled': 'var(--mantine-color-red-8)',
    '--mantine-color-red-filled-hover': 'var(--mantine-color-red-9)',
    '--mantine-color-blue-light-color': 'var(--mantine-color-blue-9)',
  },
  dark: {},
});
