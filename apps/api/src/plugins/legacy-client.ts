import type { OrcamentoItem } from '@gdo/domain/orcamento-response';
import { TIPOS_DOCUMENTO } from '@gdo/domain/tipo-documento';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { invalidFields } from '../lib/app-error';
import {
  type Body,
  isBody,
  legacyEtapa,
  legacyLancamento,
  legacyObra,
  legacySubetapa,
  legacyUsuario,
  legacyValues,
} from './legacy-forms';
import { flatBudget, nestBudget } from './legacy-orcamento';

/**
 * The earlier product's web client (legacy-client.md, issue 16, decision 080), at the edge: its
 * bodies become today's before a route's schema runs, so services and the database see one shape;
 * the few fields it reads where today's answer differs are added to the answer. Removing it is
 * removing this plugin's registration and `rewriteUrl` from app.ts.
 */

/** What app.ts wires in from the modules (a plugin imports none). */
export type LegacyClientReads = {
  /** The number of one of the empresa's etapas ('10'), undefined when it is none of them. */
  etapaNumero: (scope: { empresaId: number; id: number }) => Promise<string | undefined>;
  /** A budget's nested itens, to answer its flat lists in the old client's whole-list call. */
  /** The nested itens of several budgets, by budget id, in one read (not one per budget). */
  orcamentosItens: (scope: { empresaId: number; ids: number[] }) => Promise<Map<number, OrcamentoItem[]>>;
};

export type LegacyClientOptions = {
  reads: LegacyClientReads;
  /** CORS_ORIGIN's origins: the old client runs on one of them. */
  corsOrigins: readonly string[];
};

type BodyForm = (body: Body, request: FastifyRequest, reads: LegacyClientReads) => Body | Promise<Body>;
type Answer = (payload: Body | Body[], request: FastifyRequest, reads: LegacyClientReads) => Promise<unknown>;

const etapaForm: BodyForm = (body) => legacyEtapa(body);
const subetapaForm: BodyForm = (body, request, reads) =>
  legacySubetapa(body, (id) => reads.etapaNumero({ empresaId: request.auth.empresaId, id }));
const orcamentoForm: BodyForm = (body) => {
  const nested = nestBudget(body);
  if (nested.errors.length > 0) throw invalidFields(nested.errors);
  return nested.body;
};
const lancamentoForm: BodyForm = (body) => legacyLancamento(body);

/** Each route's own old forms, by `METHOD pattern` as Fastify registers it. */
const BODY_FORMS: Record<string, BodyForm> = {
  'POST /api/etapas/create': etapaForm,
  'POST /api/etapas/update/': etapaForm,
  'POST /api/etapas/update': etapaForm,
  'POST /api/subetapas/create': subetapaForm,
  'POST /api/subetapas/update/': subetapaForm,
  'POST /api/subetapas/update': subetapaForm,
  'POST /api/users/create': (body) => legacyUsuario(body, { create: true }),
  'PUT /api/users/edit/:id': (body) => legacyUsuario(body, { create: false }),
  'POST /api/obras/create': (body) => legacyObra(body),
  'PUT /api/obras/edit/:id': (body) => legacyObra(body),
  'POST /api/orcamentos/create': orcamentoForm,
  'PUT /api/orcamentos/edit/:id': orcamentoForm,
  ...Object.fromEntries(
    TIPOS_DOCUMENTO.flatMap((tipo) => [
      [`POST /api/${tipo}/lancamentos/create`, lancamentoForm],
      [`PUT /api/${tipo}/lancamentos/edit/:id`, lancamentoForm],
    ]),
  ),
};

const withFlatLists = (orcamento: Body, itens: OrcamentoItem[]) => ({ ...orcamento, ...flatBudget(itens) });

/** The answers the old client reads differently: flat budget lists, `status: "ok"` on a removed entry. */
const ANSWERS: Record<string, Answer> = {
  'GET /api/orcamentos/get/:id': async (orcamento) =>
    isBody(orcamento) && Array.isArray(orcamento.itens)
      ? withFlatLists(orcamento, orcamento.itens as OrcamentoItem[])
      : orcamento,
  // Only the spec's whole-list call (no query string, as the old client sends it): a paged list of
  // today's clients stays without the structure.
  'GET /api/orcamentos/list': async (rows, request, { orcamentosItens }) => {
    if (!Array.isArray(rows) || request.url.includes('?')) return rows;
    const ids = rows.map((row) => Number(row.id));
    const itens = await orcamentosItens({ empresaId: request.auth.empresaId, ids });
    return rows.map((row) => withFlatLists(row, itens.get(Number(row.id)) ?? []));
  },
  ...Object.fromEntries(
    TIPOS_DOCUMENTO.map((tipo) => [
      `DELETE /api/${tipo}/lancamentos/delete/:id`,
      (async (removed) => (isBody(removed) ? { ...removed, status: 'ok' } : removed)) satisfies Answer,
    ]),
  ),
};

const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];
const routeKeys = (route: RouteOptions) => asArray(route.method).map((method) => `${method} ${route.url}`);
const isWrite = (method: string) => method === 'POST' || method === 'PUT';

// The old client sends JSON only; a multipart upload (the diário's photos) is no form of it.
const JSON_TYPE = /^\s*application\/json/i;

function bodyHook(reads: LegacyClientReads, form: BodyForm | undefined) {
  return async (request: FastifyRequest) => {
    if (!isBody(request.body) || !JSON_TYPE.test(request.headers['content-type'] ?? '')) return;
    const create = request.routeOptions.url?.endsWith('/create') ?? false;
    const values = legacyValues(request.body, { create });
    request.body = form ? await form(values, request, reads) : values;
  };
}

/** What axios sends unless told otherwise; today's web app sends `application/json` alone. */
const AXIOS_ACCEPT = 'application/json,text/plain,*/*';

/**
 * Whether a request is the old client's, which gets the fields it reads. Either sign is enough: it
 * runs on an origin of its own that CORS_ORIGIN allows (it cannot work otherwise), and it is axios.
 * Today's clients (the web app on the API's origin, the tests, scripts) get today's answers to the
 * letter.
 */
export function readsLegacy(request: FastifyRequest, corsOrigins: readonly string[]): boolean {
  const { origin, accept } = request.headers;
  return (
    (origin !== undefined && corsOrigins.includes(origin)) || accept?.replaceAll(' ', '') === AXIOS_ACCEPT
  );
}

function answerHook({ reads, corsOrigins }: LegacyClientOptions, answer: Answer) {
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (reply.statusCode !== 200 || typeof payload !== 'string' || !readsLegacy(request, corsOrigins))
      return payload;
    return JSON.stringify(await answer(JSON.parse(payload), request, reads));
  };
}

/**
 * Every write route under /api gets the shared value forms and its own, as its last preValidation
 * hook: the role checks before it still refuse a caller first, and the schema validates the result.
 */
export function registerLegacyClient(app: FastifyInstance, options: LegacyClientOptions): void {
  const { reads } = options;
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const keys = routeKeys(route);
    if (route.schema?.body && keys.some((key) => isWrite(key.split(' ')[0]!))) {
      const form = keys.map((key) => BODY_FORMS[key]).find(Boolean);
      route.preValidation = [...asArray(route.preValidation), bodyHook(reads, form)];
    }
    const answer = keys.map((key) => ANSWERS[key]).find(Boolean);
    if (answer) route.onSend = [...asArray(route.onSend), answerHook(options, answer)];
  });
}

const DOCUMENT_TYPE = /^\/api\/(rdo|rda)(?=[/?]|$)/i;

/**
 * `{type}` in a path is case-insensitive (`/api/RDO/lancamentos/edit/1`, the old client's entry
 * edit), and nothing else is. It runs before routing, so the route reached, and its authentication,
 * are those of the lower-case path.
 */
export function legacyRewriteUrl(request: { url?: string }): string {
  const url = request.url ?? '/';
  return url.replace(DOCUMENT_TYPE, (_match, tipo: string) => `/api/${tipo.toLowerCase()}`);
}
