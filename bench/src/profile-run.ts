import type { Browser } from 'playwright';
import { signedInStorage, withChromium } from './chromium';
import type { LighthousePage } from './lighthouse-run';
import { slowPhoneVisit } from './phone-run';

// Where a screen's CPU goes on the slowed phone (decision 241): each screen visited cold with the
// CPU slowed four times and Lighthouse's 4G, sampled by V8's profiler from the first request to two
// seconds after the last answer. Self time is summed per function, per file and per component (the
// nearest caller named like one), and the busy stretches over 50 ms are listed (a stretch may be
// several tasks with no idle time between them). With a build made without minifying
// (`npx vite build --minify false`), the names are the source's; on a minified one the component
// column means little.

type Node = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

export type ProfileRow = {
  page: string;
  totalMs: number;
  byFunction: [string, number][];
  byFile: [string, number][];
  byComponent: [string, number][];
  /** Busy stretches over 50 ms (what TBT counts), their length and their three costliest components. */
  longTasks: [string, number][];
};

type Times = {
  byFunction: Map<string, number>;
  byFile: Map<string, number>;
  byComponent: Map<string, number>;
  longTasks: [string, number][];
};

const IDLE = /^\((?:idle|program)\)$/;
const add = (m: Map<string, number>, k: string, v: number) => m.set(k, (m.get(k) ?? 0) + v);

function selfTimes(profile: Profile): Times {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  // A sample's component: the nearest caller named like a React component in the app's files.
  const componentOf = new Map<number, string>();
  const component = (id: number): string => {
    const known = componentOf.get(id);
    if (known !== undefined) return known;
    const { functionName, url } = nodes.get(id)!.callFrame;
    const up = parent.get(id);
    const name =
      /^[A-Z]\w*$/.test(functionName) && url
        ? functionName
        : up === undefined
          ? '(fora de componente)'
          : component(up);
    componentOf.set(id, name);
    return name;
  };
  const times: Times = { byFunction: new Map(), byFile: new Map(), byComponent: new Map(), longTasks: [] };
  let task: { at: number; ms: number; parts: Map<string, number>; fns: Map<string, number> } | undefined;
  let now = 0;
  const close = () => {
    if (task && task.ms > 50) {
      const top = (m: Map<string, number>, n: number) =>
        [...m]
          .sort((a, b) => b[1] - a[1])
          .slice(0, n)
          .map(([k, v]) => `${k} ${Math.round(v)}`)
          .join(', ');
      times.longTasks.push([
        `${Math.round(task.at)} ms: ${top(task.parts, 4)}; ${top(task.fns, 14)}`,
        task.ms,
      ]);
    }
    task = undefined;
  };
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    now += (profile.timeDeltas[i] ?? 0) / 1000;
    const { functionName, url, lineNumber } = nodes.get(id)!.callFrame;
    if (IDLE.test(functionName)) {
      // (program) between two samples of one task is the browser's own work (style, layout).
      if (functionName === '(idle)') close();
      else if (task) task.ms += ms;
      return;
    }
    const file = url.replace(/^https?:\/\/[^/]+/, '').replace(/-[\w-]{8}\.js$/, '.js') || '(nativo)';
    add(times.byFunction, `${functionName || '(anônima)'} ${file}:${lineNumber + 1}`, ms);
    add(times.byFile, file, ms);
    const owner = component(id);
    add(times.byComponent, owner, ms);
    task ??= { at: now, ms: 0, parts: new Map(), fns: new Map() };
    task.ms += ms;
    add(task.parts, owner, ms);
    add(task.fns, functionName || '(anônima)', ms);
  });
  close();
  return times;
}

const profileVisit = (browser: Browser, storage: string, url: string): Promise<Profile> =>
  slowPhoneVisit(
    browser,
    storage,
    url,
    async (cdp) => {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    },
    async (_page, cdp) => ((await cdp.send('Profiler.stop')) as unknown as { profile: Profile }).profile,
  );

/** The screens of `pages`, each profiled `visits` times; mean self time per visit. */
export async function profilePages(
  baseUrl: string,
  credentials: { email: string; password: string },
  pages: LighthousePage[],
  visits: number,
  top = 25,
): Promise<ProfileRow[]> {
  return withChromium(async (browser) => {
    const storage = await signedInStorage(browser, baseUrl, credentials);
    const rows: ProfileRow[] = [];
    for (const p of pages) {
      const byFunction = new Map<string, number>();
      const byFile = new Map<string, number>();
      const byComponent = new Map<string, number>();
      const longTasks: [string, number][] = [];
      for (let i = 0; i < visits; i++) {
        const times = selfTimes(await profileVisit(browser, storage, `${baseUrl}${p.path}`));
        for (const [k, v] of times.byFunction) add(byFunction, k, v / visits);
        for (const [k, v] of times.byFile) add(byFile, k, v / visits);
        for (const [k, v] of times.byComponent) add(byComponent, k, v / visits);
        longTasks.push(...times.longTasks.map(([k, v]): [string, number] => [`visita ${i + 1}: ${k}`, v]));
      }
      const sorted = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]);
      rows.push({
        page: p.page,
        totalMs: sorted(byFile).reduce((s, [, v]) => s + v, 0),
        byFunction: sorted(byFunction).slice(0, top),
        byFile: sorted(byFile).slice(0, top),
        byComponent: sorted(byComponent).slice(0, top),
        longTasks,
      });
    }
    return rows;
  });
}
