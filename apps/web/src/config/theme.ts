import { createTheme, type MantineColorsTuple } from '@mantine/core';
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
});
