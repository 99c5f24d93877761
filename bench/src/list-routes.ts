import type { Scenario } from './load';

type Operation = {
  parameters?: { name: string; in: string }[];
  responses?: Record<string, { content?: Record<string, { schema?: { type?: string } }> }>;
};
type OpenApi = { paths: Record<string, { get?: Operation }> };

/**
 * Every paged list of the API, read from its own OpenAPI document (so a new list route is measured
 * without touching the bench): a GET that takes `page` in the query and answers a JSON array. Path
 * parameters ({id}, {contratoId}) take 1, the first record the seeds make. `owns` picks the routes of
 * one suite: each list is measured where its own table holds N rows.
 */
export async function pagedListScenarios(
  baseUrl: string,
  owns: (path: string) => boolean,
): Promise<Scenario[]> {
  const response = await fetch(`${baseUrl}/api/docs/openapi.json`);
  if (!response.ok) throw new Error(`openapi.json answered ${response.status}`);
  const doc = (await response.json()) as OpenApi;
  const scenarios: Scenario[] = [];
  for (const [template, item] of Object.entries(doc.paths)) {
    const get = item.get;
    const paged = get?.parameters?.some((p) => p.in === 'query' && p.name === 'page');
    const array = get?.responses?.['200']?.content?.['application/json']?.schema?.type === 'array';
    if (!paged || !array) continue;
    const path = template.replace(/\{[^}]+\}/g, '1');
    if (!owns(path)) continue;
    scenarios.push({
      name: `${path.replace(/^\/api\//, '')}, página de 50`,
      path: `${path}?page=1&pageSize=50`,
      goal: 'lista',
    });
  }
  return scenarios.sort((a, b) => a.path.localeCompare(b.path));
}

/** The registers' lists: their tables hold N rows in the cadastros suite; every other list is the painel's. */
export const REGISTER_LISTS = /^\/api\/(clientes|fornecedores|obras)\/list$/;
