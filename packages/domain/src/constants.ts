// Business constants of spec §9, plus the paging limits the API and the web app share.

export const TOAST_DURATION_MS = 5000;
export const LOADING_DEFAULT_MESSAGE = 'Aguarde...';

// Greeting boundaries: from this hour on it is 'boa tarde', then 'boa noite'.
export const GREETING_AFTERNOON_HOUR = 12;
export const GREETING_EVENING_HOUR = 17;

export const LAZY_LOAD_TIMEOUT_MS = 120_000;

// The request header naming one submit (decision 054; its rules in idempotencia.ts).
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

// Maximum widths in px. desktop and desktopL share 2560 because the spec says so.
export const BREAKPOINTS = {
  mobileS: 320,
  mobileM: 375,
  mobileL: 425,
  tablet: 768,
  laptop: 1024,
  laptopL: 1440,
  desktop: 2560,
  desktopL: 2560,
} as const;

export type Breakpoint = keyof typeof BREAKPOINTS;

// A list call without paging returns the whole list as the spec expects, but never more than this.
export const LIST_SAFE_CAP = 5000;
// The page size of a list call that sends page without pageSize. The web tables always send their
// own size, chosen for the screen; this is only the API's answer when none is sent.
export const API_DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 500;

// Ids are PostgreSQL integer (int4) columns: a larger number can match no record, and must be
// refused as input rather than reach the database as an out-of-range error.
export const MAX_ID = 2_147_483_647;
