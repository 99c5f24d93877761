import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const CEILING = fileURLToPath(new URL('./ceiling.ts', import.meta.url));

export type Payload = { body: string; type: string };

/** Starts the bare server of ceiling.ts in another process, serving `payloads` by path. */
export async function startCeiling(port: number, payloads: Record<string, Payload>) {
  const child = fork(CEILING, [], {
    env: { ...process.env, PORT: String(port), CEILING_PAYLOADS: JSON.stringify(payloads) },
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`ceiling exited with ${code}`)));
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => child.once('exit', () => resolve()) && child.kill('SIGTERM')),
  };
}
