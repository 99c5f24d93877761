// Development with hot reload: the API restarts on change (tsx watch) and Vite serves the
// web app on http://localhost:5173 with HMR, proxying /api to the API on port 3000.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@gdo/api'], {
    stdio: 'inherit',
    env: { ...process.env, SERVE_WEB: 'false' },
  }),
  spawn('npm', ['run', 'dev', '-w', '@gdo/web'], { stdio: 'inherit' }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
