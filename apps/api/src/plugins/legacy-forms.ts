import { MAX_ID } from '@gdo/domain/constants';
import { formatDate, parseDateBR } from '@gdo/domain/date';
import { FUSO_DAS_OBRAS } from '@gdo/domain/fuso';
import type { Role } from '@gdo/domain/usuario';

// The earlier product's client forms (legacy-client.md), turned into today's before a route's schema
// sees them (decision 080). Each function takes the parsed JSON body and returns today's form; what
// it does not recognise passes as it came, so the route's schema refuses it as it always did.

export type Body = Record<string, unknown>;

export const isBody = (value: unknown): value is Body =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every calendar-day field of an input body; the old client sends them as Unix seconds. */
const DATE_FIELDS = [
  'data_inicio',
  'previsao_entrega',
  'data_entrega',
  'data_fim',
  'data_lancamento',
  'data_nf',
  'data_vencimento',
  'data_pagamento',
  'data_criacao',
];

/** Ids, situations and account types: numbers today, sometimes numeric strings in the old client. */
const NUMBER_FIELDS = [
  'id',
  'id_cliente',
  'obra',
  'fornecedor',
  'etapa',
  'subetapa',
  'contrato',
  'orcamento',
  'modelo',
  'documento',
  'rdo',
  'rda',
  'item',
  'status',
  'tipo_conta',
];

const UNIX_SECONDS = /^\d{1,12}$/;
const NUMERIC = /^\d{1,15}$/;
const SECONDS_PER_DAY = 86_400;

/**
 * The day of a Unix-second string. A whole UTC midnight is what a browser makes of a date input
 * ('2026-03-01' parsed as UTC): that day. Any other instant is a moment on site: its day there.
 */
function unixDay(value: string): string | undefined {
  const seconds = Number(value);
  const zone = seconds % SECONDS_PER_DAY === 0 ? 'UTC' : FUSO_DAS_OBRAS;
  return parseDateBR(formatDate(new Date(seconds * 1000), zone)) ?? undefined;
}

/** `"NaN"` and `""` are no date; Unix seconds become 'aaaa-mm-dd'; anything else is left to the schema. */
export function legacyDate(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '' || text === 'NaN') return null;
  return UNIX_SECONDS.test(text) ? (unixDay(text) ?? value) : value;
}

const legacyNumber = (value: unknown) =>
  typeof value === 'string' && NUMERIC.test(value) ? Number(value) : value;

/** The values every body may carry in the old client's way: dates, numeric strings, `"id": null | 0` on a create. */
export function legacyValues(body: Body, { create }: { create: boolean }): Body {
  const out: Body = { ...body };
  for (const field of DATE_FIELDS) if (field in out) out[field] = legacyDate(out[field]);
  for (const field of NUMBER_FIELDS) if (field in out) out[field] = legacyNumber(out[field]);
  if (create && (out.id === null || out.id === 0)) delete out.id;
  return out;
}

/** An etapa's `numero` sent as a number (10) is the text '10' (the schema pads 1 to '01'). */
export function legacyEtapa(body: Body): Body {
  return typeof body.numero === 'number' && Number.isInteger(body.numero)
    ? { ...body, numero: String(body.numero) }
    : body;
}

const pad2 = (value: number) => String(value).padStart(2, '0');

/**
 * A subetapa's `numero` sent as a number: 1 under the etapa numbered '10' is '10.01'; 10.01 is
 * '10.01' already. `etapaNumero` reads the parent's number (undefined when it is no etapa of the
 * caller's empresa: the number stays as sent and the schema refuses it).
 */
export async function legacySubetapa(
  body: Body,
  etapaNumero: (etapaId: number) => Promise<string | undefined>,
): Promise<Body> {
  const { numero, etapa } = body;
  if (typeof numero !== 'number' || !Number.isFinite(numero) || numero <= 0) return body;
  if (!Number.isInteger(numero)) return { ...body, numero: numero.toFixed(2) };
  // Only an id the column can hold is looked up: anything else is the schema's to refuse (400).
  const lookup = typeof etapa === 'number' && Number.isInteger(etapa) && etapa > 0 && etapa <= MAX_ID;
  const parent = lookup ? await etapaNumero(etapa) : undefined;
  return parent === undefined ? body : { ...body, numero: `${parent}.${pad2(numero)}` };
}

/** The old client's roles: its superAdmin and gestao are admin; `[""]` (an untouched select) is no role. */
const LEGACY_ROLES: Record<string, Role> = { superAdmin: 'admin', gestao: 'admin' };

/** permissoes in the old names; `"password": ""` on an edit keeps the password. */
export function legacyUsuario(body: Body, { create }: { create: boolean }): Body {
  const out: Body = { ...body };
  if (Array.isArray(out.permissoes)) {
    out.permissoes = out.permissoes
      .filter((role) => role !== '')
      .map((role) => (typeof role === 'string' ? (LEGACY_ROLES[role] ?? role) : role));
  }
  if (!create && out.password === '') delete out.password;
  return out;
}

/** An obra's `tipo` from the old client's numbered list (1 Flex, 2 Reforma galpão, ...) is kept as its text. */
export function legacyObra(body: Body): Body {
  return typeof body.tipo === 'number' ? { ...body, tipo: String(body.tipo) } : body;
}

const PARCELA_DE = /^\s*(\d{1,3})\s+de\s+(\d{1,3})\s*$/i;

/** An entry: `rdo` (or `rda`) is the document; `parcela` "1 de 3" is 1/3; what the server sets is dropped. */
export function legacyLancamento(body: Body): Body {
  const { rdo, rda, usuario: _u, cliente: _c, boletos: _b, status: _s, situacao: _si, ...out } = body;
  const documento = rdo ?? rda;
  if (out.documento === undefined && documento !== undefined) out.documento = documento;
  if (typeof out.parcela === 'string') {
    const match = PARCELA_DE.exec(out.parcela);
    if (match) out.parcela = `${Number(match[1])}/${Number(match[2])}`;
  }
  return out;
}
