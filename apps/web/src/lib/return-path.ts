import type { Location } from 'react-router';

// The address a signed-out visitor asked for travels to the login screen in the history state
// (never in the URL, so no link from outside can choose where a sign-in lands), and the
// sign-in returns there. Only a path of this app is taken: '//host' and '/\host' are read by
// browsers as other sites.
export type ReturnState = { retorno: string };

export function returnPathOf(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

function hasControlCharacter(text: string): boolean {
  return [...text].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
}

export function safeReturnPath(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('retorno' in state)) return undefined;
  const path = state.retorno;
  if (typeof path !== 'string' || !path.startsWith('/') || path === '/') return undefined;
  if (path.startsWith('//') || path.includes('\\') || hasControlCharacter(path)) return undefined;
  return path;
}
