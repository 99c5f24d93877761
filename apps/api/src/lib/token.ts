import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe. Only its hash is stored, so a leaked table opens no session. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The spec sends the token raw in Authorization; a 'Bearer' scheme is accepted too, in any case
 * (RFC 9110: the auth scheme is case-insensitive).
 */
export function tokenFromHeader(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const token = header.replace(/^\s*bearer\s+/i, '');
  return token.trim() || undefined;
}
