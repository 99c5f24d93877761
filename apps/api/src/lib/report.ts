import { apiErrorSchema } from '@gdo/domain/api-error';
import { formatDate } from '@gdo/domain/date';
import type { ExportFormat } from '@gdo/domain/export-format';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { authErrorResponses } from './route-schemas';

// What every exported file shares: its formats, its dates and how its name reaches the browser.

export const REPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** What an export route answers: the file; too many rows (400); too many exports at once (429). */
export const reportResponses = (format: ExportFormat) => ({
  200: z.any().describe(REPORT_CONTENT_TYPES[format]),
  400: apiErrorSchema,
  404: apiErrorSchema,
  429: apiErrorSchema,
  ...authErrorResponses,
});

export const asciiSlug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);

/** A name fit for a file: no path separators, reserved or control characters. */
export const fileSafe = (text: string) => text.replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ').trim();

/**
 * `attachment` with the pt-BR name ("Orçamento 12 - Casa Silva.pdf") in filename* (RFC 6266,
 * UTF-8) and an ASCII fallback ("orcamento-12-casa-silva.pdf") for clients that read only filename.
 */
export function contentDisposition(name: { utf8: string; ascii: string }, extension: ExportFormat): string {
  const utf8 = `${fileSafe(name.utf8)}.${extension}`;
  return `attachment; filename="${name.ascii}.${extension}"; filename*=UTF-8''${encodeURIComponent(utf8)}`;
}

/** Sends a generated file: never cached, since it shows the data of the moment it was asked for. */
export function sendReport(
  reply: FastifyReply,
  format: ExportFormat,
  name: { utf8: string; ascii: string },
  file: Buffer,
) {
  return reply
    .type(REPORT_CONTENT_TYPES[format])
    .header('content-disposition', contentDisposition(name, format))
    .header('cache-control', 'no-store')
    .send(file);
}

/** '01/03/2026 a 31/03/2026', 'A partir de 01/03/2026', 'Até 31/03/2026' or 'Todo o período'. */
export function periodoLabel(de: string | undefined, ate: string | undefined): string {
  if (de && ate) return `${formatDate(de)} a ${formatDate(ate)}`;
  if (de) return `A partir de ${formatDate(de)}`;
  if (ate) return `Até ${formatDate(ate)}`;
  return 'Todo o período';
}
