import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { API_ERRORS } from '@gdo/domain/messages';
import Piscina from 'piscina';
import type { ExportData, ExportKind, ExportTask } from '../export-worker';
import { AppError } from './app-error';

// Exports are built off the main thread (decision 055): a pool of worker threads (piscina) runs
// export-worker.ts, and each empresa has at most EXPORTS_PER_EMPRESA exports in progress in this
// process, so one firm's burst can neither stall the API nor fill the pool's queue.

/** One core is left to the event loop; more than four threads would only queue on memory. */
const EXPORT_THREADS = Math.max(1, Math.min(4, availableParallelism() - 1));
const EXPORTS_PER_EMPRESA = 2;

// Under tsx or vitest this file is TypeScript and so is the worker, which then needs tsx too; in
// the build (build.mjs) both are bundled side by side in dist/.
const fromSource = import.meta.url.endsWith('.ts');
const WORKER = fileURLToPath(
  new URL(fromSource ? '../export-worker.ts' : './export-worker.js', import.meta.url),
);
const TSX = fromSource ? ['--import', createRequire(import.meta.url).resolve('tsx')] : [];

let pool: Piscina | undefined;
// Threads start on the first export and end after a minute idle (piscina unrefs them).
const exportPool = () => {
  pool ??= new Piscina({
    filename: WORKER,
    execArgv: TSX,
    minThreads: 0,
    maxThreads: EXPORT_THREADS,
    idleTimeout: 60_000,
  });
  return pool;
};

/** The file of one export, built in a worker thread. */
async function renderExport<K extends ExportKind>(kind: K, data: ExportData<K>): Promise<Buffer> {
  const task: ExportTask<K> = { kind, data };
  const file: Uint8Array = await exportPool().run(task);
  return Buffer.from(file.buffer, file.byteOffset, file.byteLength);
}

const running = new Map<number, number>();

/** Runs one export of the empresa's, or refuses it (429) while it already has its share running. */
async function withExportSlot<T>(empresaId: number, work: () => Promise<T>): Promise<T> {
  const current = running.get(empresaId) ?? 0;
  if (current >= EXPORTS_PER_EMPRESA)
    throw new AppError('TOO_MANY_REQUESTS', API_ERRORS.exportacoesEmAndamento);
  running.set(empresaId, current + 1);
  try {
    return await work();
  } finally {
    const left = (running.get(empresaId) ?? 1) - 1;
    if (left === 0) running.delete(empresaId);
    else running.set(empresaId, left);
  }
}

/** Loads an export's data and builds its file in the pool, within the empresa's share of exports. */
export function buildExport<K extends ExportKind>(
  empresaId: number,
  kind: K,
  load: () => Promise<ExportData<K>>,
): Promise<{ data: ExportData<K>; file: Buffer }> {
  return withExportSlot(empresaId, async () => {
    const data = await load();
    return { data, file: await renderExport(kind, data) };
  });
}
