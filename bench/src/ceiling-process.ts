import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Sample } from './sample';

const CEILING = fileURLToPath(new URL('./ceiling.ts', import.meta.url));

/** The key the ceiling looks an answer up by: method, path and query. */
export const payloadKey = (method: string, path: string) => `${method} ${path}`;

/** Starts the bare server of ceiling.ts in another process, serving `payloads` by payloadKey. */
export async function startCeiling(port: number, payloads: Record<string, Sample>) {
  const child = fork(CEILING, [], {
    env: { ...process.env, PORT: String(port) },
    execArgv: ['--import', 'tsx'],
    // Structured clone: the answers' bodies arrive as the bytes they are (compressed ones included).
    serialization: 'advanced',
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  // The child asks for the answers once it listens for them, then says when it serves them.
  await new Promise<void>((resolve, reject) => {
    child.on('message', (message) => (message === 'waiting' ? child.send(payloads) : resolve()));
    child.once('exit', (code) => reject(new Error(`ceiling exited with ${code}`)));
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => child.once('exit', () => resolve()) && child.kill('SIGTERM')),
  };
}
