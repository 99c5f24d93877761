import { signIn } from './api-process';
import { withClient } from './db';
import { semearMes } from './diario-run';
import type { LighthousePage } from './lighthouse-run';
import { ADMIN } from './scenarios';

/**
 * The screens Lighthouse measures behind the login besides the dashboard (issues 12 and 15), with
 * data of a realistic size: the first obra gets a month of signed diário reports with five photos
 * each (as the diário bench seeds them), its RDO holds N/125 entries (800 at N = 100 000), and the
 * contas a pagar list shows every committed and unpaid entry of the firm.
 */
export async function lighthousePages(baseUrl: string, databaseUrl: string): Promise<LighthousePage[]> {
  const api = { baseUrl, token: await signIn(baseUrl, ADMIN) };
  const { obra } = await semearMes(api, databaseUrl);
  const entries = await withClient(databaseUrl, (client) =>
    client.query<{ n: string }>("SELECT count(*) n FROM lancamentos WHERE obra_id = $1 AND tipo = 'rdo'", [
      obra,
    ]),
  );
  console.log(`Lighthouse: obra ${obra}, ${entries.rows[0]!.n} lançamentos no RDO, 30 relatórios no diário`);
  return [
    { page: `lançamentos do RDO (${entries.rows[0]!.n})`, path: `/obras/lancamentos/rdo/${obra}` },
    { page: 'diário: relatórios (30)', path: `/obras/diario/${obra}` },
    { page: 'diário: novo relatório', path: `/obras/diario/${obra}/novo` },
    { page: 'contas a pagar', path: '/financeiro/contas-a-pagar' },
  ];
}
