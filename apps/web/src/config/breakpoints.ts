import { BREAKPOINTS } from '@gdo/domain/constants';

const toEm = (px: number) => `${px / 16}em`;

// Mantine's breakpoint scale, taken from the product's breakpoints (spec §9); responsive props
// (`hiddenFrom`, `{ base, sm, md }`) and AppShell's navbar collapse follow it.
export const MANTINE_BREAKPOINTS = {
  xs: toEm(BREAKPOINTS.mobileL),
  sm: toEm(BREAKPOINTS.tablet),
  md: toEm(BREAKPOINTS.laptop),
  lg: toEm(BREAKPOINTS.laptopL),
  xl: toEm(BREAKPOINTS.desktop),
} as const;
